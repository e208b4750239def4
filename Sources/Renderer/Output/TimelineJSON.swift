/// timeline.json, written by hand so key order and number formatting never change: the same
/// render gives the same bytes. One event per line, so two renders diff readably.
enum TimelineJSON {
    /// The opening of the document, up to the first event.
    static func head(screen: String, sampleRate: Int, durationSamples: Int) -> String {
        "{\n  \"screen\": \(string(screen)),\n  \"sampleRate\": \(sampleRate),\n"
            + "  \"duration\": \(seconds(durationSamples, sampleRate)),\n  \"events\": ["
    }

    static func event(_ event: TimelineEvent, sampleRate: Int, first: Bool) -> String {
        var fields = [
            "\"start\": \(seconds(event.start, sampleRate))",
            "\"end\": \(seconds(event.end, sampleRate))",
            "\"startSample\": \(event.start)",
            "\"endSample\": \(event.end)",
            "\"kind\": \(string(event.kind.rawValue))",
            "\"role\": \(string(event.role))",
            "\"text\": \(string(event.text))",
            "\"spoken\": \(string(event.spoken))",
            "\"sound\": \(event.sound.map { string($0.rawValue) } ?? "null")",
            "\"voice\": \(event.voice.map { string($0) } ?? "null")",
            "\"status\": \(string(event.status.rawValue))",
            "\"utterance\": \(event.utterance)",
        ]
        if let error = event.error { fields.append("\"error\": \(string(error))") }
        return (first ? "\n    {" : ",\n    {") + fields.joined(separator: ", ") + "}"
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
        return "\(micros / 1_000_000)." + TextFormat.zeroPadded(String(micros % 1_000_000), 6)
    }

    private static func string(_ text: String) -> String { TextFormat.jsonString(text) }
}
