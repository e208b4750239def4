import Foundation

/// Findings as a JSON array of objects with the fields rule, severity, element, file, line (null
/// when unknown), message and fix, in that order.
package enum AuditJSON {
    package static func render(_ findings: [Finding]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(findings)) ?? Data("[]".utf8), as: UTF8.self)
    }
}
