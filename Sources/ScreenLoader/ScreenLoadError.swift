import EarshotSupport

/// Why a screen file was rejected. Its description is the one line the CLI prints:
/// `FILE:LINE:COLUMN: elements[2].traits[1]: unknown trait 'buton'; allowed: button, link, ...`
/// (the position or the element path may be missing when unknown).
public struct ScreenLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based line and column, when the place in the file is known.
    public var line: Int?
    public var column: Int?
    /// Where in the screen: `elements[2].children[0].traits[1]`, `script[3]`.
    public var path: String?
    /// What is wrong.
    public var problem: String
    /// What is allowed instead.
    public var allowed: String?

    public init(file: String, line: Int? = nil, column: Int? = nil, path: String? = nil, problem: String,
                allowed: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.problem = problem
        self.allowed = allowed
    }

    public var description: String {
        var out = file
        if let line { out += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        out += ": "
        if let path, !path.isEmpty { out += path + ": " }
        out += problem
        if let allowed { out += "; allowed: " + allowed }
        return String(out.map { $0.isNewline ? " " : $0 })
    }
}

/// Untrusted text inside an error message: quoted, control characters escaped, cut at 40
/// characters, so a message stays one readable line.
func quoted(_ text: String) -> String { Escaping.quotedInMessage(text) }
