import Foundation
import Screens
import Simulator
import TestSupport
import VoiceProfiles

/// The checkout's voice profiles, read once.
let voices: VoiceProfileStore = try! Repository.voiceStore()

/// A screen file built from its `elements:` (and optional `script:`) YAML.
func screen(_ elements: String, language: String = "en-US", script: String? = nil) throws -> Screen {
    var yaml = "name: test\nlanguage: \(language)\nelements: \(elements)\n"
    if let script { yaml += "script: \(script)\n" }
    return try ScreenLoader.load(data: Data(yaml.utf8), path: "test.yaml")
}

/// The utterances of a screen: its script, or the default walk.
func simulate(_ elements: String, language: String = "en-US", script: String? = nil,
              settings: SimulationSettings = .init(), profiles: VoiceProfileStore = voices) throws -> [Utterance] {
    try Simulator(screen: screen(elements, language: language, script: script), profiles: profiles, settings: settings).run()
}

/// The focus order as element names (ids, or paths).
func focusOrder(_ elements: String, language: String = "en-US", settings: SimulationSettings = .init(),
                profiles: VoiceProfileStore = voices) throws -> [String] {
    let walk = try Simulator(screen: screen(elements, language: language), profiles: profiles, settings: settings).run()
    return walk.compactMap(\.focus)
}

/// A Voices folder with the checkout's en-US profile and an Arabic (right-to-left) copy of it.
func voicesWithArabic() throws -> VoiceProfileStore {
    let dir = try Repository.temporaryDirectory("voices-rtl")
    let english = try String(contentsOf: Repository.voices.appendingPathComponent("en-US.yaml"), encoding: .utf8)
    try english.write(to: dir.appendingPathComponent("en-US.yaml"), atomically: true, encoding: .utf8)
    let arabic = english.replacingOccurrences(of: "language: en-US", with: "language: ar-SA")
        .replacingOccurrences(of: "direction: ltr", with: "direction: rtl")
    try arabic.write(to: dir.appendingPathComponent("ar-SA.yaml"), atomically: true, encoding: .utf8)
    return try VoiceProfileStore(directory: dir)
}
