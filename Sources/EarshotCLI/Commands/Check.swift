import ArgumentParser
import Renderer
import Foundation
import Earshot
import Simulator

/// `earshot check`: what VoiceOver says for each screen, against reference transcripts kept in a
/// folder: a gate for any CI.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare what VoiceOver says for screens with reference transcripts.",
        discussion: """
            For each screen (a screen file or a capture), the text transcript `earshot transcript` \
            prints is compared with DIR/<screen name>.txt. A screen with a script is also walked \
            through every stop, its script left aside, and that transcript compared with \
            DIR/<screen name>.walk.txt: a stop the script never reaches is checked too. A screen \
            whose transcript changed is shown as a unified diff (- reference, + now) on stdout; \
            the last line counts the screens unchanged, changed, recorded and missing.

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
        // Every file is loaded and simulated before any reference is read or written: a file
        // that fails, or two screens with one name, leave the references as they were.
        var namesSeen: [String: String] = [:]
        var screens: [(file: String, references: [(name: String, transcript: String)])] = []
        for file in files {
            let imported = try Environment.imported(file)
            let name = OutputName.sanitize(imported.screen.name)
            // The script's path, and for a screen with a script every stop as well: a stop the
            // script never reaches is checked too.
            var references = [(name: name + ".txt", walk: false)]
            if imported.screen.script != nil { references.append((name + ".walk.txt", true)) }
            for reference in references {
                if let other = namesSeen[reference.name] {
                    throw CommandFailure.usage("\(file): its reference \(reference.name) is also \(other)'s; allowed: screens with distinct names")
                }
                namesSeen[reference.name] = file
            }
            screens.append((file, try references.map { reference in
                (reference.name, TranscriptText.render(try Environment.stage { try pipeline.simulate(imported, file: file, walk: reference.walk) }))
            }))
        }
        var counts: [String: Int] = [:]
        for screen in screens {
            var outcomes: Set<String> = []
            for reference in screen.references {
                outcomes.insert(try compare(reference.transcript, with: folder.appendingPathComponent(reference.name), folder: folder, file: screen.file))
            }
            // A screen counts as its worst reference.
            let outcome = ["missing", "changed", "recorded", "unchanged"].first { outcomes.contains($0) } ?? "unchanged"
            counts[outcome, default: 0] += 1
            print("\(outcome): \(screen.file)")
        }
        let order = ["unchanged", "changed", "recorded", "missing"]
        print("\(files.count) screen\(files.count == 1 ? "" : "s"): "
              + order.compactMap { key in counts[key].map { "\($0) \(key)" } }.joined(separator: ", "))
        if counts["changed", default: 0] + counts["missing", default: 0] > 0 { throw ExitCode.badInput }
    }

    /// Records or compares one reference; prints its diff when it changed. Returns the outcome.
    private func compare(_ actual: String, with reference: URL, folder: URL, file: String) throws -> String {
        let expected = FileManager.default.contents(atPath: reference.path).map { String(decoding: $0, as: UTF8.self) }
        if record {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try AtomicFile.write(Data(actual.utf8), to: reference)
            } catch {
                throw CommandFailure.input("\(reference.path): cannot write the reference here")
            }
            return expected == actual ? "unchanged" : "recorded"
        }
        guard let expected else {
            FileHandle.standardError.write(Data("earshot: \(file): no reference \(reference.path); run with --record to write it\n".utf8))
            return "missing"
        }
        let diff = LineDiff(old: expected, new: actual)
        if diff.isEmpty { return "unchanged" }
        print(diff.unified(oldName: reference.path, newName: file), terminator: "")
        return "changed"
    }
}
