/// One file of the Normalizer's `WordLists/` folder, built into the module by the EmbedWordLists
/// plugin (`embeddedWordLists` is generated at build time; the folder stays the source of truth).
struct EmbeddedWordList: Sendable {
    /// The file name ("english.txt"); profiles name a list by the part before the dot.
    let name: String
    let text: String

    /// The list with base name `name` and extension `suffix` ("english", ".txt"), if built in.
    static func named(_ name: String, suffix: String) -> EmbeddedWordList? {
        embeddedWordLists.first { $0.name == name + suffix }
    }

    /// The base names of the built-in files with extension `suffix`.
    static func names(suffix: String) -> [String] {
        embeddedWordLists.filter { $0.name.hasSuffix(suffix) }.map { String($0.name.dropLast(suffix.count)) }
    }

    /// Calls `body` with each line of `text`'s UTF-8 bytes that is not empty and not a comment
    /// ("#" first: the generators' notice and licence), without its line break.
    static func forEachLine(of text: String, _ body: (Slice<UnsafeBufferPointer<UInt8>>) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == 0x0A {
                defer { start = end + 1 }
                guard end > start, bytes[start] != 0x23 else { continue }
                body(bytes[start..<end])
            }
        }
    }
}
