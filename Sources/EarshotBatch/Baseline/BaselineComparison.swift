import Renderer
import Foundation
import Simulator
import ReviewSite

/// What a batch's screens say now against a previous build's OUT folder (`earshot batch
/// --baseline DIR`): which screens changed, which are new, which are gone.
///
/// A changed screen keeps the baseline's walkthrough and transcript, and the transcript's diff, in
/// `OUT/<folder>/baseline/`, so the review page can play old and new side by side from OUT alone
/// (the baseline folder may be gone by the time someone listens).
package struct BaselineComparison: Sendable, Equatable {
    package struct Screen: Sendable, Equatable {
        package var name: String
        package var folder: String
    }

    package var changed: [Screen] = []
    package var added: [Screen] = []
    package var unchanged: [Screen] = []
    /// Screens of the baseline that this OUT does not have.
    package var removed: [Screen] = []

    /// Compares every screen rendered in `output` with the screen of the same source file (else
    /// the same folder name) in `baseline`, writing or clearing each screen's `baseline/` folder.
    package static func compare(output: URL, baseline: URL) throws -> BaselineComparison {
        let current = manifests(in: output)
        let previous = manifests(in: baseline)
        guard !previous.isEmpty else { throw BaselineError.notABatchFolder(baseline.path) }
        let previousBySource = Dictionary(previous.map { ($0.source, $0) }, uniquingKeysWith: { first, _ in first })
        let previousByFolder = Dictionary(previous.map { ($0.folder, $0) }, uniquingKeysWith: { first, _ in first })

        var result = BaselineComparison()
        var matched: Set<String> = []
        for manifest in current {
            let screen = Screen(name: manifest.name, folder: manifest.folder)
            let kept = output.appendingPathComponent(manifest.folder).appendingPathComponent(BaselineFiles.folder)
            guard let before = previousBySource[manifest.source] ?? previousByFolder[manifest.folder] else {
                result.added.append(screen)
                try? FileManager.default.removeItem(at: kept)
                continue
            }
            matched.insert(before.folder)
            let oldFolder = baseline.appendingPathComponent(before.folder)
            let newFolder = output.appendingPathComponent(manifest.folder)
            let oldText = read(oldFolder.appendingPathComponent(BaselineFiles.transcript))
            let newText = read(newFolder.appendingPathComponent(BaselineFiles.transcript))
            let diff = LineDiff(old: oldText, new: newText)
            if diff.isEmpty {
                result.unchanged.append(screen)
                try? FileManager.default.removeItem(at: kept)
                continue
            }
            result.changed.append(screen)
            try keep(from: oldFolder, in: kept, walkthrough: (before.walkthrough, manifest.walkthrough),
                     diff: diff.unified(oldName: "baseline/\(before.folder)/transcript.txt", newName: "\(manifest.folder)/transcript.txt"))
        }
        result.removed = previous.filter { !matched.contains($0.folder) }.map { Screen(name: $0.name, folder: $0.folder) }
        return result
    }

    /// One line for the batch's summary.
    package var summary: String {
        "baseline: \(changed.count) changed, \(added.count) new, \(removed.count) removed, \(unchanged.count) unchanged"
            + (changed.isEmpty ? "" : " (changed: " + changed.map(\.name).joined(separator: ", ") + ")")
    }

    /// Keeps the baseline's transcript and walkthrough; a walkthrough in another audio format than
    /// the current one (a WAV baseline of an MP3 batch) is converted, so the page plays one format.
    private static func keep(from oldFolder: URL, in kept: URL, walkthrough: (old: String?, new: String?), diff: String) throws {
        try FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true)
        if let data = FileManager.default.contents(atPath: oldFolder.appendingPathComponent(BaselineFiles.transcript).path) {
            try AtomicFile.write(data, to: kept.appendingPathComponent(BaselineFiles.transcript), durable: false)
        }
        for format in AudioFormat.allCases where format.fileName("walkthrough") != walkthrough.new {
            try? FileManager.default.removeItem(at: kept.appendingPathComponent(format.fileName("walkthrough")))
        }
        if let old = walkthrough.old, let new = walkthrough.new, let format = AudioFormat.of(path: new) {
            let source = oldFolder.appendingPathComponent(old), target = kept.appendingPathComponent(new)
            if old == new {
                if let data = FileManager.default.contents(atPath: source.path) {
                    try AtomicFile.write(data, to: target, durable: false)
                }
            } else if let audio = try? EncodedAudioReader.read(source) {
                let writer = try format.writer(path: target.path, sampleRate: audio.sampleRate, durable: false)
                try audio.samples.withUnsafeBufferPointer { try writer.append($0) }
                try writer.finish()
            }
        }
        try AtomicFile.write(Data(diff.utf8), to: kept.appendingPathComponent(BaselineFiles.diff), durable: false)
    }

    private static func manifests(in folder: URL) -> [ScreenManifest] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { ScreenManifest.read(in: folder.appendingPathComponent($0)) }
    }

    private static func read(_ url: URL) -> String {
        FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}

package enum BaselineError: Error, Equatable, CustomStringConvertible {
    case notABatchFolder(String)

    public var description: String {
        switch self {
        case .notABatchFolder(let path):
            "\(path): not the output folder of an earshot batch (no rendered screens in it); allowed: a previous batch's OUT folder"
        }
    }
}
