/// The index's "Screens that failed to render" box: per failed file, its name once and then each
/// problem on a line of its own, short: a failure's message names every problem of its file on a
/// line, each starting with the file's name (said once here), and a list of allowed names longer
/// than a few is cut to its first names and how many there are (the format's reference lists them all).
package enum FailureLines {
    /// Lists of more names than this are cut.
    static let listedNames = 8
    /// Names kept of a list that is cut.
    static let keptNames = 3

    /// One failed file: its name as the messages give it, and its problems without it.
    struct File: Equatable {
        var name: String
        var problems: [String]
    }

    /// Every failure as its file and its problems, each shortened.
    static func files(_ failures: [String]) -> [File] {
        failures.map { message in
            let lines = message.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
            let name = commonFile(lines)
            let problems = lines.map { line in
                short(name.isEmpty ? line : String(line.dropFirst(name.count + 1).drop { $0 == " " }))
            }
            return File(name: name, problems: problems)
        }
    }

    /// The file every line starts with (`FILE:LINE:COLUMN: …` or `FILE: …`): the shortest text
    /// before a colon that every line starts with, followed by that colon; empty when none.
    static func commonFile(_ lines: [String]) -> String {
        guard let first = lines.first else { return "" }
        for index in first.indices where first[index] == ":" && index > first.startIndex {
            let prefix = String(first[..<index])
            if lines.allSatisfy({ $0.hasPrefix(prefix + ":") }) { return prefix }
        }
        return ""
    }

    /// `line` with its `allowed:` list cut to its first names and their count.
    static func short(_ line: String) -> String {
        let marker = "; allowed: "
        guard let range = line.range(of: marker, options: .backwards) else { return line }
        let names = line[range.upperBound...].components(separatedBy: ", ")
        guard names.count > listedNames else { return line }
        return line[..<range.upperBound] + names.prefix(keptNames).joined(separator: ", ") + " … (\(names.count) in all)"
    }
}
