/// Findings as a compiler prints diagnostics, one per line with its fix under it, and a count
/// at the end: `Samples/home.yaml:12: warning: small-target: upload: its frame is 46 × 32 pt...`.
package enum AuditText {
    package static func render(_ findings: [Finding], files: Int) -> String {
        var out = ""
        for finding in findings {
            let place = finding.file + (finding.line.map { ":\($0)" } ?? "")
            out += "\(place): \(finding.severity.rawValue): \(finding.rule.rawValue): \(finding.element): \(finding.message)\n"
            out += "    fix: \(finding.fix)\n"
        }
        out += summary(findings, files: files) + "\n"
        return out
    }

    /// `3 findings in 2 files: 1 error, 2 warnings, 0 notes`.
    package static func summary(_ findings: [Finding], files: Int) -> String {
        let counts = Severity.allCases.reversed().map { severity in
            let n = findings.filter { $0.severity == severity }.count
            return "\(n) \(severity.rawValue)\(n == 1 ? "" : "s")"
        }
        return "\(findings.count) finding\(findings.count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s"): "
            + counts.joined(separator: ", ")
    }
}
