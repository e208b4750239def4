import Screens
import Simulator
import VoiceProfiles

/// The timing values of a render, in samples.
package struct LayoutParameters: Hashable, Sendable {
    package var sampleRate: Int
    package var betweenParts: Int
    package var hintDelay: Int
    package var gestureGap: Int
    package var loadingInterval: Int
    package var failedPhraseSilence: Int

    package init(sampleRate: Int, betweenParts: Int, hintDelay: Int, gestureGap: Int, loadingInterval: Int,
                failedPhraseSilence: Int) {
        self.sampleRate = sampleRate
        self.betweenParts = betweenParts
        self.hintDelay = hintDelay
        self.gestureGap = gestureGap
        self.loadingInterval = max(1, loadingInterval)
        self.failedPhraseSilence = failedPhraseSilence
    }

    /// A screen's timing: the pause between parts and the hint delay from its profile unless the
    /// settings name one, the rest from the settings.
    package init(profile: VoiceProfile, settings: RenderSettings, clock: SampleClock) {
        self.init(sampleRate: clock.sampleRate, betweenParts: clock.samples(profile.pauses.betweenParts),
                  hintDelay: clock.samples(settings.hintDelay ?? profile.pauses.hintDelay),
                  gestureGap: clock.samples(settings.gestureGap), loadingInterval: clock.samples(settings.loadingInterval),
                  failedPhraseSilence: clock.samples(settings.failedPhraseSilence))
    }

    package var clock: SampleClock { SampleClock(sampleRate: sampleRate) }

    package func samples(_ seconds: Double) -> Int { clock.samples(seconds) }
}

/// What the engine made of one phrase, as far as timing is concerned.
package enum PhraseLength: Hashable, Sendable {
    case samples(Int)
    /// The engine could not synthesize it (`SpeechEngineError.phraseFailed`).
    case failed(String)
}

/// A piece of audio placed in the session: the first `length` samples of a phrase or an earcon,
/// starting at `start` (samples from the start of the walkthrough).
package struct MixSource: Hashable, Sendable {
    package enum Audio: Hashable, Sendable {
        case phrase(PhraseID)
        case earcon(Earcon)
    }

    package var audio: Audio
    package var start: Int
    package var length: Int
}

/// One utterance placed in time.
package struct PlacedUtterance: Hashable, Sendable {
    package var index: UtteranceNumber
    package var start: Int
    /// Where the next utterance starts (or the walkthrough ends): everything of this utterance,
    /// including the listening time before the next step, lies in `start..<end`.
    package var end: Int
    /// The end of its last sound: its stop file is `start..<audibleEnd`.
    package var audibleEnd: Int
    package var events: [TimelineEvent]
    package var sources: [MixSource]
    package var incidents: [RenderIncident]
}

/// The timing rules of docs/voiceover.md section 3 and the Utterance contract, as arithmetic on
/// sample offsets and nothing else, so they can be checked without an engine.
///
/// Utterances are placed one at a time, in order: each depends only on those before it, which is
/// what lets the renderer synthesize and write a session of any length as it goes. The arithmetic
/// is pure: synthesis runs it on the lengths it has made so far to learn which phrases are heard
/// (``heardPhrases``), and the layout runs it again on the finished audio. It calls no stage.
package struct TimelineLayout: Sendable {
    package let parameters: LayoutParameters
    /// Where the next utterance starts.
    package private(set) var cursor = 0

    package init(parameters: LayoutParameters) {
        self.parameters = parameters
    }

    /// Asks `phraseLength` for each phrase of `utterance` that is heard, in the order the layout
    /// asks: none the next step cancels before it starts, none after a phrase that failed in its
    /// part. Where an utterance starts does not change which, so any layout answers for any place.
    package static func heardPhrases(_ utterance: PlannedUtterance, parameters: LayoutParameters,
                                     phraseLength: (PhraseID) throws -> PhraseLength, earconLength: (Earcon) -> Int) rethrows {
        var layout = TimelineLayout(parameters: parameters)
        _ = try layout.place(utterance, phraseLength: phraseLength, earconLength: earconLength)
    }

    /// Places `utterance` at the cursor and moves the cursor to where the next one starts, cut
    /// as its ``PlannedUtterance/interruption`` says. `phraseLength`: what synthesis made of a
    /// phrase, asked only for phrases that start before a cut, in order (``heardPhrases``).
    ///
    /// Announcements as iOS 17 speaks them (docs/simulation.md, "Announcements"): one posted right
    /// after a step arrives `gestureGap` after that step's speech starts, one after a `wait` when
    /// the wait ends. A **high** one interrupts what is being said at that sample; a **default**
    /// one lets the part being said finish, and what would follow is not heard; a high one is
    /// never interrupted itself (what follows it waits for its end).
    package mutating func place(
        _ utterance: PlannedUtterance, phraseLength: (PhraseID) throws -> PhraseLength, earconLength: (Earcon) -> Int
    ) rethrows -> PlacedUtterance {
        var builder = Builder(index: utterance.index, parameters: parameters)
        let start = cursor
        let listening = utterance.utterance.listening
        let interruption = utterance.interruption
        let (nextInterrupts, nextPriority) = (interruption.nextInterrupts, interruption.nextPriority)
        let mayCut = interruption.mayCut
        let cutMode: Builder.CutMode = nextPriority == .default ? .afterPart : .atSample
        // An announcement posted right after this step's gesture arrives while it is being said.
        let early: Int? = mayCut(.immediate) ? start + parameters.gestureGap : nil
        let immediateEnd = try builder.place(utterance.immediate, section: .immediate, from: start, cutAt: early,
                                             mode: cutMode, phraseLength: phraseLength, earconLength: earconLength)

        // When the next gesture comes, if that is known before the delayed part is timed.
        let gesture: Int?
        switch listening {
        case _ where early != nil: gesture = early
        case .immediately: gesture = immediateEnd + parameters.gestureGap
        case .seconds(let seconds): gesture = immediateEnd + parameters.samples(seconds)
        case .untilDone: gesture = nil
        }
        let cutAt = mayCut(.delayed) ? gesture : nil

        if !utterance.delayed.isEmpty {
            // After an early announcement nothing of the delayed part is heard (the part in
            // progress, in `.afterPart` mode, ended the immediate part).
            let delayedCut = early.map { max($0, immediateEnd) } ?? cutAt
            let delayedStart = immediateEnd + parameters.hintDelay
            builder.silence(from: immediateEnd, to: delayedStart, kind: .hintDelay, section: .delayed, cutAt: delayedCut)
            try builder.place(utterance.delayed, section: .delayed, from: delayedStart, cutAt: delayedCut,
                              mode: cutMode, phraseLength: phraseLength, earconLength: earconLength)
        }
        let contentEnd = builder.events.filter { $0.status != .notHeard }.map(\.end).max() ?? start

        let end: Int
        if nextInterrupts != nil {
            end = max(gesture ?? contentEnd + parameters.gestureGap, contentEnd)
        } else if case .seconds(let seconds) = listening {
            // Nothing follows, but the session still lasts the listening time the script asked for.
            end = max(contentEnd, immediateEnd + parameters.samples(seconds))
        } else {
            end = contentEnd
        }
        builder.silence(from: contentEnd, to: end, kind: .wait, section: nil, cutAt: nil)
        if utterance.utterance.busy {
            builder.loadingTicks(from: start, to: end, tickLength: earconLength(.loading))
        }
        cursor = end

        // Loading ticks go among the other events by start; ties keep the order they were made.
        let events = builder.events.enumerated().sorted { a, b in
            a.element.start != b.element.start ? a.element.start < b.element.start : a.offset < b.offset
        }.map(\.element)
        let audibleEnd = events.filter(\.isAudible).map(\.end).max() ?? start
        return PlacedUtterance(index: utterance.index, start: start, end: end, audibleEnd: audibleEnd,
                               events: events, sources: builder.sources, incidents: builder.incidents)
    }
}

/// Collects the events and mix sources of one utterance.
private struct Builder {
    let index: UtteranceNumber
    let parameters: LayoutParameters
    var events: [TimelineEvent] = []
    var sources: [MixSource] = []
    var incidents: [RenderIncident] = []

    init(index: UtteranceNumber, parameters: LayoutParameters) {
        self.index = index
        self.parameters = parameters
    }

    /// Where an interruption stops the speech.
    enum CutMode {
        /// At the sample: the part in progress is cut there (a gesture, a high-priority
        /// announcement).
        case atSample
        /// After the part in progress, which plays to its end (a default-priority announcement).
        case afterPart
    }

    /// Places parts one after the other from `from`, `betweenParts` apart, and returns where the
    /// last one ends. Past `cutAt` nothing starts: a part in progress is cut there (or, in
    /// `.afterPart` mode, finishes), later parts are recorded as not heard and their phrases are
    /// never synthesized.
    @discardableResult
    mutating func place(
        _ parts: [PlannedPart], section: PhraseID.Section, from: Int, cutAt requested: Int?, mode: CutMode = .atSample,
        phraseLength: (PhraseID) throws -> PhraseLength, earconLength: (Earcon) -> Int
    ) rethrows -> Int {
        var t = from
        var cutAt = requested
        for (partIndex, part) in parts.enumerated() {
            if partIndex > 0 {
                silence(from: t, to: t + parameters.betweenParts, kind: .pause, section: section, cutAt: cutAt)
                t += parameters.betweenParts
            }
            if let at = cutAt, t >= at {
                events.append(event(part, section: section, start: at, end: at, status: .notHeard))
                cutAt = at
                continue
            }
            // A part that starts before the interruption plays to its end in `.afterPart` mode:
            // the interruption then takes effect where it ends.
            let partCut = mode == .afterPart ? nil : cutAt
            defer { if mode == .afterPart, let at = cutAt { cutAt = max(at, t) } }
            let cutAt = partCut
            switch part.content {
            case .sound(let earcon):
                t = sound(earcon, part: part, section: section, at: t, length: earconLength(earcon), cutAt: cutAt)
            case .speech(let pieces, _):
                var pieceStart = t
                var placed: [MixSource] = []
                var failure: String?
                for (pieceIndex, piece) in pieces.enumerated() {
                    if let cutAt, pieceStart >= cutAt { break }
                    switch piece {
                    case .pause(let length):
                        pieceStart += length
                    case .phrase:
                        let id = PhraseID(section: section, part: partIndex, piece: pieceIndex)
                        switch try phraseLength(id) {
                        case .samples(let length):
                            placed.append(MixSource(audio: .phrase(id), start: pieceStart, length: length))
                            pieceStart += length
                        case .failed(let reason):
                            failure = reason
                        }
                    }
                    if failure != nil { break }
                }
                if let failure {
                    t = failed(part, section: section, at: t, reason: failure, cutAt: cutAt,
                               errorLength: earconLength(.engineError))
                    continue
                }
                let end = min(pieceStart, cutAt ?? pieceStart)
                for source in placed where source.start < end {
                    sources.append(MixSource(audio: source.audio, start: source.start,
                                             length: min(source.length, end - source.start)))
                }
                let cut = end < pieceStart
                events.append(event(part, section: section, start: t, end: end, status: cut ? .cut : .played,
                                    heardText: cut ? Self.heardText(part.text, pieces: pieces, placed: placed, cutAt: end) : nil))
                t = end
            }
        }
        // Nothing of this section is heard past the cut.
        return cutAt.map { min(t, $0) } ?? t
    }

    /// An earcon part; returns where it ends (or is cut).
    private mutating func sound(_ earcon: Earcon, part: PlannedPart?, section: UtteranceSection?, at t: Int, length: Int,
                                cutAt: Int?) -> Int {
        let end = min(t + length, cutAt ?? t + length)
        sources.append(MixSource(audio: .earcon(earcon), start: t, length: end - t))
        events.append(TimelineEvent(utterance: index, start: t, end: end, kind: .sound, role: .part(part?.role ?? .event),
                                    section: section, text: part?.text ?? "", spoken: part?.spoken ?? "", sound: earcon,
                                    status: end < t + length ? .cut : .played, part: part?.source))
        return end
    }

    /// A part whose phrase the engine could not say: the error earcon, then a marked silence.
    private mutating func failed(_ part: PlannedPart, section: UtteranceSection, at t: Int, reason: String, cutAt: Int?,
                                 errorLength: Int) -> Int {
        incidents.append(RenderIncident(utterance: index, kind: .phraseFailed, role: part.role,
                                        text: part.text, message: reason))
        var end = sound(.engineError, part: part, section: section, at: t, length: errorLength, cutAt: cutAt)
        if cutAt.map({ end < $0 }) ?? true {
            let silenceEnd = min(end + parameters.failedPhraseSilence, cutAt ?? .max)
            events.append(TimelineEvent(utterance: index, start: end, end: silenceEnd, kind: .silence,
                                        role: .part(part.role), section: section, text: part.text, spoken: part.spoken,
                                        status: silenceEnd < end + parameters.failedPhraseSilence ? .cut : .played,
                                        error: reason, part: part.source))
            end = silenceEnd
        }
        return end
    }

    /// Silence from `from` to `to`, shortened at `cutAt`; nothing when empty.
    mutating func silence(from: Int, to: Int, kind: TimelineRole.Silence, section: UtteranceSection?, cutAt: Int?) {
        let end = min(to, cutAt ?? to)
        guard end > from else { return }
        events.append(TimelineEvent(utterance: index, start: from, end: end, kind: .silence, role: .silence(kind),
                                    section: section, status: end < to ? .cut : .played))
    }

    /// The loading earcon every `loadingInterval` from the utterance's start until the next step.
    mutating func loadingTicks(from start: Int, to end: Int, tickLength: Int) {
        var t = start
        while t < end {
            _ = sound(.loading, part: nil, section: nil, at: t, length: tickLength, cutAt: end)
            t += parameters.loadingInterval
        }
    }

    /// The words heard of a part cut at `cutAt`: the share of its speech heard, counted in the
    /// characters of its phrases (those heard whole, and of the phrase in progress the share of
    /// its samples played), applied to the text as written (``Hearing/heardWords(of:share:)``).
    /// Phrases after the cut are never synthesized, so their length is not known; their words are.
    static func heardText(_ text: String, pieces: [PlannedPart.Piece], placed: [MixSource], cutAt: Int) -> String {
        func size(_ piece: PlannedPart.Piece) -> Int {
            if case .phrase(let words) = piece { return words.filter { !$0.isWhitespace }.count }
            return 0
        }
        let total = pieces.map(size).reduce(0, +)
        guard total > 0 else { return "" }
        var heard = 0.0
        for source in placed where source.start < cutAt {
            guard case .phrase(let id) = source.audio, pieces.indices.contains(id.piece) else { continue }
            let played = source.length > 0 ? min(1, Double(cutAt - source.start) / Double(source.length)) : 1
            heard += Double(size(pieces[id.piece])) * played
        }
        return Hearing.heardWords(of: text, share: heard / Double(total))
    }

    private func event(_ part: PlannedPart, section: PhraseID.Section, start: Int, end: Int,
                       status: TimelineEvent.Status, heardText: String? = nil) -> TimelineEvent {
        if case .sound(let earcon) = part.content {
            return TimelineEvent(utterance: index, start: start, end: end, kind: .sound, role: .part(part.role),
                                 section: section, text: part.text, spoken: part.spoken, sound: earcon, status: status,
                                 part: part.source)
        }
        let voice: String? = if case .speech(_, let settings) = part.content { settings.voice } else { nil }
        return TimelineEvent(utterance: index, start: start, end: end, kind: .speech, role: .part(part.role),
                             section: section, text: part.text, spoken: part.spoken, voice: voice, status: status,
                             heardText: heardText, part: part.source)
    }
}
