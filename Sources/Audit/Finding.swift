/// One accessibility problem on one element: what a reviewer or CI reads. The fields are the
/// JSON output's, in this order.
package struct Finding: Codable, Hashable, Sendable {
    /// The rule's stable code (``Rule/rawValue``).
    package var rule: Rule
    package var severity: Severity
    /// The element's id, else its element path (`elements[2].children[0]`).
    package var element: String
    /// The screen file or capture, as given.
    package var file: String
    /// The line the element starts on, when the input records it.
    package var line: Int?
    /// What VoiceOver does because of the problem.
    package var message: String
    /// The UIKit and SwiftUI property to set.
    package var fix: String

    package init(rule: Rule, element: String, file: String, line: Int?, message: String, fix: String? = nil) {
        self.rule = rule
        self.severity = rule.severity
        self.element = element
        self.file = file
        self.line = line
        self.message = message
        self.fix = fix ?? rule.fix
    }

    enum CodingKeys: String, CodingKey { case rule, severity, element, file, line, message, fix }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(rule, forKey: .rule)
        try c.encode(severity, forKey: .severity)
        try c.encode(element, forKey: .element)
        try c.encode(file, forKey: .file)
        // Always present, null when unknown: consumers see one shape.
        try c.encode(line, forKey: .line)
        try c.encode(message, forKey: .message)
        try c.encode(fix, forKey: .fix)
    }
}

/// How much a finding matters, in SARIF's words: an error blocks a VoiceOver user, a warning
/// makes the screen harder or misleading to use, a note is noise a user has to sit through.
package enum Severity: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    case note, warning, error

    private var rank: Int { Severity.allCases.firstIndex(of: self)! }
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}
