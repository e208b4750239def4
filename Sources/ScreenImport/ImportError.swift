/// A capture that cannot be imported at all: one line naming the file, the place, what is wrong
/// and what is allowed.
public struct ImportError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int?
    public var message: String

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
