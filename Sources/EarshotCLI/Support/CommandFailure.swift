import ArgumentParser

/// An error the CLI reports as one line and an exit code, never a stack trace.
struct CommandFailure: Error {
    let message: String
    let exitCode: ExitCode

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
