import Foundation
import Synchronization

/// Reports screens as they finish: a one-line progress bar redrawn in place on a terminal,
/// otherwise one plain line per screen (for CI logs). Always on standard error; the results and
/// the summary go to standard output.
public final class BatchProgress: Sendable {
    /// How many screens the batch renders.
    public let total: Int
    /// Whether progress goes to a terminal (one line rewritten) rather than a log (a line per screen).
    public let isTerminal: Bool
    private let write: @Sendable (String) -> Void
    private let clock: @Sendable () -> Double
    private let started: Double
    /// Screens so far, and the bar as last drawn; every write happens under this lock too, so
    /// lines from several render threads never interleave.
    private struct State {
        var done = 0
        var failed = 0
        var lastDraw = -1.0
        var drawn = false
    }
    private let state = Mutex(State())
    /// Off a terminal: a line for every screen (else only for failures, so a CI log stays short).
    public let reportsEveryScreen: Bool
    /// Nothing at all (`--quiet`): failures are in the summary.
    public let silent: Bool

    /// - Parameters:
    ///   - isTerminal: draw a bar (`isatty(2)` for the CLI) instead of plain lines.
    ///   - write: where the text goes (standard error for the CLI).
    ///   - reportsEveryScreen: off a terminal, a line for every screen, else only for failures.
    ///   - silent: nothing at all (`--quiet`).
    public init(total: Int, isTerminal: Bool, reportsEveryScreen: Bool = true, silent: Bool = false,
                write: @escaping @Sendable (String) -> Void,
                clock: @escaping @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime }) {
        self.total = total
        self.isTerminal = isTerminal
        self.reportsEveryScreen = reportsEveryScreen
        self.silent = silent
        self.write = write
        self.clock = clock
        started = clock()
    }

    /// Standard error, with a bar when it is a terminal.
    public static func standardError(total: Int, reportsEveryScreen: Bool = true, silent: Bool = false) -> BatchProgress {
        BatchProgress(total: total, isTerminal: isatty(2) == 1, reportsEveryScreen: reportsEveryScreen, silent: silent) { text in
            FileHandle.standardError.write(Data(text.utf8))
        }
    }

    /// Reports one screen done; called from the render threads.
    public func finished(_ outcome: ScreenOutcome) {
        state.withLock { state in
            state.done += 1
            if outcome.failed { state.failed += 1 }
            if silent { return }
            if isTerminal {
                // Failures are worth a line of their own above the bar; the rest only move the bar.
                if case .failed(let reason) = outcome.status {
                    write("\r\u{1B}[K" + "failed \(reason)\n")
                    state.drawn = false
                }
                let now = clock()
                if state.done == total || !state.drawn || now - state.lastDraw >= 0.1 {
                    state.lastDraw = now
                    state.drawn = true
                    write("\r\u{1B}[K" + bar(now: now, done: state.done, failed: state.failed))
                }
            } else if reportsEveryScreen || outcome.failed {
                write(BatchProgress.line(outcome) + "\n")
            }
        }
    }

    /// Ends the bar's line so what follows starts on a fresh one.
    public func close() {
        state.withLock { state in
            if isTerminal, state.drawn {
                write("\n")
                state.drawn = false
            }
        }
    }

    /// `[#########.........] 120/200 screens, 3 failed, ETA 12s`
    func bar(now: Double, done: Int, failed: Int) -> String {
        let width = 20
        let filled = total == 0 ? width : done * width / total
        var text = "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "] "
        text += "\(done)/\(total) screens"
        if failed > 0 { text += ", \(failed) failed" }
        let elapsed = now - started
        if done > 0, done < total {
            let eta = elapsed / Double(done) * Double(total - done)
            text += ", ETA \(Int(eta.rounded(.up)))s"
        } else if done == total {
            text += String(format: ", %.1fs", elapsed)
        }
        return text
    }

    /// One plain line: `rendered xigua-home (0.42 s)`, `reused xigua-home`, `failed FILE: why` (the message names the file).
    static func line(_ outcome: ScreenOutcome) -> String {
        switch outcome.status {
        case .rendered:
            String(format: "rendered %@ (%.2f s)", outcome.folder ?? outcome.file.displayPath, outcome.seconds)
        case .reused:
            "reused \(outcome.folder ?? outcome.file.displayPath)"
        case .failed(let message):
            "failed \(message)"
        }
    }
}
