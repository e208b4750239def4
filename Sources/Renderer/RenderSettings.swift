import Foundation
import Normalizer
import Simulator
import VoiceProfiles

/// How the renderer turns utterances into sound: the speech settings of docs/voiceover.md
/// section 4 that are not about composition (those are in `SimulationSettings`), and the timing
/// values Apple does not publish. A nil value means "the voice profile's".
public struct RenderSettings: Hashable, Sendable {
    /// VoiceOver's speaking-rate slider, 0-100 %; nil: each profile's `rate.defaultPercent`.
    public var ratePercent: Double?
    /// Voice pitch 0-100; nil: each profile's `pitch.defaultValue`.
    public var pitch: Int?
    /// Seconds from the end of the immediate part to the delayed part; nil: the screen profile's
    /// `pauses.hintDelay` (1.0 s in every shipped profile).
    public var hintDelay: Double?
    /// Which punctuation marks are spoken as words.
    public var punctuation: PunctuationLevel
    /// How times written on the 24-hour clock are read where the clock has 12 hours: as VoiceOver
    /// reads them, or as the audit's fix (the 12-hour form) would be read, to hear the fix first.
    public var times: TimeReading
    /// Seconds between the moment an utterance allows the next gesture (`.immediately`,
    /// `.untilDone`) and that gesture: a listener's reaction time, so stops do not run together.
    /// A script's `wait: S` is exact and gets no gap.
    public var gestureGap: Double
    /// Seconds between two loading ticks while a busy element has focus.
    public var loadingInterval: Double
    /// Seconds of marked silence that stand in for a phrase the engine could not synthesize
    /// (after the error earcon).
    public var failedPhraseSilence: Double
    /// Earcon files that replace built-in sounds, on top of the screen profile's `earcons`.
    public var earconFiles: [Earcon: URL]
    /// One caption cue per stop (what VoiceOver's caption panel shows) or per phrase.
    public var captions: CaptionGrouping
    /// The audio files' format: WAV (exact), or MP3 or Ogg Opus to host (docs/rendering.md).
    public var audio: AudioFormat
    /// Whether each utterance is also written alone, `stops/NN-<id>.<format>`, beside the
    /// walkthrough. `batch` turns them off: its review plays each step as a time range of the
    /// walkthrough, so a documentation set's audio is encoded and hosted once.
    public var stopFiles: Bool

    /// Settings; nil rate, pitch and hint delay take the voice profile's.
    public init(ratePercent: Double? = nil, pitch: Int? = nil, hintDelay: Double? = nil,
                punctuation: PunctuationLevel = .some, gestureGap: Double = 0.25, loadingInterval: Double = 1.0,
                failedPhraseSilence: Double = 0.3, earconFiles: [Earcon: URL] = [:], captions: CaptionGrouping = .stop,
                times: TimeReading = .asVoiceOver, audio: AudioFormat = .wav, stopFiles: Bool = true) {
        self.times = times
        self.audio = audio
        self.stopFiles = stopFiles
        self.ratePercent = ratePercent
        self.pitch = pitch
        self.hintDelay = hintDelay
        self.punctuation = punctuation
        self.gestureGap = gestureGap
        self.loadingInterval = loadingInterval
        self.failedPhraseSilence = failedPhraseSilence
        self.earconFiles = earconFiles
        self.captions = captions
    }
}

/// How captions.vtt groups what was heard into cues.
public enum CaptionGrouping: String, Hashable, Sendable, CaseIterable {
    /// One cue per stop: everything heard there, as VoiceOver's caption panel shows it.
    case stop
    /// One cue per phrase, timed to the phrase.
    case phrase
}
