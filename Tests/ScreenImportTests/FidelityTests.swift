import Foundation
import Screens
import Simulator
import Testing
import TestSupport

/// Captures of real screens, in every format, read by the real Simulator and judged line by line
/// against what VoiceOver on iOS 17/18/26 says on those screens. Each expected line carries why
/// VoiceOver says it. The captures are in Tests/ScreenImportTests/Fidelity; their headers say
/// what each is modelled on.
@Suite("Fidelity: captures read as VoiceOver reads the real app")
struct FidelityTests {
    static let directory = Repository.root.appendingPathComponent("Tests/ScreenImportTests/Fidelity")

    static func load(_ name: String, language: String? = nil) throws -> ImportedScreen {
        try ScreenSource.load(contentsOf: directory.appendingPathComponent(name), options: ImportOptions(language: language))
    }

    static func transcript(_ screen: Screen) throws -> [String] {
        try Simulator(screen: screen, profiles: Repository.voiceStore()).run().map(\.text)
    }

    static func transcript(_ name: String, language: String? = nil) throws -> [String] {
        try transcript(load(name, language: language).screen)
    }

    @Test func settingsRowsWithOldAttributesReadOnceAsVoiceOverReadsThem() throws {
        #expect(try Self.transcript("appium-keyboards-old.xml") == [
            // UINavigationBar's back button: its title is the previous screen's, trait Back Button.
            "General, Back Button",
            // The navigation bar's title is a heading.
            "Keyboards, Heading",
            // A disclosure row: the cell is one element joining its labels; the chevron makes it a Button.
            "Keyboards, 3, Button",
            // The grouped table's section header (UITableViewHeaderFooterView) is a heading.
            "ALL KEYBOARDS, Heading",
            // Switch rows read once, as the switch with the row's text: never the text, then the switch.
            "Auto-Capitalization, Switch Button, On",
            "Auto-Correction, Switch Button, Off",
            "“.” Shortcut, Switch Button, On",
            // The section footer is plain text after its rows.
            "Double tapping the space bar will insert a period followed by a space.",
            // Not read: the scrolled-away "Smart Punctuation" row, both scroll bars, the status bar.
        ])
    }

    /// The issue's own example: a Settings row captured without `accessible` (WebDriverAgent with
    /// `excluded_attributes=accessible`) read as three stops, "Image", "General", "chevron, Dimmed,
    /// Button", where VoiceOver says "General, Button" once.
    @Test func aSettingsRowWithoutAccessibleIsOneButton() throws {
        let imported = try Fixtures.load(text: """
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Settings" x="0" y="0" width="402" height="874">
              <XCUIElementTypeCollectionView type="XCUIElementTypeCollectionView" x="0" y="0" width="402" height="874">
                <XCUIElementTypeCell type="XCUIElementTypeCell" x="16" y="380" width="370" height="53">
                  <XCUIElementTypeOther type="XCUIElementTypeOther" x="16" y="380" width="370" height="53">
                    <XCUIElementTypeImage type="XCUIElementTypeImage" x="29" y="392" width="30" height="30"/>
                    <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="General" name="General" label="General" x="72" y="392" width="103" height="29"/>
                  </XCUIElementTypeOther>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="chevron" label="chevron" enabled="false" x="360" y="400" width="8" height="13"/>
                </XCUIElementTypeCell>
              </XCUIElementTypeCollectionView>
            </XCUIElementTypeApplication>
            """)
        #expect(try Self.transcript(imported.screen) == ["General, Button"])
        #expect(Stops.of(imported.screen).map(\.id) == ["general"])
    }

    @Test func settingsRowsWithModernTraitsReadOnce() throws {
        #expect(try Self.transcript("appium-general-ios26.xml") == [
            "Settings, Back Button",
            "General, Heading",
            // The placard's texts both carry Header: the cell reads them as one heading.
            "General, Manage your overall setup and preferences for iPhone, such as software updates, device language, CarPlay, AirDrop, and more., Heading",
            // Rows: cell traits say Button; the inner button, icon and dimmed chevron are the row's own views.
            "About, Button",
            "Software Update, Button",
            "Date & Time, Button",
            // The second "Date & Time" cell lies below the screen (scrolled away): not read.
        ])
        #expect(try Self.transcript("appium-motion-ios26.xml") == [
            "Accessibility, Back Button",
            "Motion, Heading",
            // UISwitch (traits Button, ToggleButton): "Switch Button", never "Button" as well.
            "Reduce Motion, Switch Button, Off",
            "Reduce the motion of the user interface, including the parallax effect of icons.",
            "Auto-Play Message Effects, Switch Button, On",
            // A disabled switch row: Dimmed before the trait words.
            "Limit Frame Rate, Dimmed, Switch Button, Off",
        ])
    }

    @Test func webLinksSayLink() throws {
        #expect(try Self.transcript("appium-safari-old.xml") == [
            "Example Domain",
            "This domain is for use in illustrative examples in documents.",
            // WebKit's link is the element VoiceOver reads; the text run inside is part of it.
            "More information..., Link",
            "Privacy, Link",
            "Address, example.com, Button",
            "Back, Dimmed, Button",
            "Share, Button",
        ])
        #expect(try Self.transcript("idb-safari-nested.json") == [
            // idb names web roles: heading, link (its text inside), text field.
            "Example Domain, Heading",
            "This domain is for use in illustrative examples in documents.",
            "More information..., Link",
            "Email, Text Field",
            "Subscribe, Button",
            "Address, example.com, Button",
        ])
    }

    @Test func collectionGridCellsAreOneStopEachAndTabsCount() throws {
        #expect(try Self.transcript("xcuitest-photos-grid.txt") == [
            // Frame order: the Select button (y 53) is above the large title (y 91).
            "Select, Button",
            "Library, Heading",
            // A grid cell holding a labelled image reads as that image; the badge icons
            // (video.fill, heart.fill: asset names) are not read.
            "Photo, August 3, 2024, 9:41 AM, Image",
            "Video, 12 seconds, August 4, 2024, Image",
            "Selected, Photo, August 5, 2024, Image",
            "Screenshot, August 6, 2024, Image",
            // Tabs: UITabBar buttons read "Tab, N of M".
            "Selected, Library, Tab, 1 of 3",
            "For You, Tab, 2 of 3",
            "Search, Tab, 3 of 3",
        ])
    }

    @Test func actionSheetIsModalWithTheAlertSound() throws {
        let screen = try Self.load("xcuitest-action-sheet.txt").screen
        let said = try Simulator(screen: screen, profiles: Repository.voiceStore()).run()
        #expect(said.map(\.text) == [
            // The sheet is modal: the note behind it is not reached.
            "Delete this note?",
            "This note will be deleted from all your devices.",
            "Delete Note, Button",
            "Cancel, Button",
        ])
        #expect(said.first?.sounds.contains(.alert) == true)
    }

    @Test func rightToLeftRowsJoinFromTheRight() throws {
        let imported = try Self.load("appium-settings-arabic.xml")
        #expect(imported.screen.language == "ar-SA")
        let stops = Stops.of(imported.screen)
        #expect(stops.map(\.label) == ["الإعدادات", "عام", "حول", "اللغة والمنطقة, العربية", "التصحيح التلقائي"])
        #expect(stops[3].traits == [.button])
        #expect(stops[4].traits == [.button, .toggleButton] && stops[4].value == "1")
    }

    @Test func japaneseCaptureIsJapanese() throws {
        let imported = try Self.load("idb-settings-ja-flat.json")
        #expect(imported.screen.language == "ja-JP")
        let stops = Stops.of(imported.screen)
        // The symbol-named image and the scroll bar are gone; every other element is one stop.
        #expect(stops.map(\.label) == ["設定", "検索", "一般", "機内モード", "Wi-Fi", "モバイル通信", "通知をオンにすると、新着情報をお知らせします。"])
        #expect(stops.map(\.id) == ["設定", "検索", "一般", "機内モード", "wi-fi", "モバイル通信", "通知をオンにすると-新着情報をお知らせします"])
    }

    @Test(arguments: ["android-uiautomator.xml", "appium-android.xml", "espresso-hierarchy.txt", "compose-semantics.txt", "web-page.html"])
    func otherPlatformsAreRefusedSayingWhatTheFileIs(_ name: String) throws {
        do {
            _ = try Self.load(name)
            Issue.record("\(name) was imported")
        } catch let error as ImportError {
            let line = error.description
            #expect(!line.contains("\n"))
            #expect(line.contains("Earshot reads iOS captures"), "\(line)")
            let what = name.hasSuffix(".html") ? "web page" : name.hasPrefix("espresso") ? "Espresso" : name.hasPrefix("compose") ? "Compose" : "Android"
            #expect(line.contains(what), "\(line)")
        }
    }

    @Test func japaneseSwitchRowsInADebugDescription() throws {
        let imported = try Self.load("xcuitest-keyboards-ja.txt")
        #expect(imported.screen.language == "ja-JP")
        let stops = Stops.of(imported.screen)
        #expect(stops.map(\.label) == ["一般", "キーボード", "キーボード, 3", "すべてのキーボード", "自動大文字入力", "自動修正"])
        #expect(stops.map(\.traits) == [[.button, .backButton], [.staticText, .header], [.button], [.staticText, .header],
                                        [.button, .toggleButton], [.button, .toggleButton]])
        #expect(stops.map(\.value) == ["", "", "", "", "1", "0"])
        // Spoken in Japanese when a ja-JP voice profile is installed; until then import says none speaks it.
        let store = try Repository.voiceStore()
        if store.profile(for: "ja-JP") != nil {
            let said = try Self.transcript(imported.screen)
            #expect(said.count == 6 && said.allSatisfy { !$0.isEmpty })
        } else {
            #expect(throws: (any Error).self) { try Self.transcript(imported.screen) }
        }
    }

    /// The status bar is dropped in every format (WebDriverAgent, XCUITest above; idb here).
    @Test func idbStatusBarIsDropped() throws {
        let imported = try Fixtures.load(text: """
            [{"AXLabel": "Clock", "type": "Application", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}},
             {"AXLabel": null, "type": "StatusBar", "role": "AXStatusBar", "frame": {"x": 0, "y": 0, "width": 390, "height": 47}},
             {"AXLabel": "Alarm", "type": "Heading", "frame": {"x": 16, "y": 96, "width": 200, "height": 40}}]
            """)
        #expect(Stops.of(imported.screen).map(\.label) == ["Alarm"])
        #expect(imported.warnings(.droppedStatusBar).count == 1)
    }

    static let iosCaptures = [
        "appium-keyboards-old.xml", "appium-general-ios26.xml", "appium-motion-ios26.xml", "appium-safari-old.xml",
        "idb-safari-nested.json", "xcuitest-photos-grid.txt", "xcuitest-action-sheet.txt",
    ]

    /// The screen file `earshot import` writes reads exactly as the capture does.
    @Test(arguments: iosCaptures)
    func importedScreenFileReadsAsTheCapture(_ name: String) throws {
        let imported = try Self.load(name)
        let text = ScreenFileWriter.text(imported.screen, comments: imported.warnings)
        let reloaded = try ScreenSource.load(data: Data(text.utf8), path: "\(name).yaml").screen
        #expect(try Self.transcript(reloaded) == Self.transcript(imported.screen))
        #expect(reloaded.elements == imported.screen.elements)
    }

    /// What the hidden real captures are checked for, on every capture here.
    @Test(arguments: iosCaptures + ["appium-settings-arabic.xml", "idb-settings-ja-flat.json", "xcuitest-keyboards-ja.txt"])
    func noChevronScrollBarOrBareIconIsAStop(_ name: String) throws {
        let stops = Stops.of(try Self.load(name).screen)
        for stop in stops {
            #expect(!stop.label.lowercased().contains("chevron"), "\(name): \(stop.label)")
            #expect(!stop.label.lowercased().contains("scroll bar") && !stop.label.contains("スクロールバー"), "\(name): \(stop.label)")
            #expect(!(stop.has(.image) && stop.label.isEmpty), "\(name): a bare image")
            #expect(!stop.label.contains(".fill") && stop.label != "9:41", "\(name): \(stop.label)")
        }
        // Every label is read by one stop only (rows are never read twice).
        let labels = stops.map(\.label).filter { !$0.isEmpty }
        #expect(Set(labels).count == labels.count || name.contains("settings") == false, "\(name): \(labels)")
    }

    /// Every inference is a warning naming its element, and the element's id when it has one.
    @Test func guessesAreWarningsBesideTheirElements() throws {
        let imported = try Self.load("appium-keyboards-old.xml")
        let merged = imported.warnings.filter { $0.kind == .mergedRow }
        #expect(merged.contains { $0.elementID == "auto-correction" && $0.message.contains("read once") })
        #expect(imported.warnings.contains { $0.kind == .inferredHeader && $0.elementID == "all-keyboards" })
        #expect(imported.warnings.contains { $0.kind == .scrolledAway && $0.path.contains("Cell[7]") })
        let text = ScreenFileWriter.text(imported.screen, comments: imported.warnings)
        let lines = text.components(separatedBy: "\n")
        let idLine = try #require(lines.firstIndex { $0.contains("id: all-keyboards") })
        #expect(lines[idLine - 1].trimmingCharacters(in: .whitespaces).hasPrefix("# "), "\(lines[idLine - 1])")
        #expect(lines[idLine - 1].contains("section header"))
    }
}
