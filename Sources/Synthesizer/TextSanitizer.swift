/// Makes untrusted text safe to hand to libespeak-ng.
///
/// NUL truncates the text and U+0001 changes pitch and speed even without SSML (espeak-notes.md),
/// so every control character becomes a space. The engine is never put in SSML or phoneme mode,
/// which is what keeps `<audio src=…>` and friends plain text.
package enum TextSanitizer {
    package static func engineSafe(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF:
                scalars.append(" ")
            default:
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
