import Foundation
import Screens
import Testing

@Suite("Appium / WebDriverAgent page source")
struct AppiumSourceTests {
    @Test func settingsScreenReadsAsVoiceOverWould() throws {
        let imported = try Fixtures.load("appium-settings.xml")
        #expect(imported.format == .appiumSource)
        let screen = imported.screen
        #expect(screen.name == "appium-settings")
        #expect(screen.language == "en-US")
        #expect(screen.size == [390, 844])

        let stops = Stops.of(screen)
        #expect(stops.map(\.label) == [
            "Settings", "General", "About", "Software Update, 1", "Background App Refresh", "Date & Time",
            "Fonts", "Text Size", "Use this to reset your iPhone.",
        ])
        // The back button: identifier BackButton, never spoken; UIKit's back button traits; the
        // id is readable, from its label.
        #expect(stops[0].id == "settings")
        #expect(stops[0].traits == [.button, .backButton])
        // The navigation bar title is a heading, read once (WDA's value repeating the label undone).
        #expect(stops[1].traits.contains(.header) && stops[1].value.isEmpty)
        // A row is one stop: its views (text, chevron) merged, the chevron making it a Button.
        #expect(stops[2].children.isEmpty && stops[2].traits == [.button])
        // A row without a label of its own joins its texts, and says it guessed.
        #expect(imported.warnings(.mergedRow).contains { $0.elementID == "software-update-1" })
        // The switch: toggleButton with 1/0.
        #expect(stops[4].traits == [.button, .toggleButton] && stops[4].value == "1")
        // enabled="false" is Dimmed.
        #expect(stops[6].traits.contains(.notEnabled))
        #expect(stops[7].traits == [.adjustable] && stops[7].value == "50%")
        #expect(stops[8].traits == [.staticText] && stops[8].value.isEmpty)
    }

    @Test func settingsScreenSilencesChromeScrollBarsAndOffScreenDecoration() throws {
        let imported = try Fixtures.load("appium-settings.xml")
        let everything = Stops.all(imported.screen.elements)
        #expect(!everything.contains { $0.label.contains("scroll bar") })
        #expect(!everything.contains { $0.label == "9:41" || $0.label.contains("battery") })
        #expect(!everything.contains { $0.id == "footer_art" })
        #expect(imported.warnings(.silencedScrollBar).count == 2)
        #expect(imported.warnings(.droppedStatusBar).count == 1)
        #expect(imported.warnings(.droppedDecoration).count == 1)
        // 32 nested wrappers do not survive as 32 levels: plain single-child wrappers collapse.
        func depth(_ element: Element) -> Int { 1 + (element.children.map(depth).max() ?? 0) }
        #expect(imported.screen.elements.map(depth).max()! < 6)
        // Warnings name the line and a readable path with the wrapper run shortened.
        let scrollBar = try #require(imported.warnings(.silencedScrollBar).first)
        #expect(scrollBar.line != nil)
        #expect(scrollBar.path.contains("Other[0]×32"))
    }

    @Test func stopsGetReadableIdsFromWhatTheySay() throws {
        let imported = try Fixtures.load("appium-settings.xml")
        let ids = Stops.all(imported.screen.elements).compactMap(\.id)
        #expect(Set(ids).count == ids.count)
        // Not the capture's identifiers (cell, com.apple.settings.softwareUpdate, BackButton).
        #expect(ids == ["settings", "general", "about", "software-update-1", "background-app-refresh", "date-time",
                        "fonts", "text-size", "use-this-to-reset-your-iphone"])
        #expect(imported.warnings(.duplicateIdentifier).isEmpty)
    }

    @Test func repeatedLabelsAreNumberedSoAScriptCanNameEach() throws {
        let imported = try Fixtures.load(text: """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="cell" label="Delete" x="0" y="0" width="90" height="44"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="cell" label="Delete" x="0" y="50" width="90" height="44"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="Delete 2" x="0" y="100" width="90" height="44"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="Delete" x="0" y="150" width="90" height="44"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        #expect(Stops.of(imported.screen).map(\.id) == ["delete", "delete-2", "delete-2-2", "delete-3"])
        #expect(imported.warnings(.duplicateIdentifier).count == 3)
    }

    @Test func alertIsModalOverTheScreenBehindIt() throws {
        let imported = try Fixtures.load("appium-alert.xml")
        let stops = Stops.of(imported.screen)
        #expect(stops.map(\.label) == ["Sign In Failed", "The password is incorrect.\nTry again or reset it.", "Cancel", "Try Again"])
        #expect(stops[2].traits == [.button] && stops[3].traits == [.button])
        // Without the alert the screen behind reads: the modal rule, not dropped content, hides it.
        var behind = imported.screen
        behind.elements = behind.elements.filter { !$0.viewIsModal }
        let behindStops = Stops.of(behind)
        #expect(behindStops.map(\.label) == ["Sign In", "Email", "Password", "Remember me", "Sign In", "Forgot password?"])
    }

    @Test func newerSourcesTraitsPlaceholderAndSelectedAreRead() throws {
        let imported = try Fixtures.load("appium-alert.xml")
        var screen = imported.screen
        screen.elements = screen.elements.filter { !$0.viewIsModal }
        let stops = Stops.of(screen)
        // The traits attribute decides public traits: the title is a header from "Header, StaticText".
        #expect(stops[0].traits == [.header, .staticText])
        // The placeholder shown as the empty field's value is undone; with no label VoiceOver reads it.
        #expect(stops[1].id == "email" && stops[1].label == "Email" && stops[1].value.isEmpty)
        #expect(stops[1].traits == [.textEntry])
        #expect(stops[2].traits == [.secureTextField] && stops[2].value == "••••••••")
        // A Switch whose traits say Button still is a switch button.
        #expect(stops[3].traits == [.button, .toggleButton] && stops[3].value == "0")
        #expect(stops[5].traits == [.link])
    }

    @Test func tabBarCJKNewlinesAndKeyboard() throws {
        let imported = try Fixtures.load("appium-tabs-cjk.xml")
        let screen = imported.screen
        #expect(screen.language == "zh-CN")
        #expect(imported.warnings(.language).count == 1)
        let tabs = Stops.tabs(screen)
        #expect(tabs.map(\.label) == ["首页", "视频", "消息", "我的"])
        // WebDriverAgent's "1" for the selected tab becomes the selected trait, not a value.
        #expect(tabs[0].traits == [.button, .selected] && tabs[0].value.isEmpty)
        #expect(tabs.dropFirst().allSatisfy { $0.traits == [.button] })
        let stops = Stops.of(screen)
        #expect(stops.contains { $0.label == "猫咪学钢琴\n12万次播放" })
        #expect(stops.contains { $0.label == "搜索框" && $0.value == "大熊猫" && $0.traits == [.searchField] })
        // Keyboard keys are stops with the keyboardKey trait (no "Button"), after the app's content.
        let keys = stops.filter { $0.has(.keyboardKey) }
        #expect(keys.count == 11 && keys.first?.label == "q")
        #expect(stops.lastIndex { !$0.has(.keyboardKey) && !$0.has(.button) }! < stops.firstIndex { $0.has(.keyboardKey) }!)
        #expect(imported.warnings(.keyboardShown).count == 1)
    }

    @Test func unknownTypesAttributesAndTraitsAreWarnedOnce() throws {
        let imported = try Fixtures.load(text: """
            <?xml version="1.0" encoding="UTF-8"?>
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" x="0" y="0" width="390" height="844">
              <XCUIElementTypeHologram type="XCUIElementTypeHologram" label="Floating cat" accessible="true" x="0" y="0" width="10" height="10" sparkle="yes"/>
              <XCUIElementTypeHologram type="XCUIElementTypeHologram" label="Second cat" accessible="true" x="0" y="20" width="10" height="10" sparkle="yes"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="Play" traits="Button, SupportsZoom" accessible="true" x="0" y="40" width="10" height="10"/>
            </XCUIElementTypeApplication>
            """)
        #expect(imported.warnings(.unknownType).count == 1)
        #expect(imported.warnings(.ignoredField).count == 1)
        #expect(imported.warnings(.unknownTrait).map(\.message).first?.contains("SupportsZoom") == true)
        let stops = Stops.of(imported.screen)
        #expect(stops.map(\.label) == ["Floating cat", "Second cat", "Play"])
        #expect(stops[0].traits.isEmpty && stops[2].traits == [.button])
    }

    @Test func aButtonWhoseValueIsReallyOneKeepsIt() throws {
        let imported = try Fixtures.load(text: """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication">
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="Page" value="1" selected="false" accessible="true"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="Bold" value="1" selected="true" accessible="true"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        let stops = Stops.of(imported.screen)
        #expect(stops[0].value == "1" && !stops[0].has(.selected))
        #expect(stops[1].value.isEmpty && stops[1].has(.selected))
    }

    @Test func accessibleFalseEverywhereIsNotTrusted() throws {
        let imported = try Fixtures.load(text: """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Hello" accessible="false"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="OK" accessible="false"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        #expect(imported.warnings(.unreliableAccessibility).count == 1)
        #expect(Stops.of(imported.screen).map(\.label) == ["Hello", "OK"])
    }

    @Test func badSourcesFailWithOneLineNamingTheFile() throws {
        let cases: [(String, String)] = [
            ("<AppiumAUT><XCUIElementTypeApplication type=\"XCUIElementTypeApplication\">\n<XCUIElementTypeButton label=\"x\">\n</AppiumAUT>", "not well-formed XML"),
            ("<html><body>hi</body></html>", "this is a web page (HTML)"),
            ("<AppiumAUT></AppiumAUT>", "no XCUIElementTypeApplication"),
        ]
        for (text, expected) in cases {
            do {
                _ = try Fixtures.load(text: text, name: "bad.xml")
                Issue.record("accepted: \(text)")
            } catch let error as ImportError {
                #expect(error.description.hasPrefix("bad.xml"))
                #expect(error.description.contains(expected), "\(error)")
                #expect(!error.description.contains("\n"))
            }
        }
    }

    @Test func hostileNestingIsAnErrorNotACrash() throws {
        let depth = 5000
        let text = "<AppiumAUT><XCUIElementTypeApplication type=\"XCUIElementTypeApplication\">"
            + String(repeating: "<XCUIElementTypeOther type=\"XCUIElementTypeOther\">", count: depth)
            + "<XCUIElementTypeButton type=\"XCUIElementTypeButton\" label=\"Deep\"/>"
            + String(repeating: "</XCUIElementTypeOther>", count: depth)
            + "</XCUIElementTypeApplication></AppiumAUT>"
        #expect(throws: ImportError.self) { try Fixtures.load(text: text) }
    }
}

@Suite("Appium / WebDriverAgent: less common types")
struct AppiumTypeTests {
    @Test func textViewsSteppersAndIndicators() throws {
        let imported = try Fixtures.load(text: """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication">
              <XCUIElementTypeTextView type="XCUIElementTypeTextView" value="Terms of use" accessible="true"/>
              <XCUIElementTypeStepper type="XCUIElementTypeStepper" label="Copies" accessible="false">
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="Decrement" accessible="true"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="Increment" accessible="true"/>
              </XCUIElementTypeStepper>
              <XCUIElementTypeStepper type="XCUIElementTypeStepper" label="Size" value="3" accessible="true"/>
              <XCUIElementTypeActivityIndicator type="XCUIElementTypeActivityIndicator" label="In progress" accessible="true"/>
              <XCUIElementTypeImage type="XCUIElementTypeImage" accessible="true" x="0" y="0" width="20" height="20"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        let stops = Stops.of(imported.screen)
        #expect(stops.map(\.label) == ["", "Decrement", "Increment", "Size", "In progress"])
        #expect(stops[0].value == "Terms of use" && stops[0].traits == [.staticText])
        #expect(imported.warnings(.ambiguous).count == 1)
        #expect(stops[1].traits == [.button] && stops[2].traits == [.button])
        #expect(stops[3].traits == [.adjustable] && stops[3].value == "3")
        #expect(stops[4].traits == [.updatesFrequently])
        // An image without a label is decoration: not read, with a warning saying so.
        #expect(imported.warnings(.droppedDecoration).count == 1)
    }
}

@Suite("Appium / WebDriverAgent: visibility")
struct AppiumVisibilityTests {
    @Test func coveredViewsOnScreenStayAndScrolledAwayOnesGo() throws {
        let imported = try Fixtures.load(text: """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="close" visible="false" accessible="true" x="10" y="50" width="44" height="44"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="more" visible="false" accessible="true" x="10" y="950" width="44" height="44"/>
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Below the fold" visible="false" accessible="true" x="10" y="1200" width="200" height="20"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        let stops = Stops.of(imported.screen)
        // An unlabeled button on screen says "Button" on a device, even when covered.
        #expect(stops.map(\.id) == ["close"])
        #expect(stops[0].traits == [.button] && stops[0].label.isEmpty)
        // Elements outside the screen are scrolled away: the capture is of the screen as shown.
        #expect(imported.warnings(.scrolledAway).count == 2)
    }
}
