/// Voice pitch on Earshot's 0–100 scale (espeak-ng takes 0–99), and the shift used by the
/// "pitch" verbosity mode.
package struct PitchSettings: Codable, Hashable, Sendable {
    package var defaultValue: Int
    /// Added to the pitch for descriptions spoken in pitch mode; large enough to hear (≥ 15 % F0).
    package var change: Int

    package init(defaultValue: Int, change: Int) {
        self.defaultValue = defaultValue
        self.change = change
    }

    /// espeak-ng's pitch parameter for a 0–100 value.
    package static func espeakPitch(_ value: Int) -> Int { min(99, max(0, value)) }
}
