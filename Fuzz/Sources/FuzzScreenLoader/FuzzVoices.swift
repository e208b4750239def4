import Foundation
import VoiceProfiles

/// The repository's Voices/ folder, found from this file's place (Fuzz/Sources/<target>/).
enum FuzzVoices {
    static let store: VoiceProfileStore = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        do {
            return try VoiceProfileStore(directory: root.appendingPathComponent("Voices"))
        } catch {
            fatalError("cannot read Voices/: \(error)")
        }
    }()
}
