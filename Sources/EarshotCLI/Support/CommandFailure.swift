import ArgumentParser
import Foundation

/// An error the CLI reports as one line per problem and an exit code, never a stack trace.
struct CommandFailure: Error {
    /// One problem a line (a screen file with four mistakes is four lines).
    let message: String
    let exitCode: ExitCode

    /// Writes the message to stderr, every line starting `earshot: `, as compilers print theirs.
    func report() {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        FileHandle.standardError.write(Data(lines.map { "earshot: \($0)\n" }.joined().utf8))
    }

    static func input(_ message: String) -> CommandFailure { .init(message: message, exitCode: .badInput) }
    static func usage(_ message: String) -> CommandFailure { .init(message: message, exitCode: .usage) }
    static func environment(_ message: String) -> CommandFailure { .init(message: message, exitCode: .environment) }
}

extension ExitCode {
    /// Bad input (a screen or text Earshot rejects) or a render that failed.
    static let badInput = ExitCode(1)
    /// The command line itself is wrong.
    static let usage = ExitCode(2)
    /// The machine lacks something: espeak-ng, its data, the voice profiles.
    static let environment = ExitCode(3)
}
