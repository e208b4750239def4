import Foundation
import Screens
import Testing

@Suite("idb ui describe-all")
struct IdbDescriptionTests {
    @Test func flatSettingsListReadsAsVoiceOverWould() throws {
        let imported = try Fixtures.load("idb-settings-flat.json")
        #expect(imported.format == .idbDescription)
        let screen = imported.screen
        #expect(screen.size == [390, 844])
        let stops = Stops.of(screen)
        #expect(stops.map(\.label) == [
            "Settings", "Search", "Apple Account, iCloud, and more", "Airplane Mode", "Wi-Fi", "Bluetooth",
            "Cellular", "Brightness", "Keep your iPhone up to date.", "Photos", "Settings", "Search", "Profile",
        ])
        #expect(stops[0].traits == [.header])
        #expect(stops[1].traits == [.searchField])
        // Ids are readable, from the label (AXUniqueId is never spoken nor the id); help is the hint.
        #expect(stops[2].id == "apple-account-icloud-and-more")
        #expect(stops[2].hint == "Sign in to access your iCloud data.")
        #expect(stops[2].traits == [.button])
        #expect(stops[3].traits == [.button, .toggleButton] && stops[3].value == "0")
        #expect(stops[4].value == "HomeNetwork" && stops[5].value == "On")
        #expect(stops[6].traits == [.button, .notEnabled])
        #expect(stops[7].traits == [.adjustable])
        // A static text's AXValue repeating its label is read once.
        #expect(stops[8].value.isEmpty)
        #expect(stops[9].customActions == ["Delete", "Share"])
        // The scroll bar is silent: the capture does not say it is shown.
        #expect(!stops.contains { $0.label.contains("scroll bar") })
        #expect(imported.warnings(.silencedScrollBar).count == 1)
    }

    @Test func flatTabsAreGroupedInATabBar() throws {
        let screen = try Fixtures.load("idb-settings-flat.json").screen
        let tabs = Stops.tabs(screen)
        #expect(tabs.map(\.label) == ["Settings", "Search", "Profile"])
        // The `traits` field, when present, decides.
        #expect(tabs[0].traits == [.button, .selected])
        #expect(tabs[1].traits == [.button])
        let bars = Stops.all(screen.elements).filter { $0.has(.tabBar) }
        #expect(bars.count == 1 && bars[0].label.isEmpty)
    }

    @Test func nestedAlertWithDeepGroupsNewlinesAndScripts() throws {
        let imported = try Fixtures.load("idb-alert-nested.json")
        let stops = Stops.of(imported.screen)
        #expect(stops.map(\.label) == [
            "Delete 3 photos?", "This can't be undone. They're removed from \"All Photos\" too.", "Cancel", "Delete",
        ])
        #expect(stops[3].id == "delete" && stops[3].traits == [.button])
        var behind = imported.screen
        behind.elements = behind.elements.filter { !$0.viewIsModal }
        let behindStops = Stops.of(behind)
        #expect(behindStops.map(\.label) == ["Albums", "Summer trip\n128 photos", "Дача\n12 фото", "家人"])
        #expect(behindStops.compactMap(\.id) == ["albums", "summer-trip-128-photos", "дача-12-фото", "家人"])
        // Mixed scripts with English in the lead: no language is guessed.
        #expect(imported.screen.language == "en-US")
    }

    @Test func jsonLinesUnknownKeysAndBadFramesAreHandled() throws {
        let imported = try Fixtures.load(text: """
            {"AXLabel": "Music", "type": "Application", "AXFrame": "{{0, 0}, {390, 844}}"}
            {"AXLabel": "Play", "type": "Button", "AXFrame": "{{10, 10}, {44, 44}}", "glow": 3}
            {"AXLabel": null, "AXUniqueId": "shuffle_button", "type": "Button", "AXFrame": "{{60, 10}, {44, 44}}", "glow": 4}
            {"AXLabel": "Volume", "type": "Slider", "AXValue": 40, "AXFrame": "{{oops}}"}
            """)
        let stops = Stops.of(imported.screen)
        #expect(stops.map(\.label) == ["Play", "", "Volume"])
        // An identifier is never a label: the unlabeled button says only "Button" (its trait); its id is made from the identifier.
        #expect(stops[1].id == "shuffle-button" && stops[1].traits == [.button])
        #expect(stops[2].value == "40" && stops[2].frame == nil)
        #expect(imported.warnings(.ignoredField).count == 1)
        #expect(imported.warnings(.badFrame).count == 1)
    }

    @Test func notJSONIsOneLineError() throws {
        do {
            _ = try Fixtures.load(text: "[{\"AXLabel\": \"x\",", name: "broken.json")
            Issue.record("accepted broken JSON")
        } catch let error as ImportError {
            #expect(error.description.hasPrefix("broken.json"))
            #expect(error.description.contains("not valid JSON"))
        }
    }
}

@Suite("idb flat lists: containers put back")
struct IdbFlatStructureTests {
    @Test func anAlertInAFlatListHoldsTheElementsInsideItsFrame() throws {
        let imported = try Fixtures.load(text: """
            [{"AXLabel": "Mail", "type": "Application", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}},
             {"AXLabel": "Inbox", "type": "Heading", "frame": {"x": 16, "y": 96, "width": 200, "height": 40}},
             {"AXLabel": "Delete?", "type": "Alert", "role_description": "alert", "frame": {"x": 52, "y": 330, "width": 286, "height": 184}},
             {"AXLabel": "Delete?", "type": "StaticText", "frame": {"x": 68, "y": 350, "width": 254, "height": 22}},
             {"AXLabel": "Cancel", "type": "Button", "frame": {"x": 52, "y": 470, "width": 143, "height": 44}},
             {"AXLabel": "Compose", "type": "Button", "frame": {"x": 330, "y": 790, "width": 44, "height": 44}}]
            """)
        #expect(Stops.of(imported.screen).map(\.label) == ["Delete?", "Cancel"])
        let alert = try #require(imported.screen.elements.first { $0.viewIsModal })
        #expect(alert.children.count == 2)
        #expect(imported.screen.elements.map(\.label) == ["Inbox", "Delete?", "Compose"])
    }
}
