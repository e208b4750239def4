import ArgumentParser
import AudioIO
import Foundation
import Pipeline
import Renderer
import Simulator
import TranscriptComparison

/// `earshot check`: what VoiceOver says for each screen, against reference transcripts kept in a
/// folder: a gate for any CI.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare what VoiceOver says for screens with reference transcripts.",
        discussion: """
            For each screen (a screen file or a capture), the text transcript `earshot transcript` \
            prints is compared with DIR/<screen name>.txt. A screen whose transcript changed is \
            shown as a unified diff (- reference, + now) on stdout; the last line counts the \
            screens unchanged, changed, recorded and missing.

            --record writes the references (first run, or after reading an intended change). \
            Without it a missing reference counts as a failure.

            Exit codes: 0 every transcript matches (or was recorded), 1 a transcript changed or a \
            reference is missing or a screen is bad input, 2 bad usage, 3 voice profiles missing.

            Example: earshot check Screens/*.yaml --expect Tests/transcripts
                     earshot check Screens/*.yaml --expect Tests/transcripts --record
            """
    )

    @Argument(help: ArgumentHelp("Screen files or captures.", valueName: "file"))
    var files: [String]

    @Option(help: ArgumentHelp("The folder of reference transcripts, one <screen name>.txt per screen.", valueName: "dir"))
    var expect: String

    @Flag(help: "Write the references instead of comparing with them.")
    var record = false

    @OptionGroup var simulation: SimulationOptions
    @OptionGroup var voices: VoicesOption

    func run() throws {
        let pipeline = RenderPipeline(profiles: try Environment.voices(voices.directory), simulation: simulation.settings)
        let folder = URL(fileURLWithPath: expect)
        var counts: [String: Int] = [:]
        var namesSeen: [String: String] = [:]
        for file in files {
            let imported = try Environment.imported(file)
            let screen = imported.screen
            let referenceName = OutputName.sanitize(screen.name) + ".txt"
            if let other = namesSeen[referenceName] {
                throw CommandFailure.usage("\(file): its reference \(referenceName) is also \(other)'s; allowed: screens with distinct names")
            }
            namesSeen[referenceName] = file
            let actual = TranscriptText.render(try Environment.stage { try pipeline.simulate(imported, file: file) })
            let reference = folder.appendingPathComponent(referenceName)
            let expected = FileManager.default.contents(atPath: reference.path).map { String(decoding: $0, as: UTF8.self) }
            let outcome: String
            if record {
                do {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    try AtomicFile.write(Data(actual.utf8), to: reference)
                } catch {
                    throw CommandFailure.input("\(reference.path): cannot write the reference here")
                }
                outcome = expected == nil ? "recorded" : (expected == actual ? "unchanged" : "recorded")
            } else if let expected {
                let diff = LineDiff(old: expected, new: actual)
                outcome = diff.isEmpty ? "unchanged" : "changed"
                if !diff.isEmpty { print(diff.unified(oldName: reference.path, newName: file), terminator: "") }
            } else {
                outcome = "missing"
                FileHandle.standardError.write(Data("earshot: \(file): no reference \(reference.path); run with --record to write it\n".utf8))
            }
            counts[outcome, default: 0] += 1
            print("\(outcome): \(file)")
        }
        let order = ["unchanged", "changed", "recorded", "missing"]
        print("\(files.count) screen\(files.count == 1 ? "" : "s"): "
              + order.compactMap { key in counts[key].map { "\($0) \(key)" } }.joined(separator: ", "))
        if counts["changed", default: 0] + counts["missing", default: 0] > 0 { throw ExitCode.badInput }
    }
}
