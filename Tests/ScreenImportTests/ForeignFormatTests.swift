import Foundation
import Screens
import Testing

/// Other platforms' accessibility dumps are refused with one line naming what they are, found by
/// markers in the file's head (in any case, after a byte order mark or blank lines); anything
/// else goes on to the capture parsers and the screen loader.
@Suite("Foreign dumps refused by name")
struct ForeignFormatTests {
    static func refusal(_ text: String) -> String? {
        do {
            _ = try ScreenSource.load(data: Data(text.utf8), path: "dump")
            return nil
        } catch let error as ImportError {
            return "\(error)"
        } catch {
            return nil
        }
    }

    @Test(arguments: [
        ("<?xml version='1.0'?><hierarchy rotation=\"0\"><node class=\"android.widget.Button\"/></hierarchy>", "Android UiAutomator dump"),
        ("<android.widget.FrameLayout resource-id=\"x\"/>", "Android view hierarchy"),
        ("\u{FEFF}\n  <!DOCTYPE HTML><html><body>hi</body></html>", "web page (HTML)"),
        ("View Hierarchy:\n+>DecorView{id=-1, visibility=VISIBLE}", "Espresso view hierarchy"),
        ("Printing with useUnmergedTree = 'false'\nNode #1 at (l=0.0, t=0.0)", "Jetpack Compose semantics tree"),
        (#"[{"className": "android.widget.TextView", "resource-id": "title"}]"#, "Android accessibility tree (JSON)"),
    ])
    func dumpsAreNamed(_ text: String, _ name: String) throws {
        let message = try #require(Self.refusal(text), "not refused: \(text)")
        #expect(message.contains(name) && message.contains("Earshot reads iOS captures"), "\(message)")
    }

    @Test func iOSInputIsNotRefusedAsForeign() {
        // A screen file and an iOS page source go on to be read, whatever they contain.
        for text in ["name: home\nelements:\n  - label: Hello\n", "<AppiumAUT><XCUIElementTypeApplication/></AppiumAUT>",
                     // A label quoting a Compose node line is a label, not a dump.
                     "name: bug\nelements:\n  - label: \"Crash in Node #3 at (l=0.0, t=66.0)\"\n"] {
            let message = Self.refusal(text) ?? ""
            #expect(!message.contains("Earshot reads iOS captures"), "\(text): \(message)")
        }
    }
}
