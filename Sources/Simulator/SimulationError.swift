/// A screen the simulator cannot run: its language has no voice profile, its tree has a problem
/// (when it did not come through the loader), or a script step cannot apply (an increment while
/// focus is not on an adjustable element). The description is one line: place, problem, allowed.
public struct SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `script[3] increment`, or an element path; nil for the screen as a whole.
    public var place: String?
    /// What the error is about in the screen file's terms (`script[3]`, `language`, an element
    /// path), so the CLI can look up the line and column the loader kept for it.
    public var path: String?
    /// What is wrong.
    public var problem: String
    /// What is allowed instead.
    public var allowed: String
    /// For a script step that cannot apply: what VoiceOver said before it, so a tool can show
    /// the session up to the failing step; empty otherwise.
    public var saidBefore: [Utterance] = []

    /// An error at a place in the screen.
    public init(place: String? = nil, path: String? = nil, problem: String, allowed: String) {
        self.place = place
        self.path = path ?? place
        self.problem = problem
        self.allowed = allowed
    }

    public var description: String {
        (place.map { "\($0): " } ?? "") + problem + "; allowed: " + allowed
    }
}
