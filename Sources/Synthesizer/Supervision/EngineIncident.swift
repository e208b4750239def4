/// Something that went wrong in the worker process while saying a phrase, and what came of it.
///
/// ``SupervisedEngine`` records one per event so the renderer can report it in its summary and
/// in timeline.json (the type is `Codable` for that); the phrase's audio itself carries no mark.
package struct EngineIncident: Sendable, Hashable, Codable, CustomStringConvertible {
    package enum Outcome: String, Sendable, Hashable, Codable {
        /// The phrase crashed the worker; the safe path (``SafePath``) said it after a restart.
        case recovered
        /// The phrase crashed the worker and the safe path too; the caller got `phraseFailed`.
        case lost
        /// The worker was already dead (killed, or not answering) before the phrase reached it;
        /// a fresh worker said the phrase normally. Not the phrase's fault.
        case workerReplaced
    }

    /// The phrase, cut to ``phraseLimit`` characters.
    package var phrase: String
    /// The espeak-ng voice it was said with.
    package var voice: String
    /// How the worker ended, e.g. `killed by signal 6 (SIGABRT)` or `no answer within 10.1 s`;
    /// for a lost phrase, both failures.
    package var cause: String
    package var outcome: Outcome
    /// The end of what the worker wrote on stderr, e.g. `*** buffer overflow detected ***`.
    package var workerLog: String

    package static let phraseLimit = 60

    package init(phrase: String, voice: String, cause: String, outcome: Outcome, workerLog: String) {
        self.phrase = phrase.count > Self.phraseLimit ? String(phrase.prefix(Self.phraseLimit)) + "…" : phrase
        self.voice = voice
        self.cause = cause
        self.outcome = outcome
        self.workerLog = workerLog
    }

    /// One line for a summary: `"s's's'…" crashed the engine (killed by signal 6 (SIGABRT)); recovered by the safe path`.
    public var description: String {
        let what = switch outcome {
        case .recovered: "crashed the engine (\(cause)); recovered by the safe path"
        case .lost: "crashed the engine (\(cause)); lost"
        case .workerReplaced: "found the engine worker gone (\(cause)); said by a fresh worker"
        }
        return "\"\(phrase)\" \(what)"
    }
}
