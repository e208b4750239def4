import Foundation

/// Findings as SARIF 2.1.0, the format code-scanning services read: one run whose driver lists
/// every rule (id, title, why, fix, default level) and one result per finding, located by file,
/// line and element (a logical location, since an element has no column).
package enum SARIFReport {
    package static let version = "2.1.0"
    package static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    package static func render(_ findings: [Finding], toolVersion: String) -> String {
        let rules = Rule.allCases
        let driver: [String: Any] = [
            "name": "earshot",
            "informationUri": "https://github.com/earshot/earshot/blob/main/docs/audit.md",
            "version": toolVersion,
            "rules": rules.map { rule -> [String: Any] in
                [
                    "id": rule.rawValue,
                    "name": rule.title,
                    "shortDescription": ["text": rule.title],
                    "fullDescription": ["text": rule.why],
                    "help": ["text": "Fix: \(rule.fix)"],
                    "defaultConfiguration": ["level": rule.severity.rawValue],
                ]
            },
        ]
        let results = findings.map { finding -> [String: Any] in
            var physical: [String: Any] = ["artifactLocation": ["uri": uri(finding.file)]]
            if let line = finding.line, line >= 1 { physical["region"] = ["startLine": line] }
            return [
                "ruleId": finding.rule.rawValue,
                "ruleIndex": rules.firstIndex(of: finding.rule)!,
                "level": finding.severity.rawValue,
                "message": ["text": "\(finding.element): \(finding.message). Fix: \(finding.fix)"],
                "locations": [[
                    "physicalLocation": physical,
                    "logicalLocations": [["name": finding.element, "kind": "element"]],
                ]],
                "partialFingerprints": ["earshotElement/v1": "\(finding.rule.rawValue):\(finding.element)"],
            ]
        }
        let log: [String: Any] = [
            "$schema": schema,
            "version": version,
            "runs": [["tool": ["driver": driver], "results": results, "columnKind": "unicodeCodePoints"]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// A file path as a URI reference: relative paths stay relative (code scanning resolves them
    /// against the checkout), absolute ones become `file://` URIs; bytes outside the unreserved
    /// set and `/` are percent-encoded.
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return path.hasPrefix("/") ? "file://" + out : out
    }
}
