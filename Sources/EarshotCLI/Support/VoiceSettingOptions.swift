import ArgumentParser

/// The speaking rate and pitch of `render`, `batch` and `speak`, each the profile's unless given.
struct VoiceSettingOptions: ParsableArguments {
    @Option(help: "Speaking rate on VoiceOver's 0-100 % slider (default: the profile's, 50).")
    var rate: Double?

    @Option(help: "Voice pitch, 0-100 (default: the profile's, 50).")
    var pitch: Int?

    func validate() throws {
        if let rate, !(0...100).contains(rate) { throw ValidationError("--rate must be between 0 and 100") }
        if let pitch, !(0...100).contains(pitch) { throw ValidationError("--pitch must be between 0 and 100") }
    }
}
