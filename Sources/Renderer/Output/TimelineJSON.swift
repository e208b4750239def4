/// timeline.json, written by hand so key order and number formatting never change: the same
/// render gives the same bytes. One event per line, so two renders diff readably.
enum TimelineJSON {
    /// The opening of the document, up to the first event.
    static func head(screen: String, sampleRate: Int, durationSamples: Int) -> String {
        "{\n  \"screen\": \(string(screen)),\n  \"sampleRate\": \(sampleRate),\n"
            + "  \"duration\": \(seconds(durationSamples, sampleRate)),\n  \"events\": ["
    }

    static func event(_ event: TimelineEvent, sampleRate: Int, first: Bool) -> String {
        // One string appended in place (this runs for every event of every screen).
        var out = ""
        out.reserveCapacity(320 + event.text.utf8.count + event.spoken.utf8.count)
        out += first ? "\n    {" : ",\n    {"
        out += "\"start\": " + seconds(event.start, sampleRate)
        out += ", \"end\": " + seconds(event.end, sampleRate)
        out += ", \"startSample\": " + String(event.start)
        out += ", \"endSample\": " + String(event.end)
        out += ", \"kind\": " + string(event.kind.rawValue)
        out += ", \"role\": " + string(event.role)
        out += ", \"text\": " + string(event.text)
        out += ", \"spoken\": " + string(event.spoken)
        out += ", \"sound\": " + (event.sound.map { string($0.rawValue) } ?? "null")
        out += ", \"voice\": " + (event.voice.map { string($0) } ?? "null")
        out += ", \"status\": " + string(event.status.rawValue)
        out += ", \"utterance\": " + String(event.utterance)
        if let error = event.error { out += ", \"error\": " + string(error) }
        return out + "}"
    }

    static func tail(incidents: [RenderIncident], anyEvents: Bool) -> String {
        var out = anyEvents ? "\n  ],\n  \"incidents\": [" : "],\n  \"incidents\": ["
        for (i, incident) in incidents.enumerated() {
            out += (i == 0 ? "\n    {" : ",\n    {")
                + "\"utterance\": \(incident.utterance), \"kind\": \(string(incident.kind.rawValue)), "
                + "\"role\": \(string(incident.role)), \"text\": \(string(incident.text)), "
                + "\"message\": \(string(incident.message))}"
        }
        out += incidents.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// Seconds with six decimals, from integers only (no floating-point formatting).
    static func seconds(_ samples: Int, _ sampleRate: Int) -> String {
        let micros = (samples * 1_000_000 + sampleRate / 2) / sampleRate
        let fraction = String(micros % 1_000_000)
        return String(micros / 1_000_000) + "." + String(repeating: "0", count: 6 - fraction.utf8.count) + fraction
    }

    private static func string(_ text: String) -> String { TextFormat.jsonString(text) }
}
