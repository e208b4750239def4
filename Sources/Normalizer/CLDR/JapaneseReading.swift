import CMeCab
import Foundation
import Synchronization

/// Japanese read to kana before synthesis. espeak-ng's ja voice has no kanji readings (it says
/// "Chinese letter" for each), so words written with kanji are replaced by the katakana reading
/// MeCab gives them in context (IPA dictionary, Debian's mecab-ipadic-utf8); kana, Latin letters
/// and punctuation pass as written. This is the last pass of normalization: numbers are already
/// words (二十三時) when it runs, and MeCab reads them with their counters (ニジュウサンジ).
///
/// libmecab is opened with `dlopen` at first use, like libespeak-ng: a process that never reads
/// Japanese does not load it, and without it the text stays as written (``isAvailable`` says so).
final class JapaneseReading: Sendable {
    static let shared = JapaneseReading()

    private typealias ParseFunction = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int) -> UnsafePointer<mecab_node_t>?

    private struct Library: @unchecked Sendable {
        // Safe to share: the function pointers are immutable; the tagger is used under `tagger`'s lock.
        let parse: ParseFunction
        let tagger: OpaquePointer
    }

    private struct Tagger: @unchecked Sendable {
        // Safe to share: only touched with the lock held.
        let library: Library?
    }

    private let tagger: Mutex<Tagger>
    /// Why MeCab could not be opened, nil when it was.
    let failure: String?

    private init() {
        let (library, failure) = Self.open()
        tagger = Mutex(Tagger(library: library))
        self.failure = failure
    }

    var isAvailable: Bool { failure == nil }

    /// The soname of Debian's libmecab2 (what libmecab-dev's `-lmecab` resolves to).
    static let soname = "libmecab.so.2"

    private static func open() -> (Library?, String?) {
        guard let handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
            return (nil, dlerror().map { String(cString: $0) } ?? "\(soname) not found")
        }
        guard let new = dlsym(handle, "mecab_new2"), let parse = dlsym(handle, "mecab_sparse_tonode2") else {
            return (nil, "\(soname) has no mecab_new2 or mecab_sparse_tonode2")
        }
        typealias New = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
        // The system dictionary (/etc/mecabrc); without one MeCab cannot start.
        guard let tagger = unsafeBitCast(new, to: New.self)("") else {
            return (nil, "MeCab found no dictionary (install mecab-ipadic-utf8)")
        }
        return (Library(parse: unsafeBitCast(parse, to: ParseFunction.self), tagger: tagger), nil)
    }

    /// Whether `text` has anything this pass changes: a Han ideograph.
    static func needsReading(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains { $0.isCJK }
    }

    /// `text` with every word that contains kanji replaced by its katakana reading.
    func read(_ text: String) -> String {
        guard Self.needsReading(text) else { return text }
        return tagger.withLock { tagger -> String in
            guard let library = tagger.library else { return text }
            var out = ""
            var bytes = Array(text.utf8)
            bytes.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { start in
                    var node = library.parse(library.tagger, start, buffer.count)
                    while let current = node {
                        let n = current.pointee
                        if n.stat == UInt8(MECAB_NOR_NODE) || n.stat == UInt8(MECAB_UNK_NODE), let surfacePointer = n.surface {
                            // Spaces before the word are kept (rlength counts them, length does not).
                            let spaces = Int(n.rlength) - Int(n.length)
                            if spaces > 0 { out += String(repeating: " ", count: spaces) }
                            let surface = String(decoding: UnsafeRawBufferPointer(start: surfacePointer, count: Int(n.length)),
                                                 as: UTF8.self)
                            out += Self.needsReading(surface) ? (Self.reading(n.feature) ?? surface) : surface
                        }
                        node = UnsafePointer(n.next)
                    }
                }
            }
            return out
        }
    }

    /// The reading field of an IPA dictionary entry (the eighth of its comma-separated features).
    private static func reading(_ feature: UnsafePointer<CChar>?) -> String? {
        guard let feature else { return nil }
        let fields = String(cString: feature).split(separator: ",", omittingEmptySubsequences: false)
        guard fields.count > 7, fields[7] != "*", !fields[7].isEmpty else { return nil }
        return String(fields[7])
    }
}

