import EarshotSupport

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
        // One string appended to in place, field by field (this runs for every event of every
        // screen): `a + b + c` on the right of `+=` built two temporary strings a field.
        var out = ""
        out.reserveCapacity(320 + event.text.utf8.count + event.spoken.utf8.count)
        out += first ? "\n    {" : ",\n    {"
        field(.start, seconds(event.start, sampleRate), first: true, to: &out)
        field(.end, seconds(event.end, sampleRate), to: &out)
        field(.startSample, String(event.start), to: &out)
        field(.endSample, String(event.end), to: &out)
        field(.kind, string(event.kind.rawValue), to: &out)
        field(.role, string(event.role.name), to: &out)
        field(.section, event.section.map { string($0.rawValue) } ?? "null", to: &out)
        field(.text, string(event.text), to: &out)
        field(.spoken, string(event.spoken), to: &out)
        field(.sound, event.sound.map { string($0.rawValue) } ?? "null", to: &out)
        field(.voice, event.voice.map { string($0) } ?? "null", to: &out)
        field(.status, string(event.status.rawValue), to: &out)
        if event.status == .cut, event.kind == .speech {
            // How long it was heard is end - start; these are the words heard.
            field(.heardText, string(event.heardText), to: &out)
        }
        field(.utterance, String(event.utterance.value), to: &out)
        if let error = event.error { field(.error, string(error), to: &out) }
        out += "}"
        return out
    }

    /// `"key": value`, after a comma unless it is the object's first.
    private static func field(_ key: Timeline.Key, _ value: String, first: Bool = false, to out: inout String) {
        if !first { out += ", " }
        out += "\""
        out += key.rawValue
        out += "\": "
        out += value
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
