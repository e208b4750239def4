/// An app's announcement (UIAccessibility.post(.announcement) / AccessibilityNotification
/// .Announcement), with iOS 17's priority and the older queue attribute.
public struct Announcement: Hashable, Sendable {
    /// UIAccessibilityPriority, as docs/simulation.md models it.
    public enum Priority: String, Codable, Hashable, Sendable, CaseIterable {
        /// Interrupts what is being said at once.
        case high
        /// Waits for the phrase in progress, then cuts the rest.
        case `default`
        /// Dropped while speech is going on.
        case low
    }

    /// What is announced.
    public var text: String
    /// The attributed form, when written as runs (their texts joined are `text`).
    public var runs: [SpeechRun]?
    /// How it competes with other speech (SwiftUI's announcement priority).
    public var priority: Priority
    /// The queue attribute (UIAccessibilitySpeechAttributeQueueAnnouncement) set on the whole
    /// announcement (`queue: true`), as written; a run may set it on its part instead.
    public var queueAttribute: Bool

    /// Waits for all current speech to finish: the attribute on the whole announcement or on any
    /// run of it queues the announcement. Derived, not stored, so the loader, the simulator and
    /// the writer cannot disagree on it.
    public var queued: Bool { queueAttribute || (runs ?? []).contains(where: \.queue) }

    /// An announcement of `text`; `queued` sets the queue attribute on the whole of it.
    public init(text: String, runs: [SpeechRun]? = nil, priority: Priority = .default, queued: Bool = false) {
        self.text = text
        self.runs = runs
        self.priority = priority
        self.queueAttribute = queued
    }
}
