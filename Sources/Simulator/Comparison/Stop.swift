import Screens
import VoiceProfiles

/// One focus stop as a reviewer compares it across two builds of a screen: which element (its id,
/// or its element path when it has none) and what VoiceOver says there.
package struct Stop: Hashable, Sendable, Codable {
    /// The element's id, else its element path: what stops are matched by.
    package var element: String
    /// 1-based place in the focus order.
    package var position: Int
    /// What is said at once, parts joined by ", ".
    package var text: String
    /// What is said after the hint delay ("" when nothing).
    package var delayed: String

    package init(element: String, position: Int, text: String, delayed: String) {
        self.element = element
        self.position = position
        self.text = text
        self.delayed = delayed
    }

    /// Every stop of `screen` in focus order, as the default walk reads them (its script, if any,
    /// is not run: a diff compares the screens, not two sessions).
    package static func stops(of screen: Screen, profiles: VoiceProfileStore,
                             settings: SimulationSettings = .init()) throws -> [Stop] {
        var unscripted = screen
        unscripted.script = nil
        var stops: [Stop] = []
        var seen: Set<String> = []
        for utterance in try Simulator(screen: unscripted, profiles: profiles, settings: settings).run() {
            guard let element = utterance.focus, seen.insert(element).inserted else { continue }
            stops.append(Stop(element: element, position: stops.count + 1, text: utterance.text,
                              delayed: utterance.delayedText))
        }
        return stops
    }
}
