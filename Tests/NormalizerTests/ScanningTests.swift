import Foundation
@testable import Normalizer
import Testing
import VoiceProfiles

/// The scanner's shortcuts against the definitions they stand for: the kanji byte test against
/// isCJK, literal comparison against canonical equivalence, line-by-line decoding against
/// String's, and the flat trie against the dictionary on every form of every profile.
@Suite("Normalizer scanning fast paths")
struct ScanningTests {
    static let allScalars: [Unicode.Scalar] = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init)

    @Test("the MeCab pass's byte test finds kanji where isCJK does, for every scalar")
    func kanjiTestAgreesWithIsCJK() {
        let wrong = Self.allScalars.filter { scalar in
            var bytes = Array("a\(scalar)b".utf8)
            return bytes.withUnsafeMutableBytes { JapaneseReading.hasKanji(UnsafeRawBufferPointer($0)) } != scalar.isCJK
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10).map { String($0.value, radix: 16) })")
    }

    @Test("folding lower-cases one scalar to one; the cleaner reads digits of any script and drops controls")
    func foldingAndCleaning() {
        #expect(Lexicon.folded("Ж") == "ж" && Lexicon.folded("Ệ") == "ệ" && Lexicon.folded("°") == "°" && Lexicon.folded("İ") == "İ")
        #expect(InputCleaner.scalars("٣३３𝟓 a\u{1}b\u{200B}c") == Array("3335 a bc".unicodeScalars))
    }

    @Test("scalars said to compare literally are NFC starters that never compose with what precedes them")
    func literalComparison() {
        func nfd(_ s: Unicode.Scalar) -> [Unicode.Scalar] { Array(String(s).decomposedStringWithCanonicalMapping.unicodeScalars) }
        // Every scalar that appears after the first in a canonical decomposition may compose with
        // the scalar before it.
        var composesBackwards = Set<UInt32>()
        for s in Self.allScalars { for x in nfd(s).dropFirst() { composesBackwards.insert(x.value) } }
        let wrong = Self.allScalars.filter { s in
            guard s.comparesLiterally else { return false }
            let d = nfd(s)
            let lower = s.properties.lowercaseMapping.unicodeScalars
            return s.properties.canonicalCombiningClass != .notReordered
                || Array(String(s).precomposedStringWithCanonicalMapping.unicodeScalars) != [s]
                || d[0].properties.canonicalCombiningClass != .notReordered
                || composesBackwards.contains(d[0].value) || composesBackwards.contains(s.value)
                || lower.count != 1 || !lower.first!.comparesLiterally
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10).map { String($0.value, radix: 16) })")
        #expect(!Unicode.Scalar(0x212A)!.comparesLiterally && !Unicode.Scalar(0x301)!.comparesLiterally)
    }

    @Test("line-by-line decoding reads every scalar as String does")
    func decoderAgreesOnEveryScalar() {
        // Everything the cleaner keeps as it is: no controls, invisibles, fullwidth forms, digits or
        // vulgar fractions (expanded: "⅖" is "2/5"), nor the Arabic decimal and thousands separators,
        // nor the modifier letter apostrophe (read as "'").
        let kept = Self.allScalars.filter { s in
            s.value >= 0x20 && !s.isControl && !s.isInvisible && !(0xFF01...0xFF5E).contains(s.value)
                && s.properties.numericType != .decimal && s.vulgarFraction == nil && s.value != 0x066B && s.value != 0x066C
                && s.value != 0x02BC
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: kept)
        #expect(InputCleaner.scalars(text) == kept)
    }

    @Test("the vulgar fractions are every numeric scalar whose compatibility form has a fraction slash")
    func vulgarFractionRangesAreComplete() {
        let found = Self.allScalars.filter { $0.vulgarFraction != nil }
        let defined = Self.allScalars.filter { s in
            s.value >= 0x80 && s.properties.numericType == .numeric
                && String(s).decomposedStringWithCompatibilityMapping.unicodeScalars.contains("\u{2044}")
        }
        // ⅟ ("1⁄") has no denominator: the one such scalar that is not a fraction.
        let missing = defined.filter { !found.contains($0) }
        #expect(missing == ["\u{215F}"], "\(missing.map { String($0.value, radix: 16) })")
        #expect(found.allSatisfy(defined.contains))
    }

    @Test("every vulgar fraction character is its numerator, a slash and its denominator")
    func vulgarFractionsExpand() {
        // Unicode's own numeric value of each, against the expansion's.
        let fractions = Self.allScalars.filter { $0.vulgarFraction != nil }
        #expect(fractions.count == 19)
        for s in fractions {
            let parts = String(String.UnicodeScalarView(InputCleaner.scalars(String(s)))).split(separator: "/")
            let value = parts.count == 2 ? (Double(parts[0]) ?? -1) / (Double(parts[1]) ?? 1) : -1
            #expect(abs(value - (s.properties.numericValue ?? -2)) < 1e-9, "\(String(s.value, radix: 16))")
        }
        #expect(InputCleaner.scalars("1½") == Array("1 1/2".unicodeScalars))
    }

    @Test("ill-formed UTF-8 is read as String(decoding:) reads it")
    func illFormedBytes() {
        var generator = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = [[0xFF], [0xC0, 0xAF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
                                 [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0x80], [0xC3], Array("é".utf8), Array("€5".utf8),
                                 Array("👍".utf8), Array("３".utf8), [0x41], [0x20], [0x01], [0xC2, 0x85]]
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 1...8, using: &generator)).flatMap { _ in pieces.randomElement(using: &generator)! }
            var scalars: [Unicode.Scalar] = []
            bytes.withUnsafeBufferPointer { InputCleaner.append(utf8: $0, to: &scalars) }
            #expect(scalars == InputCleaner.scalars(String(decoding: bytes, as: UTF8.self)), "\(bytes)")
        }
    }

    @Test("written clock periods match in any case and in any canonically equivalent spelling")
    func writtenPeriods() {
        // "da manhã" with ã precomposed (matched scalar by scalar) and decomposed (the string path).
        let composed = say("16:00 da manhã", "pt-BR")
        #expect(composed.hasPrefix("dezesseis horas") && !composed.contains("16"))
        #expect(say("16:00 da manha\u{303}", "pt-BR") == composed)
        #expect(say("16:00 DA MANHÃ", "pt-BR").hasPrefix("dezesseis horas"))
        // Cut short by the end of the text: no period.
        #expect(say("16:00 da man", "pt-BR") != composed)
    }

    @Test("the flat trie finds what the dictionary finds, on every form of every profile", arguments: Fixture.languages)
    func trieAgreesWithDictionary(language: String) throws {
        let lexicon = Lexicon(try Fixture.store.require(language).normalization)
        check(lexicon.currencyPrefixes, folded: true)
        check(lexicon.currencySuffixes, folded: true)
        check(lexicon.unitsExact, folded: false)
        check(lexicon.unitsFolded, folded: true)
        check(lexicon.scales, folded: false)
        check(lexicon.months, folded: true)
        check(lexicon.symbols, folded: false)
        check(lexicon.abbreviations, folded: false)
        check(lexicon.streetTypes, folded: true)
        check(lexicon.directions, folded: false)
        check(lexicon.contextWords, folded: true)
    }

    /// Every key, its upper-case form, the key with letters after it and every prefix: the
    /// longest form the trie finds is the longest prefix the dictionary holds.
    private func check<Value>(_ table: FormTable<Value>, folded: Bool) {
        let keys = table.entries.keys.filter { !$0.isEmpty }.sorted()
        var texts: [[Unicode.Scalar]] = []
        for key in keys {
            let scalars = Array(key.unicodeScalars)
            texts.append(scalars)
            texts.append(scalars + Array("xq".unicodeScalars))
            texts.append(Array(key.uppercased().unicodeScalars))
            for end in 1..<scalars.count { texts.append(Array(scalars[..<end])) }
        }
        for text in texts {
            let length = min(text.count, ScalarTrie.longestWalk)
            let found = table.trie.longest(in: text, from: 0, length: length, shortest: 1, folded: folded) { _ in true }
            // Where the table says the trie may be walked, it must find what the dictionary finds
            // (lower-cased as a String); elsewhere it matches scalars literally, where String
            // equality would also match canonical equivalents.
            let walks = table.walks(text, from: 0, end: length)
            var expected: String?
            for end in stride(from: length, through: 1, by: -1) {
                var candidate = String(String.UnicodeScalarView(text[..<end]))
                if folded { candidate = candidate.lowercased() }
                guard table.entries[candidate] != nil, case let key = keys.first(where: { $0 == candidate })! else { continue }
                if walks || Array(candidate.unicodeScalars) == Array(key.unicodeScalars) {
                    expected = key
                    break
                }
            }
            #expect(found.map { keys[$0.value] } == expected, "\(String(String.UnicodeScalarView(text)))")
            if let found, let expected { #expect(found.end == expected.unicodeScalars.count) }
        }
    }
}
