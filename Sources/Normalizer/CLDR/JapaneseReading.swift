import CMeCab
import Basics
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

    /// The opened library; it lives in the `tagger` lock (a Mutex owns what it holds), so no
    /// thread reaches the MeCab tagger without that lock.
    private struct Library {
        let parse: ParseFunction
        let tagger: OpaquePointer
    }

    private let tagger: Mutex<Library?>
    /// Why MeCab could not be opened, nil when it was.
    let failure: String?

    private init() {
        let (library, failure) = Self.open()
        tagger = Mutex(library)
        self.failure = failure
    }

    var isAvailable: Bool { failure == nil }

    private static func open() -> (Library?, String?) {
        let handle: UnsafeMutableRawPointer, soname: String
        switch SystemLocations.openFirst(of: SystemLocations.mecab) {
        case .success(let opened): (handle, soname) = opened
        case .failure(let failure): return (nil, failure.reason)
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
        var out: [UInt8] = []
        read(utf8: Array(text.utf8)[...], into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The same on UTF-8 bytes, appended to `out`: `normalize --lines` makes no String per line
    /// and no String per word (the wrapper, not MeCab, was most of the time).
    func read(utf8 text: ArraySlice<UInt8>, into out: inout [UInt8]) {
        tagger.withLock { tagger in
            guard let library = tagger else { out.append(contentsOf: text); return }
            var bytes = Array(text)
            bytes.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { start in
                    var node = library.parse(library.tagger, start, buffer.count)
                    while let current = node {
                        let n = current.pointee
                        if n.stat == UInt8(MECAB_NOR_NODE) || n.stat == UInt8(MECAB_UNK_NODE), let surface = n.surface {
                            // Spaces before the word are kept (rlength counts them, length does not).
                            let spaces = Int(n.rlength) - Int(n.length)
                            if spaces > 0 { out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: spaces)) }
                            let word = UnsafeRawBufferPointer(start: surface, count: Int(n.length))
                            if Self.hasKanji(word), let feature = n.feature, Self.appendReading(feature, to: &out) {
                                // the reading replaced the word
                            } else {
                                out.append(contentsOf: word)
                            }
                        }
                        node = UnsafePointer(n.next)
                    }
                }
            }
        }
    }

    /// Whether UTF-8 bytes hold a Han ideograph as ``Unicode/Scalar/isCJK`` defines it (the test
    /// `needsReading` uses, compatibility and supplementary ideographs included), decoded in place.
    static func hasKanji(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var k = 0
        while k < bytes.count {
            let b = bytes[k]
            if b < 0xE0 { k += b < 0x80 ? 1 : 2; continue }
            let length = b < 0xF0 ? 3 : 4
            guard k + length <= bytes.count else { return false }
            var value = UInt32(b & (length == 3 ? 0x0F : 0x07))
            for j in 1..<length { value = value << 6 | UInt32(bytes[k + j] & 0x3F) }
            if let scalar = Unicode.Scalar(value), scalar.isCJK { return true }
            k += length
        }
        return false
    }

    /// Appends the reading field of an IPA dictionary entry (the eighth comma-separated feature);
    /// false if the entry has none ("*", or an unknown word's short feature list).
    static func appendReading(_ feature: UnsafePointer<CChar>, to out: inout [UInt8]) -> Bool {
        // The commas found with libc's strchr: a loop over each byte of every word's features
        // was a few percent of reading Japanese.
        var begin = feature
        for _ in 0..<7 {
            guard let comma = strchr(begin, 44) else { return false }
            begin = UnsafePointer(comma) + 1
        }
        let count = strchr(begin, 44).map { UnsafePointer($0) - begin } ?? strlen(begin)
        guard count > 0, !(count == 1 && begin[0] == 42) else { return false }
        out.append(contentsOf: UnsafeRawBufferPointer(start: begin, count: count))
        return true
    }
}

