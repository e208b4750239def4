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

    /// Calls `body` with `text`'s UTF-8 bytes after its leading comment lines ("#" first: the
    /// generators' notice and licence), so a reader goes over the words alone, in one pass.
    static func withContent<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var text = text
        return text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count, bytes[start] == 0x23 {
                while start < bytes.count, bytes[start] != 0x0A { start += 1 }
                start += 1
            }
            return body(UnsafeBufferPointer(rebasing: bytes[min(start, bytes.count)...]))
        }
    }
}
