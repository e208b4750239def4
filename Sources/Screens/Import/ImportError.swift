/// A capture that cannot be imported at all: one line naming the file, the place, what is wrong
/// and what is allowed.
public struct ImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as the user named it.
    public var path: String
    /// The line in the file, when the problem has one.
    public var line: Int?
    /// What is wrong and what is allowed.
    public var message: String

    /// An error at `line` of `path`.
    public init(path: String, line: Int? = nil, _ message: String) {
        self.path = path
        self.line = line
        self.message = EscapedText.oneLine(message)
    }

    public var description: String {
        if let line { return "\(path):\(line): \(message)" }
        return "\(path): \(message)"
    }
}
