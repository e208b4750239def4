import Basics
import Screens
import Simulator

/// The JSON transcript (`earshot transcript --format json`, a render's transcript.json): an array
/// of utterances, keys in a fixed, readable order. `focus`, `text`, `delayed` and `sounds` are a
/// contract users' own tests rely on: never rename them. Each part says what was heard of it
/// (``Hearing``): `heard` is `played`, `cut` (with `heardSeconds` and `heardText`) or `notHeard`.
///
/// Written directly rather than through JSONEncoder, which took a quarter of a 20,000-element
/// transcript's time and orders keys at random on Linux.
public enum TranscriptJSON {
    /// `hearing` as for `TranscriptText.render(_:hearing:)`: by default what the script decides.
    public static func render(_ utterances: [Utterance], hearing: SessionHearing? = nil) -> String {
        let hearing = hearing ?? .scripted(utterances)
        var out = "["
        for (index, u) in utterances.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "  {\n"
            out += "    \"focus\": " + (u.focus.map(string) ?? "null") + ",\n"
            out += "    \"cause\": " + string(u.cause.name) + ",\n"
            out += "    \"text\": " + string(u.text) + ",\n"
            out += "    \"delayed\": " + string(u.delayedText) + ",\n"
            out += "    \"sounds\": [" + u.sounds.map { string($0.rawValue) }.joined(separator: ", ") + "],\n"
            out += "    \"listening\": " + listening(u.listening) + ",\n"
            out += "    \"interrupts\": \(u.interrupts),\n"
            out += "    \"busy\": \(u.busy),\n"
            if let priority = u.priority { out += "    \"priority\": " + string(priority.rawValue) + ",\n" }
            if let labels = u.inputLabels { out += "    \"inputLabels\": [" + labels.map(string).joined(separator: ", ") + "],\n" }
            if let point = u.activationPoint {
                out += "    \"activationPoint\": [" + number(point.x) + ", " + number(point.y) + "],\n"
            }
            let parts = (u.immediate + u.delayed).enumerated().map { offset, element in
                part(element, delayed: offset >= u.immediate.count, hearing: hearing.of(utterance: index, part: offset))
            }
            out += "    \"parts\": [" + (parts.isEmpty ? "" : "\n" + parts.joined(separator: ",\n") + "\n    ") + "]\n"
            out += "  }"
        }
        return out + (utterances.isEmpty ? "]" : "\n]")
    }

    /// "immediately", "untilDone", or the seconds of a `wait`.
    private static func listening(_ listening: Listening) -> String {
        switch listening {
        case .immediately: "\"immediately\""
        case .untilDone: "\"untilDone\""
        case .seconds(let seconds): number(seconds)
        }
    }

    /// A whole number without a fraction, any other as Swift writes it.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    private static func part(_ part: UtterancePart, delayed: Bool, hearing: Hearing) -> String {
        var fields = ["\"role\": " + string(part.role.rawValue), "\"text\": " + string(part.text),
                      "\"language\": " + string(part.language)]
        if let sound = part.sound { fields.append("\"sound\": " + string(sound.rawValue)) }
        fields.append("\"pitchShifted\": \(part.pitchShifted)")
        if let runs = part.speech { fields.append("\"speech\": [" + runs.map(run).joined(separator: ", ") + "]") }
        fields.append("\"delayed\": \(delayed)")
        fields.append("\"heard\": " + string(hearing.name))
        if case .cut(let tenths, let words) = hearing {
            fields.append("\"heardSeconds\": " + Hearing.seconds(tenths: tenths))
            fields.append("\"heardText\": " + string(words))
        }
        return "      {" + fields.joined(separator: ", ") + "}"
    }

    /// A speech run: its text and the attributes it sets.
    private static func run(_ run: SpeechRun) -> String {
        var fields = ["\"text\": " + string(run.text)]
        if run.spellOut { fields.append("\"spellOut\": true") }
        if run.punctuation { fields.append("\"punctuation\": true") }
        if let pitch = run.pitch { fields.append("\"pitch\": " + number(pitch)) }
        if let language = run.language { fields.append("\"language\": " + string(language)) }
        if let ipa = run.ipa { fields.append("\"ipa\": " + string(ipa)) }
        if run.queue { fields.append("\"queue\": true") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// A JSON string literal (the same escaping as timeline.json).
    static func string(_ text: String) -> String { Escaping.jsonString(text) }
}
