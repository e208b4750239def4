import Foundation
import Normalizer
import Simulator
import Synthesizer
import VoiceProfiles

/// The plan stage, where language → voice profile → normalizer → speech settings is decided:
/// picks each part's voice profile by its language (``ScreenVoices``), normalizes its words,
/// splits them at punctuation into phrases and pause lengths, and works out the speech settings
/// (rate, pitch, pitch-mode shift) each phrase is synthesized with.
package final class UtterancePlanner {
    /// Parts in a language without a profile are spoken with the screen's.
    package let voices: ScreenVoices
    package let settings: RenderSettings
    /// Pauses in seconds become samples by it.
    package let clock: SampleClock
    /// Shared with the other screens of the render (see ``NormalizerCache``).
    private let normalizers: NormalizerCache

    package init(voices: ScreenVoices, settings: RenderSettings, clock: SampleClock,
                 normalizers: NormalizerCache = NormalizerCache()) {
        self.voices = voices
        self.settings = settings
        self.clock = clock
        self.normalizers = normalizers
    }

    /// The plan of `utterance` (1-based `index`), followed by `next` (nil for the last), and what
    /// a reviewer should know about it.
    package func plan(_ utterance: Utterance, index: UtteranceNumber,
                      next: Utterance?) -> (PlannedUtterance, [RenderIncident]) {
        var incidents: [RenderIncident] = []
        func profile(_ language: String, _ part: UtterancePart) -> VoiceProfile {
            let (profile, isOwn) = voices.profile(for: language)
            if !isOwn {
                incidents.append(RenderIncident(
                    utterance: index, kind: .noVoiceProfile, role: part.role, text: part.text,
                    message: "no voice profile for language '\(language)'; spoken with \(profile.language)"))
            }
            return profile
        }
        func parts(_ parts: [UtterancePart]) -> [PlannedPart] {
            parts.enumerated().flatMap { offset, part -> [PlannedPart] in
                let source = PartPosition(offset)
                if let earcon = part.sound {
                    return [PlannedPart(source: source, role: part.role, text: part.text, spoken: "", content: .sound(earcon))]
                }
                if let runs = part.speech {
                    var runPlanner = SpeechRunPlanner(planner: self, part: part, source: source, profile: { profile($0, part) })
                    let planned = runPlanner.plan(runs)
                    incidents += runPlanner.unpronounceable.map {
                        RenderIncident(utterance: index, kind: .unpronounceableIPA, role: part.role, text: $0.text,
                                       message: "\($0.failure); the words were read instead")
                    }
                    return planned
                }
                let profile = profile(part.language, part)
                let normalized = normalizer(for: profile).normalize(part.text)
                let pieces = Self.pieces(normalized, pauses: profile.pauses, clock: clock)
                guard !pieces.isEmpty else { return [] }
                return [PlannedPart(source: source, role: part.role, text: part.text, spoken: normalized.text,
                                    content: .speech(pieces, speechSettings(profile, pitchShifted: part.pitchShifted)))]
            }
        }
        let planned = PlannedUtterance(index: index, utterance: utterance, immediate: parts(utterance.immediate),
                                       delayed: parts(utterance.delayed),
                                       interruption: Interruption(utterance, next: next))
        return (planned, incidents)
    }

    /// The engine settings for one profile: the rate slider through the profile's mapping, the
    /// pitch raised by the profile's `pitch.change` in pitch mode.
    package func speechSettings(_ profile: VoiceProfile, pitchShifted: Bool, pitchFactor: Double = 1) -> SpeechSettings {
        Self.speechSettings(profile, ratePercent: settings.ratePercent, pitch: settings.pitch,
                            pitchShifted: pitchShifted, pitchFactor: pitchFactor)
    }

    /// The same for a rate and pitch chosen outside a render (`earshot speak`); nil takes the
    /// profile's defaults.
    package static func speechSettings(_ profile: VoiceProfile, ratePercent: Double?, pitch: Int?,
                                       pitchShifted: Bool = false, pitchFactor: Double = 1) -> SpeechSettings {
        let percent = ratePercent ?? profile.rate.defaultPercent
        let base = Double((pitch ?? profile.pitch.defaultValue) + (pitchShifted ? profile.pitch.change : 0))
        return SpeechSettings(voice: profile.espeakVoice, wordsPerMinute: profile.rate.wordsPerMinute(atPercent: percent),
                              pitch: PitchSettings.espeakPitch(Int((base * pitchFactor).rounded())))
    }

    /// Phrases and pauses; pauses at the edges are dropped (the gap between parts is
    /// `betweenParts`) and runs of pauses become the longest of them.
    static func pieces(_ text: NormalizedText, pauses: PauseSettings, clock: SampleClock) -> [PlannedPart.Piece] {
        var pieces: [PlannedPart.Piece] = []
        var pending = 0
        for piece in text.pieces {
            switch piece {
            case .words(let words):
                let trimmed = Self.trimmed(words)
                guard !trimmed.isEmpty else { continue }
                if pending > 0, !pieces.isEmpty { pieces.append(.pause(pending)) }
                pending = 0
                pieces.append(.phrase(String(trimmed)))
            case .pause(let pause):
                // A question or an exclamation keeps its mark on the phrase it ends: espeak-ng
                // gives the phrase that intonation ("Forgot password?" is not a statement).
                if pending == 0, pause == .question || pause == .exclamation, case .phrase(let phrase)? = pieces.last {
                    pieces[pieces.count - 1] = .phrase(phrase + String(pause.mark))
                }
                let seconds = pause == .comma ? pauses.comma : pauses.sentence
                pending = max(pending, clock.samples(seconds))
            }
        }
        return pieces
    }

    /// The profile's normalizer at the render's punctuation level, or at another (a run that
    /// speaks every mark).
    func normalizer(for profile: VoiceProfile, punctuation: PunctuationLevel? = nil) -> TextNormalizer {
        normalizers.normalizer(for: profile, punctuation: punctuation ?? settings.punctuation, times: settings.times)
    }

    /// Without surrounding white space (Swift's own, not Foundation's: this runs for every phrase).
    static func trimmed(_ text: String) -> Substring {
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? start
        return text[start..<max(start, end)]
    }
}
