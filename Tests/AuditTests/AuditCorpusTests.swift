import Audit
import Foundation
import Testing
import TestSupport

/// The labelled corpus (Tests/AuditTests/Corpus): screens with known problems, each labelled in
/// its header (`# expect: RULE ELEMENT`), clean screens (no label), and the samples, whose
/// findings are listed with the reason each is right in samples.expected. Every finding must be
/// labelled and every label found: precision and recall 1.0 per rule.
@Suite("Audit corpus")
struct AuditCorpusTests {
    static let corpus = Repository.root.appendingPathComponent("Tests/AuditTests/Corpus")

    struct Label: Hashable, CustomStringConvertible {
        var file: String
        var rule: String
        var element: String
        var description: String { "\(file) \(rule) \(element)" }
    }

    /// The corpus's screens and the samples, with the findings each should have.
    static func labelled() throws -> [(url: URL, display: String, expected: Set<Label>)] {
        var cases: [(URL, String, Set<Label>)] = []
        let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasSuffix(".yaml") }.sorted()
        for file in files {
            let text = try String(contentsOf: corpus.appendingPathComponent(file), encoding: .utf8)
            var expected: Set<Label> = []
            for line in text.split(separator: "\n") where line.hasPrefix("# expect: ") {
                let parts = line.dropFirst("# expect: ".count).split(separator: " ")
                expected.insert(Label(file: file, rule: String(parts[0]), element: String(parts[1])))
            }
            cases.append((corpus.appendingPathComponent(file), file, expected))
        }
        var sampleLabels: [String: Set<Label>] = [:]
        let listing = try String(contentsOf: corpus.appendingPathComponent("samples.expected"), encoding: .utf8)
        for line in listing.split(separator: "\n") where !line.hasPrefix("#") && !line.isEmpty {
            let parts = line.split(separator: "\t")
            sampleLabels[String(parts[0]), default: []].insert(Label(file: String(parts[0]), rule: String(parts[1]), element: String(parts[2])))
        }
        let samples = try FileManager.default.contentsOfDirectory(atPath: Repository.samples.path).filter { $0.hasSuffix(".yaml") }.sorted()
        for sample in samples {
            cases.append((Repository.samples.appendingPathComponent(sample), sample, sampleLabels[sample] ?? []))
        }
        return cases
    }

    static func found(_ url: URL, display: String) throws -> Set<Label> {
        let loaded = try AuditSource.load(contentsOf: url)
        let findings = Auditor.audit(AuditInput(screen: loaded.screen, file: display, lines: loaded.lines,
                                                profiles: try Repository.voiceStore()))
        return Set(findings.map { Label(file: display, rule: $0.rule.rawValue, element: $0.element) })
    }

    /// Per rule: true positives, false positives, false negatives over the whole corpus.
    static func scores() throws -> [String: (tp: Int, fp: Int, fn: Int)] {
        var scores: [String: (tp: Int, fp: Int, fn: Int)] = [:]
        for rule in Rule.allCases { scores[rule.rawValue] = (0, 0, 0) }
        for (url, display, expected) in try labelled() {
            let found = try found(url, display: display)
            for label in found.union(expected) {
                var score = scores[label.rule, default: (0, 0, 0)]
                switch (found.contains(label), expected.contains(label)) {
                case (true, true): score.tp += 1
                case (true, false): score.fp += 1
                default: score.fn += 1
                }
                scores[label.rule] = score
            }
        }
        return scores
    }

    @Test func everyFindingIsLabelledAndEveryLabelIsFound() throws {
        for (url, display, expected) in try Self.labelled() {
            let found = try Self.found(url, display: display)
            #expect(found.subtracting(expected).isEmpty, "unexpected in \(display): \(found.subtracting(expected).sorted { $0.description < $1.description })")
            #expect(expected.subtracting(found).isEmpty, "missed in \(display): \(expected.subtracting(found).sorted { $0.description < $1.description })")
        }
    }

    @Test func precisionAndRecallAreOnePerRule() throws {
        let scores = try Self.scores()
        var table = "rule\tTP\tFP\tFN\tprecision\trecall\n"
        for rule in Rule.allCases {
            let s = scores[rule.rawValue]!
            let precision = s.tp + s.fp == 0 ? 0 : Double(s.tp) / Double(s.tp + s.fp)
            let recall = s.tp + s.fn == 0 ? 0 : Double(s.tp) / Double(s.tp + s.fn)
            table += "\(rule.rawValue)\t\(s.tp)\t\(s.fp)\t\(s.fn)\t\(precision)\t\(recall)\n"
            // Every rule has labelled problems in the corpus, and finds exactly them.
            #expect(s.tp > 0, "\(rule.rawValue) has no labelled case")
            #expect(precision == 1.0 && recall == 1.0, "\(rule.rawValue): \(s)")
        }
        print(table)
    }

    @Test func cleanScreensAreClean() throws {
        let clean = try Self.labelled().filter { $0.display.hasPrefix("clean-") }
        #expect(clean.count >= 4)
        for (url, display, _) in clean {
            #expect(try Self.found(url, display: display).isEmpty, "\(display)")
        }
    }
}
