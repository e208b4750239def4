@testable import Normalizer
import Testing

/// `WordList` packs short words into integers: it must answer exactly as a `Set` of the same
/// words does, for every word of the list and for strings near them.
@Suite("Word lists")
struct WordListTests {
    @Test func answersAsASetOfTheSameWords() throws {
        let words = KnownWords.englishText.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        let list = try #require(KnownWords.named("english"))
        let set = Set(words)
        #expect(words.count == 19_112)
        for word in words { #expect(list.contains(word), "\(word)") }
        // Prefixes, extensions and neighbours of listed words, and strings no list holds.
        var probes = ["", "a", "zzzzzz", "zygotes", "aachen\u{0}", "Aachen", "über", "abacuses"]
        for word in words.prefix(2_000) { probes += [String(word.dropLast()), word + "e", word + "s", word.uppercased()] }
        for probe in probes { #expect(list.contains(probe) == set.contains(probe), "\(probe.debugDescription)") }
    }

    @Test func wordsLongerThanEightBytesAndOutOfOrder() {
        let list = WordList("zebra\nabstraction gnocchi\nkönigsberg a  b")
        for word in ["zebra", "abstraction", "gnocchi", "königsberg", "a", "b"] { #expect(list.contains(word), "\(word)") }
        for word in ["abstractio", "abstractions", "königs", "", "c", "zebr"] { #expect(!list.contains(word), "\(word)") }
    }
}
