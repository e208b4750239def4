import Foundation
import Screens
import Simulator
import Testing
import TestSupport

/// The "done": captures render without error and read as VoiceOver would. These run the
/// real Simulator on each imported fixture and read what it says.
@Suite("Imported captures, as the Simulator speaks them")
struct SimulatedCaptureTests {
    /// With `language`, the screen is read in that voice profile's words (the trait words of
    /// zh-CN belong to its vocabulary, not to the import).
    private func utterances(_ fixture: String, language: String? = nil) throws -> [Utterance] {
        let screen = try ScreenSource.load(contentsOf: Fixtures.url(fixture), options: ImportOptions(language: language)).screen
        return try Simulator(screen: screen, profiles: Repository.voiceStore()).run()
    }

    private func spoken(_ fixture: String, language: String? = nil) throws -> [String] {
        try utterances(fixture, language: language).map(\.text)
    }

    @Test(arguments: Fixtures.all)
    func nothingSpokenIsAnIdentifierOrATypeName(_ fixture: String) throws {
        let said = try utterances(fixture).flatMap { [$0.text, $0.delayedText] }
        #expect(!said.isEmpty)
        for text in said {
            #expect(!text.contains("XCUIElementType") && !text.contains("StaticText"), "\(fixture): \(text)")
            #expect(!text.contains("scroll bar") && !text.contains("9:41"), "\(fixture): \(text)")
            for id in CaptureInvariantTests.identifiers {
                #expect(!text.contains(id), "\(fixture): '\(text)' speaks identifier \(id)")
            }
        }
    }

    @Test func settingsReadLikeADevice() throws {
        #expect(try spoken("appium-settings.xml") == [
            "Settings, Back Button", "General, Heading", "About, Button", "Software Update, 1",
            "Background App Refresh, Switch Button, On", "Date & Time", "Fonts, Dimmed", "Text Size, 50%, Adjustable",
            "Use this to reset your iPhone.",
        ])
        #expect(try spoken("xcuitest-settings.txt") == [
            "Settings, Back Button", "Privacy & Security, Heading", "Search, Search Field", "Location Services, On",
            "Don't Allow \"Tracking\" Requests, Switch Button, On", "Analytics &\nImprovements, Share data with Apple",
            "Safety Check, Dimmed, Button", "Selected, Recent, Button",
            "Apps that ask for your \"Photos\" appear here. It's your choice, label: yours.", "Note, Text Field, Is editing",
        ])
        let idb = try spoken("idb-settings-flat.json")
        #expect(idb.starts(with: ["Settings, Heading", "Search, Search Field", "Apple Account, iCloud, and more, Button",
                                  "Airplane Mode, Switch Button, Off", "Wi-Fi, HomeNetwork, Button"]))
        #expect(idb.suffix(3) == ["Selected, Settings, Tab, 1 of 3", "Search, Tab, 2 of 3", "Profile, Tab, 3 of 3"])
    }

    @Test(arguments: ["appium-alert.xml", "idb-alert-nested.json", "xcuitest-alert-cjk.txt"])
    func alertsOpenWithTheAlertSoundAndHideTheScreenBehind(_ fixture: String) throws {
        let said = try utterances(fixture, language: "en-US")
        #expect(said.first?.sounds.contains(.alert) == true, "\(fixture)")
        #expect(said.count == 4, "\(fixture): \(said.map(\.text))")
        #expect(said.suffix(2).allSatisfy { $0.text.hasSuffix(", Button") }, "\(fixture)")
    }

    @Test func chineseTabsAreCountedInTheirBar() throws {
        let said = try spoken("appium-tabs-cjk.xml", language: "en-US")
        #expect(said.suffix(4) == ["Selected, 首页, Tab, 1 of 4", "视频, Tab, 2 of 4", "消息, Tab, 3 of 4", "我的, Tab, 4 of 4"])
        // In its own language the screen still renders: the zh-CN profile speaks it.
        #expect(try spoken("appium-tabs-cjk.xml").count == said.count)
    }
}
