
/// Script steps written as the screen file writes them.
extension ScriptStep {
    /// `announce: text`, or `announce: {text, priority, queue}`.
    public static func announce(_ text: String, priority: Announcement.Priority = .default,
                                queued: Bool = false) -> ScriptStep {
        .announce(Announcement(text: text, priority: priority, queued: queued))
    }

    /// `rotor: NAME`: a system rotor by its script name, else a custom rotor.
    public static func rotor(named name: String) -> ScriptStep { .rotor(Rotor(name: name)) }
}
