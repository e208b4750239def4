import ArgumentParser
import Renderer
import Normalizer
import VoiceProfiles

/// The speech and timing options of `render` and `batch`: both render screens the same way.
struct RenderOptions: ParsableArguments {
    @OptionGroup var voice: VoiceSettingOptions

    @Option(name: .customLong("hint-delay"), help: ArgumentHelp(
        "Seconds between the description and the hint (default: the profile's, 1.0).", valueName: "seconds"))
    var hintDelay: Double?

    @Option(help: ArgumentHelp("Punctuation spoken as words: all, some or none.", valueName: "level"))
    var punctuation: PunctuationLevel = .some

    @Option(name: .customLong("gesture-gap"), help: ArgumentHelp(
        "Seconds a listener takes before the next swipe once speech allows it (a script's wait is exact).",
        valueName: "seconds"))
    var gestureGap: Double = RenderSettings().gestureGap

    @Option(help: ArgumentHelp(
        "Caption cues: stop (one per stop, what VoiceOver's caption panel shows) or phrase (one per phrase).",
        valueName: "grouping"))
    var captions: CaptionGrouping = .stop

    @Flag(name: .customLong("twelve-hour-times"), help: ArgumentHelp(
        "Read times written on the 24-hour clock (22:58) as the audit's fix would have them, on the 12-hour clock "
            + "(ten fifty-eight p.m.), to hear the fix before making it. Without it, they are read as VoiceOver reads "
            + "them (twenty-two fifty-eight)."))
    var twelveHourTimes = false

    @Option(help: ArgumentHelp(
        "Audio files: wav (PCM, exact), mp3 (an eighth of the size; plays in every browser) or opus (Ogg Opus, "
            + "a fourteenth; recent browsers). Default: wav for render, mp3 for batch.",
        valueName: "format"))
    var audio: AudioFormat?

    func validate() throws {
        if let hintDelay, !(0...60).contains(hintDelay) { throw ValidationError("--hint-delay must be between 0 and 60 seconds") }
        if !(0...10).contains(gestureGap) { throw ValidationError("--gesture-gap must be between 0 and 10 seconds") }
    }

    /// Exit 3 before anything renders when the audio format's encoder (LAME, libopus, libsoxr) is missing.
    func requireEncoder(defaultAudio: AudioFormat) throws {
        if let reason = (audio ?? defaultAudio).unavailableReason { throw CommandFailure.environment(reason) }
    }

    /// The settings, with `defaultAudio` when --audio is not given (render and batch differ).
    func settings(defaultAudio: AudioFormat) -> RenderSettings {
        RenderSettings(ratePercent: voice.rate, pitch: voice.pitch, hintDelay: hintDelay, punctuation: punctuation,
                       gestureGap: gestureGap, captions: captions, times: twelveHourTimes ? .twelveHour : .asVoiceOver,
                       audio: audio ?? defaultAudio)
    }
}
