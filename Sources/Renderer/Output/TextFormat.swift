/// The small text-formatting pieces the output files share. All of it works on integers and
/// Unicode scalars only, never on locale or floating-point formatting, so output is the same on
/// every machine.
public enum TextFormat {
    /// `digits` with leading zeros up to `width` characters.
    public static func zeroPadded(_ digits: String, _ width: Int) -> String {
        String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped; U+2028/2029
    /// escaped too so the text is also valid JavaScript. `insideScript` also escapes `<`, `>` and
    /// `&`, so label text inside an HTML `<script>` element can never close it.
    public static func jsonString(_ text: String, insideScript: Bool = false) -> String {
        // Most text needs no escape at all (U+2028/2029 are the only scalars starting E2 80 A8/A9).
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0xE2
                                        || (insideScript && ($0 == 0x3C || $0 == 0x3E || $0 == 0x26)) }) {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<" where insideScript: out += "\\u003c"
            case ">" where insideScript: out += "\\u003e"
            case "&" where insideScript: out += "\\u0026"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}":
                out += "\\u" + zeroPadded(String(scalar.value, radix: 16), 4)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
