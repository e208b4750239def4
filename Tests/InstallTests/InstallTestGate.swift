import Foundation
import Testing

/// The install tests build a second package and install into a prefix, minutes of work that
/// `make test` (CI) runs with EARSHOT_INSTALL_TESTS=1; a plain `swift test` skips them.
enum InstallTestGate {
    static let enabled = ProcessInfo.processInfo.environment["EARSHOT_INSTALL_TESTS"] == "1"
    static let reason: Comment = "run by `make test` (EARSHOT_INSTALL_TESTS=1)"
}
