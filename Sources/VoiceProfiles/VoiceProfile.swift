/// Everything Earshot knows about speaking one language: the espeak-ng voice, speech settings,
/// the words VoiceOver uses, and the normalizer's locale data. One YAML file per language in
/// `Voices/`; every stage reads the parts it needs.
public struct VoiceProfile: Codable, Hashable, Sendable {
    /// BCP 47 tag, e.g. `en-US`; also the file name.
    public var language: String
    /// A human name for listings, e.g. "English (United States)".
    public var name: String
    /// The espeak-ng voice that speaks this language.
    public var espeakVoice: String
    /// Whether the vocabulary was checked against a device; false for the team's own translations.
    public var checkedOnDevice: Bool
    /// `ltr` or `rtl`: decides left-to-right or right-to-left reading within a row.
    package var direction: TextDirection
    package var rate: RateMapping
    package var pitch: PitchSettings
    package var pauses: PauseSettings
    package var vocabulary: Vocabulary
    package var normalization: NormalizationData
    /// Earcon name → WAV file (relative to the profile's folder) replacing the built-in sound.
    package var earcons: [String: String]

    package init(
        language: String, name: String, espeakVoice: String, checkedOnDevice: Bool,
        direction: TextDirection = .leftToRight, rate: RateMapping, pitch: PitchSettings,
        pauses: PauseSettings, vocabulary: Vocabulary, normalization: NormalizationData,
        earcons: [String: String] = [:]
    ) {
        self.language = language
        self.name = name
        self.espeakVoice = espeakVoice
        self.checkedOnDevice = checkedOnDevice
        self.direction = direction
        self.rate = rate
        self.pitch = pitch
        self.pauses = pauses
        self.vocabulary = vocabulary
        self.normalization = normalization
        self.earcons = earcons
    }

    private enum CodingKeys: String, CodingKey {
        case language, name, espeakVoice, checkedOnDevice, direction, rate, pitch, pauses, vocabulary,
             normalization, earcons
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        language = try c.decode(String.self, forKey: .language)
        name = try c.decode(String.self, forKey: .name)
        espeakVoice = try c.decode(String.self, forKey: .espeakVoice)
        checkedOnDevice = try c.decode(Bool.self, forKey: .checkedOnDevice)
        direction = try c.decodeIfPresent(TextDirection.self, forKey: .direction) ?? .leftToRight
        rate = try c.decode(RateMapping.self, forKey: .rate)
        pitch = try c.decode(PitchSettings.self, forKey: .pitch)
        pauses = try c.decode(PauseSettings.self, forKey: .pauses)
        vocabulary = try c.decode(Vocabulary.self, forKey: .vocabulary)
        normalization = try c.decode(NormalizationData.self, forKey: .normalization)
        earcons = try c.decodeIfPresent([String: String].self, forKey: .earcons) ?? [:]
    }
}

package enum TextDirection: String, Codable, Hashable, Sendable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}
