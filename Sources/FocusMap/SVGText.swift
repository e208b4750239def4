/// Text from a screen (labels, ids, names) made safe inside SVG/XML: as character data and as a
/// quoted attribute value. Control characters, which XML 1.0 forbids, become spaces.
enum SVGText {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
