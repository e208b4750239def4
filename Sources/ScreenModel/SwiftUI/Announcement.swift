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
    /// Waits for all current speech to finish (UIAccessibilitySpeechAttributeQueueAnnouncement).
    public var queued: Bool

    /// An announcement of `text`.
    public init(text: String, runs: [SpeechRun]? = nil, priority: Priority = .default, queued: Bool = false) {
        self.text = text
        self.runs = runs
        self.priority = priority
        self.queued = queued
    }
}
