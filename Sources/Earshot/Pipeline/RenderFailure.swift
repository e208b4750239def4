/// A screen the pipeline could not take through a stage, as the one line every command prints:
/// the file, the place and what is wrong (and what is allowed).
public struct RenderFailure: Error, CustomStringConvertible {
    /// The stage a screen failed at.
    public enum Stage: Sendable {
        /// Reading the file: the loader's and importer's own messages already name the file.
        case load
        /// Running the screen's script or building its focus order.
        case simulate
        /// Planning, synthesizing, laying out or writing the audio.
        case render
    }

    /// Where the screen failed.
    public var stage: Stage
    /// The file as the user named it.
    public var file: String
    /// The stage's own error (`ScreenLoadError`, `ImportError`, `SimulationError`, `RenderError`...).
    public var underlying: any Error

    /// A failure of `file` at `stage`, caused by `underlying`.
    public init(stage: Stage, file: String, underlying: any Error) {
        self.stage = stage
        self.file = file
        self.underlying = underlying
    }

    public var description: String {
        let message = "\(underlying)"
        if stage == .load || message.hasPrefix(file) { return message }
        return "\(file): \(message)"
    }

    /// Runs one stage's work, its errors made into failures of that stage.
    static func at<T>(_ stage: Stage, file: String, _ work: () throws -> T) throws -> T {
        do {
            return try work()
        } catch let failure as RenderFailure {
            throw failure
        } catch {
            throw RenderFailure(stage: stage, file: file, underlying: error)
        }
    }
}
