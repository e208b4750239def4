import Foundation

/// Whether a JSON mapping names a key at its top level, found by walking the bytes (strings and
/// nesting only) instead of parsing: a screen file, a mapping with `elements`, is recognized
/// without building a tree its loader would build again. Parsed or not, such a mapping is a
/// screen file (``CaptureFormat``), so text that is not valid JSON needs no other answer here.
enum TopLevelKeys {
    static func include(_ key: String, in data: Data) -> Bool {
        let quoted = Array("\"\(key)\"".utf8)
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            var depth = 0
            var i = 0
            while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
                case UInt8(ascii: "\""):
                    let start = i
                    i += 1
                    while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
                        i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    guard depth == 1, i - start + 1 == quoted.count,
                          quoted.indices.allSatisfy({ bytes[start + $0] == quoted[$0] }) else { break }
                    // A key is followed by a colon; the same text as a value is not.
                    var next = i + 1
                    while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
                    if next < bytes.count, bytes[next] == UInt8(ascii: ":") { return true }
                default: break
                }
                i += 1
            }
            return false
        }
    }
}
