/// The narrow boundary every synthesizer sits behind: text in, 16-bit mono PCM out.
///
/// The in-process ``EspeakEngine`` and the supervised worker process both conform, so the renderer
/// never knows which one it talks to.
package protocol SpeechEngine: AnyObject, Sendable {
    /// Samples per second of everything `synthesize` delivers.
    var sampleRate: Int { get }

    /// Synthesizes `text` as plain text (never markup), delivering the audio in order to `sink`
    /// in chunks. Edge silence is the engine's minimum: callers insert their own pauses.
    func synthesize(
        _ text: String, settings: SpeechSettings, sink: (UnsafeBufferPointer<Int16>) -> Void
    ) throws
}

extension SpeechEngine {
    /// The phrase's samples from its first to its last non-zero one (``EdgeSilence``): what a
    /// render keeps of each phrase.
    package func trimmedSamples(for text: String, settings: SpeechSettings) throws -> [Int16] {
        var samples = try samples(for: text, settings: settings)
        EdgeSilence.trim(&samples)
        return samples
    }

    /// The whole phrase as one buffer; for short phrases, where streaming buys nothing.
    package func samples(for text: String, settings: SpeechSettings) throws -> [Int16] {
        var out: [Int16] = []
        try synthesize(text, settings: settings) { out.append(contentsOf: $0) }
        return out
    }
}

/// Why synthesis failed, in words a user can act on.
public enum SpeechEngineError: Error, Equatable, Codable, CustomStringConvertible {
    /// libespeak-ng is not installed (where it was looked for).
    case libraryNotFound(String)
    /// espeak-ng-data is in none of the folders searched.
    case dataNotFound(searched: [String])
    /// libespeak-ng did not start (its status code).
    case initializationFailed(status: Int32)
    /// espeak-ng has no voice by this name.
    case voiceNotFound(String)
    /// libespeak-ng returned an error for a phrase (its status code).
    case synthesisFailed(status: Int32)
    /// The engine's worker process could not be started or kept running.
    case workerFailed(String)
    /// This phrase could not be synthesized even by the safe path (the engine crashed on it);
    /// the caller puts a marked silence or an error earcon in its place and reports it.
    case phraseFailed(reason: String)
    /// A part this platform lacks that Earshot needs to say the same as it does on Linux; it
    /// refuses rather than render something different (docs/install.md, Portability).
    case notSupportedOnThisPlatform(String)

    public var description: String {
        switch self {
        case .libraryNotFound(let why):
            "libespeak-ng could not be loaded (\(why)); install Debian's libespeak-ng1 (`make deps` does)"
        case .dataNotFound(let searched):
            "espeak-ng-data not found (looked in \(searched.joined(separator: ", "))); install espeak-ng-data or set ESPEAK_DATA_PATH"
        case .initializationFailed(let status):
            "libespeak-ng failed to initialize (status \(status))"
        case .voiceNotFound(let name):
            "espeak-ng voice '\(name)' is not installed; `earshot voices` lists the voices Earshot uses"
        case .synthesisFailed(let status):
            "libespeak-ng failed to synthesize (status \(status))"
        case .workerFailed(let why):
            "synthesis worker failed: \(why)"
        case .phraseFailed(let reason):
            "a phrase could not be synthesized: \(reason)"
        case .notSupportedOnThisPlatform(let what):
            "not supported on macOS yet: \(what) (docs/install.md, Portability)"
        }
    }
}
