import Foundation

/// A screen's `timeline.json`, as the renderer writes it, read back for the review page. Every
/// field is optional: a page must still be made from a timeline of an older or newer renderer.
struct TimelineDocument: Decodable {
    struct Event: Decodable {
        var start: Double?
        var end: Double?
        /// speech, sound or silence.
        var kind: String?
        var role: String?
        var text: String?
        var spoken: String?
        var sound: String?
        /// played, cut or cancelled.
        var status: String?
        /// 1-based utterance (stop) number.
        var utterance: Int?
        var error: String?

        var duration: Double { max(0, (end ?? 0) - (start ?? 0)) }
    }

    struct Incident: Decodable {
        var utterance: Int?
        var kind: String?
        var text: String?
        var message: String?
    }

    var screen: String?
    var duration: Double?
    var events: [Event]?
    var incidents: [Incident]?

    static func read(_ url: URL) -> TimelineDocument? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try? JSONDecoder().decode(TimelineDocument.self, from: data)
    }
}
