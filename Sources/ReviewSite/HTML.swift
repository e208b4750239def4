import Basics

/// Makes untrusted text (labels, names, file names) safe inside the review page: as text, as an
/// attribute value, as a relative URL, as a `lang` value.
package enum HTML {
    /// Text and attribute values: `& < > " '` become references, control characters spaces.
    static func escape(_ text: String) -> String { Escaping.html(text) }

    /// A relative URL from path components: every byte but the unreserved ones percent-encoded,
    /// so a name can never become a scheme, a query, a fragment or a parent folder.
    package static func url(_ components: [String]) -> String {
        components.map(percentEncode).joined(separator: "/")
    }

    static func percentEncode(_ component: String) -> String {
        var out = ""
        for byte in component.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
                 UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        // "." and ".." alone would walk the folder tree.
        if out == "." || out == ".." { out = out.replacingOccurrences(of: ".", with: "%2E") }
        return out
    }

    /// The tag when it is a well-formed BCP 47 shape (letters, digits, hyphens), else nil so no
    /// `lang` is written rather than a wrong one.
    static func language(_ tag: String) -> String? {
        let parts = tag.replacingOccurrences(of: "_", with: "-").split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...8).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return nil
        }
        for part in parts.dropFirst() where !(1...8).contains(part.count) || !part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
            return nil
        }
        return parts.joined(separator: "-")
    }
}
