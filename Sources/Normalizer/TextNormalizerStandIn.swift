import Foundation
import VoiceProfiles

/// Temporary stand-in with the pinned API of the real normalizer (branch norm): it only splits
/// text into words and punctuation pauses, so the renderer can be built and tested before the
/// real one lands. Delete this file when TextNormalizer.swift arrives.
public struct TextNormalizer: Sendable {
    public let profile: VoiceProfile
    public let punctuation: PunctuationLevel

    public init(profile: VoiceProfile, punctuation: PunctuationLevel) {
        self.profile = profile
        self.punctuation = punctuation
    }

    public func normalize(_ text: String) -> NormalizedText {
        var pieces: [NormalizedText.Piece] = []
        var words = ""
        func flush() {
            let trimmed = words.trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.isEmpty { pieces.append(.words(trimmed)) }
            words = ""
        }
        for character in text {
            let pause: NormalizedText.Pause? = switch character {
            case ",", ";", ":", "、", "，", "；", "：": .comma
            case ".", "!", "?", "。", "！", "？": .sentence
            default: nil
            }
            if let pause {
                flush()
                if !pieces.isEmpty, case .words = pieces[pieces.count - 1] { pieces.append(.pause(pause)) }
            } else {
                words.append(character)
            }
        }
        flush()
        return NormalizedText(pieces: pieces)
    }
}
