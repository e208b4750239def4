import Screens
import Simulator
import Testing
import TestSupport

/// Two builds of one settings screen: what `earshot diff` reports, one rule a test.
@Suite("Stop diff")
struct StopDiffTests {
    static let before = Screen("settings") {
        Element("General").id("general").traits(.button).frame(16, 100, 358, 44)
        Element("Privacy").id("privacy").traits(.button).frame(16, 150, 358, 44)
        Element("Save").id("save").traits(.button).frame(16, 200, 358, 44)
        Element("About").id("about").traits(.button).frame(16, 250, 358, 44)
    }

    static func stops(_ screen: Screen) throws -> [Stop] {
        try Stop.stops(of: screen, profiles: try Repository.voiceStore())
    }

    @Test func theSameScreenHasNoChanges() throws {
        #expect(StopDiff(old: try Self.stops(Self.before), new: try Self.stops(Self.before)).isEmpty)
    }

    @Test func stopsAreReadInFocusOrderWithWhatTheySay() throws {
        let stops = try Self.stops(Self.before)
        #expect(stops.map(\.element) == ["general", "privacy", "save", "about"])
        #expect(stops.map(\.position) == [1, 2, 3, 4])
        #expect(stops[0].text == "General, Button")
    }

    @Test func addedRemovedMovedAndChangedStopsAreNamed() throws {
        let after = Screen("settings") {
            Element("Privacy").id("privacy").traits(.button).frame(16, 100, 358, 44)
            Element("General").id("general").frame(16, 150, 358, 44)
            Element("About").id("about").traits(.button).frame(16, 250, 358, 44)
            Element("Share").id("share").traits(.button).frame(16, 300, 358, 44)
        }
        let diff = StopDiff(old: try Self.stops(Self.before), new: try Self.stops(after))
        let byKind = Dictionary(grouping: diff.changes.map { StopDiff.kindAndElement($0) }, by: \.0).mapValues { $0.map(\.1) }
        #expect(byKind["added"] == ["share"])
        #expect(byKind["removed"] == ["save"])
        // privacy and about keep their order; general went from first to after privacy.
        #expect(byKind["moved"] == ["general"])
        #expect(byKind["changed"] == ["general"])
        #expect(diff.text.contains("changed    2  general  \"General, Button\" -> \"General\""))
        #expect(diff.text.contains("moved      2  general  was 1"))
    }

    @Test func elementsWithoutIdsAreMatchedByPath() throws {
        let old = Screen("s") { Element("One"); Element("Two") }
        let new = Screen("s") { Element("One"); Element("Deux") }
        let diff = StopDiff(old: try Self.stops(old), new: try Self.stops(new))
        #expect(diff.changes.count == 1)
        guard case .changed(let was, let now) = diff.changes.first else { Issue.record("not a change"); return }
        #expect(was.element == now.element)
        #expect(now.text == "Deux")
    }
}

extension StopDiff {
    static func kindAndElement(_ change: Change) -> (String, String) {
        switch change {
        case .added(let s): ("added", s.element)
        case .removed(let s): ("removed", s.element)
        case .moved(_, let s): ("moved", s.element)
        case .changed(_, let s): ("changed", s.element)
        }
    }
}
