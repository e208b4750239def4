import Foundation
import TestSupport

/// One line of Tests/Corpus/expectations.tsv: an input and what `earshot` must do with it.
struct CorpusEntry: Sendable, CustomStringConvertible {
    /// The file under Tests/Corpus/, or `gen:NAME` for one built at test time (GeneratedInputs).
    var file: String
    /// 0 for a screen that must render harmlessly, 1 for bad input.
    var exit: Int32
    /// For a rejected file, how each stderr line begins after `earshot: FILE` (the place, the
    /// path, the problem, the suggestion and as much of the allowed list as matters), lines
    /// separated by `\n`; for an accepted one, text the transcript must contain (markup spoken
    /// as text), or empty.
    var expect: String

    /// The beginnings of a rejected file's stderr lines, one per problem.
    var expectedLines: [String] { expect.components(separatedBy: "\\n") }

    var description: String { file }
    var isGenerated: Bool { file.hasPrefix("gen:") }

    static let folder = Repository.root.appendingPathComponent("Tests/Corpus")

    /// Every entry of the manifest; `#` lines and blank lines are comments.
    static let all: [CorpusEntry] = {
        let manifest = folder.appendingPathComponent("expectations.tsv")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            if line.hasPrefix("#") || line.allSatisfy(\.isWhitespace) { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 2, let exit = Int32(fields[1]) else { return nil }
            return CorpusEntry(file: fields[0], exit: exit, expect: fields.count > 2 ? fields[2] : "")
        }
    }()

    /// The file to hand to `earshot`.
    func url() throws -> URL {
        isGenerated ? try GeneratedInputs.url(String(file.dropFirst(4))) : CorpusEntry.folder.appendingPathComponent(file)
    }
}
