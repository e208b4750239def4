import Foundation
import Screens
import Testing

@Suite("XCUITest debugDescription")
struct DebugDescriptionTests {
    @Test func theSubtreeHeaderIsFoundAnywhereInTheHead() {
        let filler = String(repeating: "Element subtre\nEEE Element\n", count: 400)
        for text in ["Element subtree:", "x" + filler + "Element subtree:", filler + "Element subtree:\n  Other"] {
            #expect(CaptureFormat.detect(Data(text.utf8)) == .xcuitestDescription, "\(text.suffix(40))")
        }
        for text in ["Element subtree", filler, "Element  subtree:", "name: Element subtre:"] {
            #expect(CaptureFormat.detect(Data(text.utf8)) == .screenFile, "\(text.suffix(40))")
        }
    }

    @Test func settingsDumpReadsAsVoiceOverWould() throws {
        let imported = try Fixtures.load("xcuitest-settings.txt")
        #expect(imported.format == .xcuitestDescription)
        let screen = imported.screen
        #expect(screen.size == [390, 844])
        let stops = Stops.of(screen)
        #expect(stops.map(\.label) == [
            "Settings", "Privacy & Security", "Search", "Location Services, On",
            "Don't Allow \"Tracking\" Requests", "Analytics &\nImprovements, Share data with Apple",
            "Safety Check", "Recent",
            "Apps that ask for your \"Photos\" appear here. It's your choice, label: yours.", "Note",
        ])
        #expect(stops[0].traits == [.button, .backButton] && stops[0].id == "settings")
        #expect(stops[1].traits.contains(.header))
        // The placeholder shown as the value of an empty field is undone.
        #expect(stops[2].value.isEmpty && stops[2].traits == [.searchField])
        // A cell whose label holds its children's text is one stop: the row, its texts merged.
        #expect(stops[3].children.isEmpty && stops[3].frame == Frame(x: 0, y: 190, width: 390, height: 52))
        // A cell holding a switch is the switch, with the row's frame.
        #expect(stops[4].traits == [.button, .toggleButton] && stops[4].value == "1" && stops[4].id == "dont-allow-tracking-requests")
        #expect(stops[4].frame == Frame(x: 0, y: 242, width: 390, height: 52))
        #expect(stops[6].traits == [.button, .notEnabled])
        #expect(stops[7].traits == [.button, .selected])
        #expect(stops[9].traits == [.textEntry, .isEditing] && stops[9].value.isEmpty)
    }

    @Test func sectionsOtherThanTheSubtreeAndChromeAreSkipped() throws {
        let imported = try Fixtures.load("xcuitest-settings.txt")
        let everything = Stops.all(imported.screen.elements)
        // "Path to element" and "Query chain" repeat the application: it is not an element.
        #expect(!everything.contains { $0.label == "Settings" && $0.id == nil && $0.children.count > 0 })
        #expect(!everything.contains { $0.label == "9:41" || $0.label.contains("scroll bar") })
        #expect(imported.warnings(.silencedScrollBar).count == 2)
        #expect(imported.warnings(.droppedStatusBar).count == 1)
        #expect(imported.warnings.allSatisfy { $0.line != nil || $0.kind == .language })
    }

    @Test func alertOverATabBarInChinese() throws {
        let imported = try Fixtures.load("xcuitest-alert-cjk.txt")
        #expect(imported.screen.language == "zh-CN")
        let stops = Stops.of(imported.screen)
        #expect(stops.map(\.label) == ["删除聊天记录", "确定要删除和“张三”的聊天记录吗？\n删除后无法恢复。", "取消", "删除"])
        #expect(stops[2].traits == [.button] && stops[3].traits == [.button] && stops[3].id == "删除")
        var behind = imported.screen
        behind.elements = Stops.all(behind.elements).filter { $0.has(.tabBar) }
        let tabs = Stops.tabs(behind)
        #expect(tabs.map(\.label) == ["微信", "通讯录", "发现", "我"])
        #expect(tabs[0].traits == [.button, .selected])
    }

    @Test func fieldsParseAroundUnescapedQuotesUnknownKeysAndFlags() throws {
        let imported = try Fixtures.load(text: """
            Element subtree:
             →Application, 0x1, pid: 1, label: 'Notes'
                Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  Button, 0x3, {{0.0, 0.0}, {44.0, 44.0}}, identifier: 'it's', label: 'Say 'hi' to Bob's café', value: 'x', Selected
                  StaticText, 0x4, {{0.0, 50.0}, {200.0, 20.0}}, label: 'First
            Second, 0x5 line', sparkle: 'on', Glowing
                  Button, 0x6, {{0.0, 80.0}, {44.0, 44.0}}, identifier: 'only-id'
            """)
        let stops = Stops.of(imported.screen)
        #expect(stops.map(\.label) == ["Say 'hi' to Bob's café", "First\nSecond, 0x5 line", ""])
        #expect(stops[0].value == "x")
        #expect(stops[0].id == "say-hi-to-bobs-café" && stops[0].traits == [.button, .selected])
        #expect(stops[2].id == "only-id" && stops[2].traits == [.button])
        #expect(Set(imported.warnings(.ignoredField).map(\.message)).count == 2)
    }

    /// Dumps pasted into docs and issues often have the addresses cut; the frame right after the
    /// type still marks an element line.
    @Test func aDumpWithItsAddressesCutIsStillADump() throws {
        let imported = try Fixtures.load(text: """
              Cell, {{16.0, 168.0}, {370.0, 76.3}}
                Button, {{16.0, 168.0}, {370.0, 76.3}}, identifier: 'row.1', label: 'Dune, Frank Herbert'
                  StaticText, {{32.0, 185.0}, {128.0, 20.3}}, label: 'Dune'
            """, name: "pasted.txt")
        #expect(imported.format == .xcuitestDescription)
        #expect(Stops.of(imported.screen).map(\.label) == ["Dune, Frank Herbert"])
        for text in ["Note, {not a frame}", "Button, label: 'Close'", "title: Dune, {{1, 2}, {3, 4}}"] {
            #expect(CaptureFormat.detect(Data(text.utf8)) == .screenFile, "\(text)")
        }
    }

    @Test func textThatHasNoElementLinesIsAnError() throws {
        #expect(throws: ImportError.self) {
            try Fixtures.load(text: "Element subtree:\nnothing here\n", name: "empty.txt")
        }
    }
}
