import ArgumentParser
import Foundation

/// How much a command says, the same for every command, as the tools users know do it: results
/// on stdout, errors always on stderr, progress on stderr only when it is a terminal (a CI log
/// gets no progress noise), `--quiet` for errors only, `--verbose` for details. Earshot never
/// colours its output, so `NO_COLOR` holds whatever its value; the batch bar moves the cursor
/// only on a terminal.
struct OutputOptions: ParsableArguments {
    @Flag(name: [.customShort("q"), .long], help: "Print only errors and the results asked for: no progress, notes or summary.")
    var quiet = false

    @Flag(name: .long, help: "Also print details on stderr: every screen as it is done, engine crashes recovered, settings used.")
    var verbose = false

    func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together") }
    }

    /// Progress lines: on a terminal unless quiet, or always when verbose.
    var showsProgress: Bool { verbose || (!quiet && OutputOptions.stderrIsTerminal) }

    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// A note (a summary, an incident, a warning) on stderr, unless quiet.
    func note(_ line: String) {
        if !quiet { OutputOptions.standardError(line) }
    }

    /// A detail on stderr, only when verbose.
    func detail(_ line: String) {
        if verbose { OutputOptions.standardError(line) }
    }

    /// A progress line on stderr, when ``showsProgress``.
    func progress(_ line: String) {
        if showsProgress { OutputOptions.standardError(line) }
    }

    static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
