import Screens
import VoiceProfiles

/// A VoiceOver session with one screen: the screen opens, then the script's steps run (or, without
/// a script, the default walk swipes through every stop, listening to each to the end). Each
/// gesture gives one utterance; a notification or `set` gives one when it says or plays
/// something; `wait` sets how long the user listens to the utterance before it.
public struct Simulator: Sendable {
    package let screen: Screen
    package let profiles: VoiceProfileStore
    package let settings: SimulationSettings
    /// The tree the loader already built and checked, if any.
    private let checkedTree: ElementTree?

    /// A simulator of `screen` speaking with `profiles`' vocabulary.
    public init(screen: Screen, profiles: VoiceProfileStore, settings: SimulationSettings = .init()) {
        self.screen = screen
        self.profiles = profiles
        self.settings = settings
        checkedTree = nil
    }

    /// A screen the loader checked: its tree is used as it is, not built and checked again.
    package init(checked: CheckedScreen, profiles: VoiceProfileStore, settings: SimulationSettings = .init()) {
        self.screen = checked.screen
        self.profiles = profiles
        self.settings = settings
        checkedTree = checked.tree
    }

    /// The focus order of the screen as it opens.
    package func focusOrder() throws -> FocusOrder {
        try Session(screen: screen, tree: checkedTree, profiles: profiles, settings: settings).order
    }

    /// What VoiceOver says: the screen's script step by step, or without one every stop in focus order.
    /// - Throws: ``SimulationError`` for a script the screen cannot run.
    public func run() throws -> [Utterance] {
        try spoken().utterances
    }

    /// What VoiceOver says (``run()``, or with `walk` ``walk()``) and the voices of the screen,
    /// resolved here once from its language (``ScreenVoices``) and carried to every stage after
    /// the simulation: the renderer, the review, the audit.
    package func spoken(walk: Bool = false) throws -> (utterances: [Utterance], voices: ScreenVoices) {
        var session = try Session(screen: screen, tree: checkedTree, profiles: profiles, settings: settings)
        guard !walk, let script = screen.script else { return (session.walk(), session.voices) }
        return (try session.run(script), session.voices)
    }

    /// What VoiceOver says swiping through every stop, the script left aside (what ``run()``
    /// says for a screen without one). A gate checks it besides the script's path, so a stop the
    /// script never reaches is covered too.
    public func walk() throws -> [Utterance] {
        try spoken(walk: true).utterances
    }
}
