import Basics

/// timeline.json, written by hand so key order and number formatting never change: the same
/// render gives the same bytes. One event per line, so two renders diff readably. The keys are
/// ``Timeline/Key``'s, which ``Timeline/read(_:)`` reads back.
enum TimelineJSON {
    /// The opening of the document, up to the first event.
    static func head(screen: String, sampleRate: Int, durationSamples: Int) -> String {
        "{\n  " + key(.screen) + string(screen) + ",\n  " + key(.sampleRate) + String(sampleRate) + ",\n  "
            + key(.duration) + seconds(durationSamples, sampleRate) + ",\n  " + key(.events) + "["
    }

    static func event(_ event: TimelineEvent, sampleRate: Int, first: Bool) -> String {
        // One string appended in place (this runs for every event of every screen).
        var out = ""
        out.reserveCapacity(320 + event.text.utf8.count + event.spoken.utf8.count)
        out += first ? "\n    {" : ",\n    {"
        out += key(.start) + seconds(event.start, sampleRate)
        out += ", " + key(.end) + seconds(event.end, sampleRate)
        out += ", " + key(.startSample) + String(event.start)
        out += ", " + key(.endSample) + String(event.end)
        out += ", " + key(.kind) + string(event.kind.rawValue)
        out += ", " + key(.role) + string(event.role.name)
        out += ", " + key(.section) + (event.section.map { string($0.rawValue) } ?? "null")
        out += ", " + key(.text) + string(event.text)
        out += ", " + key(.spoken) + string(event.spoken)
        out += ", " + key(.sound) + (event.sound.map { string($0.rawValue) } ?? "null")
        out += ", " + key(.voice) + (event.voice.map { string($0) } ?? "null")
        out += ", " + key(.status) + string(event.status.rawValue)
        if event.status == .cut, event.kind == .speech {
            // How long it was heard is end - start; these are the words heard.
            out += ", " + key(.heardText) + string(event.heardText)
        }
        out += ", " + key(.utterance) + String(event.utterance.value)
        if let error = event.error { out += ", " + key(.error) + string(error) }
        return out + "}"
    }

    static func tail(incidents: [RenderIncident], anyEvents: Bool) -> String {
        var out = (anyEvents ? "\n  ],\n  " : "],\n  ") + key(.incidents) + "["
        for (i, incident) in incidents.enumerated() {
            out += (i == 0 ? "\n    {" : ",\n    {")
                + key(.utterance) + String(incident.utterance.value) + ", " + key(.kind) + string(incident.kind.rawValue)
                + ", " + key(.role) + string(incident.role.rawValue) + ", " + key(.text) + string(incident.text)
                + ", " + key(.message) + string(incident.message) + "}"
        }
        out += incidents.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// Samples to whole microseconds, rounded to nearest: integer arithmetic, exact and stable.
    static func microseconds(_ samples: Int, _ sampleRate: Int) -> Int {
        (samples * 1_000_000 + sampleRate / 2) / sampleRate
    }

    /// Seconds with six decimals, from integers only (no floating-point formatting).
    static func seconds(_ samples: Int, _ sampleRate: Int) -> String {
        let micros = microseconds(samples, sampleRate)
        let fraction = String(micros % 1_000_000)
        return String(micros / 1_000_000) + "." + String(repeating: "0", count: 6 - fraction.utf8.count) + fraction
    }

    private static func key(_ key: Timeline.Key) -> String { "\"" + key.rawValue + "\": " }

    private static func string(_ text: String) -> String { Escaping.jsonString(text) }
}
