import Foundation
@testable import Normalizer
import Testing
import TestSupport

/// `WordList` packs short words into integers: it must answer exactly as a `Set` of the same
/// words does, for every word of the list and for strings near them.
@Suite("Word lists")
struct WordListTests {
    @Test func answersAsASetOfTheSameWords() throws {
        let text = try #require(EmbeddedWordList.named("english", suffix: ".txt")).text
        let words = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
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
        let list = WordList("# a comment line\nzebra\nabstraction gnocchi\nkönigsberg a  b")
        for word in ["zebra", "abstraction", "gnocchi", "königsberg", "a", "b"] { #expect(list.contains(word), "\(word)") }
        for word in ["abstractio", "abstractions", "königs", "", "c", "zebr", "#", "comment"] { #expect(!list.contains(word), "\(word)") }
    }

    /// The lists built into the module (EmbedWordLists) must be exactly the checkout's
    /// Sources/Normalizer/WordLists, and each a list or a table the normalizer names.
    @Test func theBuiltInListsAreExactlyTheWordListsFolder() throws {
        let folder = Repository.root.appendingPathComponent("Sources/Normalizer/WordLists")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".txt") || $0.hasSuffix(".tsv") }.sorted()
        #expect(embeddedWordLists.map(\.name) == names)
        for file in embeddedWordLists {
            let onDisk = try Data(contentsOf: folder.appendingPathComponent(file.name))
            #expect(Data(file.text.utf8) == onDisk, "\(file.name) differs from WordLists/\(file.name): touch the folder and rebuild")
        }
        #expect(KnownWords.names == ["english"])
        #expect(Respellings.names == ["american"])
    }
}
