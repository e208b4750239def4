import Basics

/// One thing wrong in a screen file, at its place. Its line is what the CLI prints:
/// `FILE:LINE:COLUMN: elements[2].traits[1]: unknown trait 'buton' (did you mean 'button'?); allowed: button, link, ...`
/// (a long list shortened to its first names and where the rest are; ``allowed`` keeps it whole)
/// (the position or the element path may be missing when unknown).
public struct ScreenProblem: Hashable, Sendable {
    /// 1-based line and column, when the place in the file is known.
    public var line: Int?
    /// The column on that line, 1-based, when known.
    public var column: Int?
    /// Where in the screen: `elements[2].children[0].traits[1]`, `script[3]`.
    public var path: String?
    /// What is wrong.
    public var problem: String
    /// The allowed word closest to what was written, when one is close (`Suggestion`).
    public var suggestion: String?
    /// What is allowed instead.
    public var allowed: String?

    /// A problem at a place in the file.
    public init(line: Int? = nil, column: Int? = nil, path: String? = nil, problem: String,
                suggestion: String? = nil, allowed: String? = nil) {
        self.line = line
        self.column = column
        self.path = path
        self.problem = problem
        self.suggestion = suggestion
        self.allowed = allowed
    }

    /// The one line naming `file`, the place, what is wrong, the suggestion and what is allowed.
    public func line(file: String) -> String {
        var out = file
        if let line { out += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        out += ": "
        if let path, !path.isEmpty { out += path + ": " }
        out += problem
        if let suggestion { out += " (did you mean \(quoted(suggestion))?)" }
        if let allowed { out += "; allowed: " + Self.shortened(allowed) }
        return String(out.map { $0.isNewline ? " " : $0 })
    }

    /// Lists longer than this many names are not written out in the line: the suggestion names
    /// the likely fix, and the format's reference lists them all.
    static let listedNames = 8

    /// `allowed` as the line says it: a long list of names as its first names and where the rest are.
    static func shortened(_ allowed: String) -> String {
        let names = allowed.components(separatedBy: ", ")
        guard names.count > listedNames else { return allowed }
        return names.prefix(3).joined(separator: ", ") + " … (\(names.count) in all: docs/screen-format.md)"
    }

    /// File order: problems without a place (about the whole file) first, then by line and column.
    static func inFileOrder(_ a: ScreenProblem, _ b: ScreenProblem) -> Bool {
        (a.line ?? 0, a.column ?? 0) < (b.line ?? 0, b.column ?? 0)
    }
}

/// Why a screen file was rejected: every problem found in it, in file order, so one run names
/// them all. Its description is what the CLI prints, one line per problem, at most
/// ``reportedLimit`` of them and then how many more there are.
public struct ScreenLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Problems shown before "and N more": a screenful, enough for a file with a few typos,
    /// not a flood for a file that is not a screen at all.
    public static let reportedLimit = 20

    /// The file as the user named it.
    public var file: String
    /// Never empty; sorted by place (stable for problems at the same place).
    public private(set) var problems: [ScreenProblem]

    /// The problems found in `file`.
    public init(file: String, problems: [ScreenProblem]) {
        precondition(!problems.isEmpty, "a rejection names at least one problem")
        self.file = file
        // A stable sort: problems at one place keep the order they were found in.
        self.problems = problems.enumerated().sorted { a, b in
            ScreenProblem.inFileOrder(a.element, b.element)
                || (!ScreenProblem.inFileOrder(b.element, a.element) && a.offset < b.offset)
        }.map(\.element)
    }

    /// A rejection for one problem.
    public init(file: String, line: Int? = nil, column: Int? = nil, path: String? = nil, problem: String,
                suggestion: String? = nil, allowed: String? = nil) {
        self.init(file: file, problems: [ScreenProblem(line: line, column: column, path: path, problem: problem,
                                                       suggestion: suggestion, allowed: allowed)])
    }

    /// One line per problem up to the limit, then `FILE: and N more problems`.
    public var lines: [String] {
        var lines = problems.prefix(Self.reportedLimit).map { $0.line(file: file) }
        let more = problems.count - Self.reportedLimit
        if more > 0 { lines.append("\(file): and \(more) more problem\(more == 1 ? "" : "s")") }
        return lines
    }

    public var description: String { lines.joined(separator: "\n") }
}

/// Untrusted text inside an error message: quoted, control characters escaped, cut at 40
/// characters, so a message stays one readable line.
func quoted(_ text: String) -> String { Escaping.quotedInMessage(text) }
