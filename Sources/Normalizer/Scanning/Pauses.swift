import VoiceProfiles

extension ScalarReading {
    /// The pause a mark makes, given the scalar after it; nil for a mark that makes none.
    static func pause(after scalar: Unicode.Scalar, next: Unicode.Scalar?) -> NormalizedText.Pause? {
        switch scalar {
        // Arabic "؟" and "۔", Devanagari danda "।" and "॥" end sentences; Arabic "،" and "؛" pause.
        case "?", "？", "⁇", "؟":
            return .question
        case "!", "！", "‼":
            return .exclamation
        case ".", "。", "…", "۔", "।", "॥":
            if scalar == ".", let next, next.isWordLetter || next.isASCIIDigit { return nil }
            return .sentence
        case ",", ";", ":", "、", "，", "；", "：", "(", ")", "[", "]", "{", "}", "（", "）", "—", "–", "،", "؛":
            return .comma
        default:
            return nil
        }
    }
}
