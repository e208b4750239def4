/// Untrusted text made safe for the formats Earshot writes: every escaping rule in one place, so
/// JSON, HTML, WebVTT and YAML writers cannot drift apart. All of it works on Unicode scalars, never
/// on locale, so output is the same on every machine.
package enum Escaping {
    /// A JSON string literal: quotes, backslashes and control characters escaped; U+2028/2029
    /// escaped too so the text is also valid JavaScript. `insideScript` also escapes `<`, `>` and
    /// `&`, so label text inside an HTML `<script>` element can never close it.
    package static func jsonString(_ text: String, insideScript: Bool = false) -> String {
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
                out += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Backslash escapes for double-quoted strings (JSON, YAML) and one-line messages: line breaks
    /// and tabs as `\n`, `\t`, `\r`, every scalar `keep` rejects as `\u00A0` or `\U0001F600`; with
    /// `quotes`, also `"` and `\`.
    package static func backslashed(_ text: String, quotes: Bool, keep: (Unicode.Scalar) -> Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"" where quotes: out += "\\\""
            case "\\" where quotes: out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if keep(scalar) {
                    out.unicodeScalars.append(scalar)
                } else if scalar.value <= 0xFFFF {
                    out += "\\u" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
                } else {
                    out += "\\U" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 8)
                }
            }
        }
        return out
    }

    /// Untrusted text inside an error message: quoted, control characters escaped, cut at 40
    /// characters, so a message stays one readable line.
    package static func quotedInMessage(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars.prefix(40) {
            if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
                out += scalar.escaped(asASCII: true)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return "'" + out + (text.unicodeScalars.count > 40 ? "…" : "") + "'"
    }

    /// HTML text and attribute values: `& < > " '` become references, control characters spaces.
    package static func html(_ text: String) -> String {
        markup(text, quotes: true) { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    /// XML (SVG) character data and attribute values: as HTML, and also the two non-characters
    /// XML 1.0 forbids become spaces.
    package static func xml(_ text: String) -> String {
        markup(text, quotes: true) {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0xFFFE || $0.value == 0xFFFF
        }
    }

    /// A WebVTT cue's text (which is markup): `& < >` escaped, and no line breaks, since an empty
    /// line would end the cue.
    package static func webVTT(_ text: String) -> String {
        markup(text, quotes: false) { $0.value < 0x20 || $0.value == 0x7F || $0 == "\u{2028}" || $0 == "\u{2029}" }
    }

    /// `& < >` (and with `quotes`, `" '`) as character references, `blank` scalars as spaces.
    private static func markup(_ text: String, quotes: Bool, blank: (Unicode.Scalar) -> Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quotes: out += "&quot;"
            case "'" where quotes: out += "&#39;"
            case _ where blank(scalar): out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
