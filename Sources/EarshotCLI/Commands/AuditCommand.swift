import ArgumentParser
import Audit
import Earshot
import Foundation

/// `earshot audit`: accessibility findings on screen files and captures, for people and for CI.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Report the accessibility problems VoiceOver users would meet on screens.",
        discussion: """
            Reads each screen file or capture (as render does) and checks its tree: controls and \
            images without labels, decorative stops, items split into several stops, controls \
            without the trait of what they do, focus order against the visual order, views covering \
            others without being modal, screen changes that leave focus behind, invisible stops, \
            order lists naming what is not accessible, text VoiceOver misreads (24-hour times, \
            "1.2K"), touch targets under 44 x 44 pt, labels repeating the trait's word, hints \
            restating the label or naming a gesture, unnamed custom actions, focus cycles. Each \
            rule is explained with an example in docs/audit.md.

            Each finding has: rule (a stable code), severity (error, warning, note), element (its \
            id, else its element path), file, line, message (what VoiceOver does because of it) and \
            fix (the UIKit and SwiftUI property to set).

            text: one line per finding (FILE:LINE: SEVERITY: RULE: ELEMENT: MESSAGE) with its fix \
            under it, and a count. json: an array of findings. sarif: SARIF 2.1.0 for code scanning.

            Findings go to stdout; a capture's import warnings go to stderr. Exit code 0 unless a \
            finding is at or above --fail-on (then 1); 1 also for a file that cannot be read, 2 \
            for bad usage, 3 when the voice profiles are missing.

            Example: earshot audit Samples/*.yaml
                     earshot audit screens/ --format sarif --fail-on error > audit.sarif
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif
    }

    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case error, warning, note, never

        var threshold: Severity? {
            switch self {
            case .error: .error
            case .warning: .warning
            case .note: .note
            case .never: nil
            }
        }
    }

    @Argument(help: ArgumentHelp("Screen files (YAML, JSON) or captures (Appium/WDA XML, idb or AXe JSON, XCUITest debugDescription, AccessibilitySnapshot JSON).",
                                 valueName: "file"))
    var files: [String] = []

    @Option(help: "Output format: text, json or sarif.")
    var format: Format = .text

    @Option(name: .customLong("fail-on"), help: ArgumentHelp(
        "Exit 1 when a finding has this severity or a higher one: error, warning, note, or never.", valueName: "severity"))
    var failOn: FailOn = .error

    @OptionGroup var language: LanguageOption
    @OptionGroup var voices: VoicesOption

    func validate() throws {
        if files.isEmpty { throw ValidationError("name at least one screen file or capture") }
    }

    func run() throws {
        let store = try Environment.voices(voices.directory)
        try language.validate(against: store)
        var findings: [Finding] = []
        for file in files {
            let loaded = try Environment.audited(file, options: language.importOptions)
            findings += Auditor.audit(AuditInput(screen: loaded.screen, file: file, lines: loaded.lines, profiles: store))
        }
        switch format {
        case .text: print(AuditText.render(findings, files: files.count), terminator: "")
        case .json: print(AuditJSON.render(findings))
        case .sarif: print(SARIFReport.render(findings, toolVersion: EarshotVersion.current))
        }
        if let threshold = failOn.threshold, findings.contains(where: { $0.severity >= threshold }) {
            throw ExitCode.badInput
        }
    }
}
