import Foundation
import Screens
import Testing

/// What the issue's "done" asks of every capture: no identifiers or element type names spoken,
/// buttons say Button, static text read once, every stop says something, identifiers unique.
@Suite("Every capture reads as VoiceOver would")
struct CaptureInvariantTests {
    /// Identifiers in the fixtures that are not also text the app shows.
    static let identifiers = [
        "BackButton", "com.apple.settings.softwareUpdate", "chevron", "footer_art", "email", "signIn",
        "search_box", "video_cell", "com.apple.settings.primaryAppleAccount", "airplane", "album",
        "confirm-delete", "password_field", "LOCATION_SERVICES", "TRACKING", "TRACKING_SWITCH", "recent", "note", "chat_cell",
        "confirm", "Tab Bar", "cell",
    ]

    static let typeNames = [
        "Application", "Window", "Other", "Group", "Button", "StaticText", "NavigationBar", "TabBar", "Table",
        "Cell", "CollectionView", "ScrollView", "Switch", "Slider", "Image", "Key", "Keyboard", "Alert",
        "SearchField", "TextField", "SecureTextField", "Link", "StatusBar", "Heading",
    ]

    private func spoken(_ element: Element) -> [String] {
        [element.label, element.value, element.hint] + element.customActions
    }

    @Test(arguments: Fixtures.all)
    func noIdentifierOrTypeNameIsSpoken(_ fixture: String) throws {
        let screen = try Fixtures.load(fixture).screen
        for element in Stops.all(screen.elements) {
            for text in spoken(element) where !text.isEmpty {
                #expect(!text.contains("XCUIElementType"), "\(fixture): \(text)")
                #expect(text.range(of: #"\bAX[A-Z][a-z]"#, options: .regularExpression) == nil, "\(fixture): \(text)")
                #expect(!Self.typeNames.contains(text), "\(fixture): \(text)")
                for id in Self.identifiers {
                    #expect(!text.contains(id), "\(fixture): '\(text)' speaks identifier \(id)")
                }
            }
        }
    }

    @Test(arguments: Fixtures.all)
    func identifiersAreUnique(_ fixture: String) throws {
        let ids = Stops.all(try Fixtures.load(fixture).screen.elements).compactMap(\.id)
        #expect(Set(ids).count == ids.count, "\(fixture): \(ids)")
    }

    @Test(arguments: Fixtures.all)
    func everyStopSaysSomethingAndStaticTextOnce(_ fixture: String) throws {
        let screen = try Fixtures.load(fixture).screen
        let tabs = Set(Stops.tabs(screen))
        let speaking: Set<Screens.Trait> = [.selected, .notEnabled, .button, .backButton, .toggleButton, .textEntry,
                                    .secureTextField, .isEditing, .header, .link, .adjustable, .image, .searchField]
        let stops = Stops.of(screen)
        #expect(!stops.isEmpty)
        for stop in stops {
            let saysSomething = !stop.label.isEmpty || !stop.value.isEmpty || !stop.hint.isEmpty
                || tabs.contains(stop) || stop.traits.contains(where: speaking.contains)
            #expect(saysSomething, "\(fixture): silent stop \(stop)")
            if stop.has(.staticText) || stop.has(.header) {
                #expect(stop.value != stop.label, "\(fixture): '\(stop.label)' read twice")
            }
            #expect(stop.hidden == false)
        }
    }

    @Test(arguments: Fixtures.all)
    func buttonsSayButtonAndSwitchesHaveState(_ fixture: String) throws {
        let text = try String(contentsOf: Fixtures.url(fixture), encoding: .utf8)
        let screen = try Fixtures.load(fixture).screen
        let stops = Stops.of(screen)
        // Each fixture's buttons: at least one stop is a button, and no stop with the button
        // trait lacks a label unless it has an identifier (an unlabeled button says "Button").
        if text.contains("Button") {
            #expect(stops.contains { $0.has(.button) }, "\(fixture)")
        }
        for stop in stops where stop.has(.toggleButton) {
            #expect(["0", "1"].contains(stop.value), "\(fixture): switch value \(stop.value)")
        }
    }

    @Test(arguments: Fixtures.all)
    func warningsAreOneLineWithAPlace(_ fixture: String) throws {
        let imported = try Fixtures.load(fixture)
        for warning in imported.warnings {
            #expect(!warning.path.isEmpty || warning.kind == .language || warning.kind == .unreliableAccessibility)
            #expect(!warning.message.isEmpty)
        }
    }
}
