import Basics
import Foundation
import Screens
import Simulator
import Synthesizer
import VoiceProfiles

/// Renders one screen's utterances into `DIR/<name>/`: walkthrough.wav, stops/NN-<id>.wav (or
/// .mp3 or .opus: ``RenderSettings/audio``), captions.vtt, transcript.txt, transcript.json and
/// timeline.json.
///
/// The stages, in order, each handing the next a value: plan (normalize, split into phrases,
/// decide what the next step may cut) → synthesize (with two engines, eight utterances at a time:
/// ``ParallelSynthesis``) → lay out in time (``TimelineLayout``) → mix and write, one utterance
/// at a time. Only those utterances' phrases are ever in memory; the
/// walkthrough and each stop are written from the same mixed samples as they are made.
package final class ScreenRenderer {
    package let engine: any SpeechEngine
    package let engineVersion: String
    package let profiles: VoiceProfileStore
    package let settings: RenderSettings
    package let phraseStore: any PhraseStore
    /// More engines (worker processes) that synthesize beside `engine`, each on a thread of its
    /// own (``ParallelSynthesis``): phrases are independent of each other (``EspeakEngine``), so
    /// two cores say two phrases at once and the audio is the same bytes as with one engine.
    package let parallelEngines: [any SpeechEngine]
    private var earconBanks: [[Earcon: URL]: EarconBank] = [:]
    /// Every screen's planner normalizes with these: built once per language, not once per screen.
    package let normalizers = NormalizerCache()
    package init(engine: any SpeechEngine, engineVersion: String, profiles: VoiceProfileStore,
                settings: RenderSettings = RenderSettings(), phraseStore: any PhraseStore = InMemoryPhraseStore(),
                parallelEngines: [any SpeechEngine] = []) {
        self.engine = engine
        self.parallelEngines = parallelEngines
        self.engineVersion = engineVersion
        self.profiles = profiles
        self.settings = settings
        self.phraseStore = phraseStore
    }

    /// Renders `utterances` of the screen `name` (spoken with `voices`, the screen's voice plan
    /// resolved when it was simulated) into `root/<folder>/`, replacing a previous render there. On any error
    /// nothing is left at that path but what was there before. `folder`: a name already safe for
    /// a file (``OutputName``), decided by the caller once (a batch gives two screens with one
    /// name distinct folders); nil makes one from `name`.
    package func render(name: String, voices: ScreenVoices, utterances: [Utterance], into root: URL,
                       folder folderName: String? = nil) throws -> RenderedScreen {
        var overrides = try EarconBank.overrides(named: voices.screenProfile.earcons, relativeTo: profiles.directory)
        overrides.merge(settings.earconFiles) { $1 }
        let earcons = try earconBank(overrides)

        let folder = try ScreenFolder(root: root, name: folderName ?? OutputName.sanitize(name))
        do {
            let session = Session(renderer: self, folder: folder, screen: name,
                                  voices: voices, earcons: earcons, count: utterances.count)
            let result = try session.run(utterances)
            try folder.commit()
            return RenderedScreen(name: name, folder: folder.final, files: result.files.map(folder.published),
                                  duration: result.duration, utterances: utterances.count, incidents: result.incidents)
        } catch let error as SpeechEngineError {
            folder.discard()
            throw RenderError.engine(error.description)
        } catch AudioFileError.cannotWrite(_, let reason) {
            // Named by the screen's folder: the file that failed was in its staging folder, now gone.
            folder.discard()
            throw RenderError.cannotWrite(folder.final.path, reason)
        } catch {
            folder.discard()
            throw error
        }
    }

    /// The earcons for a set of overrides, made once per renderer (most screens share one set).
    private func earconBank(_ overrides: [Earcon: URL]) throws -> EarconBank {
        if let bank = earconBanks[overrides] { return bank }
        let bank = try EarconBank(sampleRate: engine.sampleRate, overrides: overrides)
        earconBanks[overrides] = bank
        return bank
    }

    /// The name of stop `number`'s file (without its extension): the focused element, or what the
    /// utterance was when nothing new has focus (an announcement, a boundary bonk).
    package static func stopName(_ utterance: Utterance, number: String) -> String {
        let hasSpeech = (utterance.immediate + utterance.delayed).contains { $0.sound == nil && !$0.text.isEmpty }
        let label: String
        if !hasSpeech, let sound = utterance.sounds.first {
            label = sound.rawValue
        } else if utterance.cause == .step(.announce) {
            label = "announcement"
        } else {
            label = utterance.focus ?? utterance.cause.name
        }
        return number + "-" + OutputName.sanitize(label, fallback: "stop")
    }
}

/// What one render produced.
public struct RenderedScreen: Sendable {
    /// The screen's name as written.
    public var name: String
    /// The screen's folder: the walkthrough, stops/, captions.vtt, transcript.txt, timeline.json.
    public var folder: URL
    /// Every file written, in the order written.
    public var files: [URL]
    /// Seconds of walkthrough.
    public var duration: Double
    /// How many utterances (stops and script steps) were rendered.
    public var utterances: Int
    /// Problems worked around (a phrase the engine could not say, a language without a profile).
    public var incidents: [RenderIncident]
}

/// One render in progress, as its four stages in order, each handing the next a value: plan
/// (``UtterancePlanner``: ``PlannedUtterance``) → synthesize (``ParallelSynthesis``:
/// ``SynthesizedUtterance``) → lay out (``TimelineLayout``: ``PlacedUtterance``) → write
/// (``AudioWriter``: a ``MixJob``; then the transcripts and the timeline). A few utterances at a
/// time: while one group is laid out and written, the engines say the next group's phrases.
private final class Session {
    let renderer: ScreenRenderer
    let folder: ScreenFolder
    let screen: String
    let earcons: EarconBank
    let planner: UtterancePlanner
    let synthesis: ParallelSynthesis
    var layout: TimelineLayout
    let sampleRate: Int
    let numberWidth: Int
    var events: [TimelineEvent] = []
    var incidents: [RenderIncident] = []

    /// How many utterances' phrases are said at once: enough that two engines seldom wait for
    /// each other at the end of a group, few enough that their audio is small.
    static let utterancesAtOnce = 8

    init(renderer: ScreenRenderer, folder: ScreenFolder, screen: String, voices: ScreenVoices,
         earcons: EarconBank, count: Int) {
        self.renderer = renderer
        self.folder = folder
        self.screen = screen
        self.earcons = earcons
        let settings = renderer.settings
        sampleRate = renderer.engine.sampleRate
        let clock = SampleClock(sampleRate: sampleRate)
        planner = UtterancePlanner(voices: voices, settings: settings, clock: clock, normalizers: renderer.normalizers)
        synthesis = ParallelSynthesis(syntheses: ([renderer.engine] + renderer.parallelEngines).map {
            PhraseSynthesis(engine: $0, engineVersion: renderer.engineVersion, store: renderer.phraseStore)
        })
        layout = TimelineLayout(parameters: LayoutParameters(profile: voices.screenProfile, settings: settings, clock: clock))
        numberWidth = max(2, String(count).count)
    }

    /// Renders every utterance and finishes the files; the folder is still the staging one.
    func run(_ utterances: [Utterance]) throws -> (files: [String], duration: Double, incidents: [RenderIncident]) {
        let writer = try AudioWriter(folder: folder, sampleRate: sampleRate, format: renderer.settings.audio,
                                     captions: renderer.settings.captions)
        var stopFiles: [String] = []
        let groups = stride(from: 0, to: utterances.count, by: Self.utterancesAtOnce).map {
            $0..<min($0 + Self.utterancesAtOnce, utterances.count)
        }
        // Plan: each utterance knows the one after it, which decides what of it may be cut.
        let plan = { (positions: Range<Int>) in
            positions.map { position in
                self.planner.plan(utterances[position], index: UtteranceNumber(position + 1),
                                  next: position + 1 < utterances.count ? utterances[position + 1] : nil)
            }
        }
        var planned = groups.first.map(plan) ?? []
        // Synthesize, on its own thread.
        var ahead: ParallelSynthesis.Ahead? = synthesize(planned.map(\.0))
        // An error leaves no thread saying phrases for a render that has ended.
        defer { _ = try? ahead?.wait() }
        do {
            for number in groups.indices {
                let said = try ahead?.wait() ?? [:]
                let current = planned
                planned = number + 1 < groups.count ? plan(groups[number + 1]) : []
                ahead = planned.isEmpty ? nil : synthesize(planned.map(\.0))
                for (plan, planIncidents) in current {
                    incidents += planIncidents
                    let job = layOut(SynthesizedUtterance(plan: plan, said: said))
                    if let stopPath = job.stopPath { stopFiles.append(stopPath) }
                    try writer.write(job)
                }
            }
            try writeText(utterances)
        } catch {
            writer.abandon()
            throw error
        }
        try writer.finish()
        let files = [renderer.settings.audio.fileName("walkthrough")] + stopFiles + ["captions.vtt", "transcript.txt", "transcript.json", "timeline.json"]
        return (files, Double(layout.cursor) / Double(sampleRate), incidents)
    }

    /// Starts the synthesize stage on a group's plans, timed as the layout will time them.
    private func synthesize(_ plans: [PlannedUtterance]) -> ParallelSynthesis.Ahead {
        synthesis.start(plans, parameters: layout.parameters, earcons: earcons)
    }

    /// transcript.txt and transcript.json (the transcript command's text and JSON, with what
    /// the timing decided about every part) and timeline.json.
    private func writeText(_ utterances: [Utterance]) throws {
        let hearing = RenderedHearing.of(utterances, events: events, sampleRate: sampleRate)
        for (name, text) in [("transcript.txt", TranscriptText.render(utterances, hearing: hearing)),
                             ("transcript.json", TranscriptJSON.render(utterances, hearing: hearing) + "\n")] {
            let stream = try TextStream(path: folder.staged(name))
            try stream.write(text)
            try stream.finish()
        }
        let timeline = try TextStream(path: folder.staged("timeline.json"))
        try timeline.write(TimelineJSON.head(screen: screen, sampleRate: sampleRate, durationSamples: layout.cursor))
        for (i, event) in events.enumerated() {
            try timeline.write(TimelineJSON.event(event, sampleRate: sampleRate, first: i == 0))
        }
        try timeline.write(TimelineJSON.tail(incidents: incidents, anyEvents: !events.isEmpty))
        try timeline.finish()
    }

    /// Lays out one synthesized utterance: the job that mixes and writes it.
    private func layOut(_ synthesized: SynthesizedUtterance) -> MixJob {
        let plan = synthesized.plan
        let placed = layout.place(plan, phraseLength: synthesized.length, earconLength: { self.earcons.samples($0).count })
        incidents += placed.incidents
        events += placed.events

        let number = String(plan.index.value).leftPadded(to: numberWidth)
        let stopPath = renderer.settings.stopFiles
            ? "stops/" + renderer.settings.audio.fileName(ScreenRenderer.stopName(plan.utterance, number: number)) : nil
        let sources = placed.sources.map { source -> MixSource.Resolved in
            let samples: [Int16]
            switch source.audio {
            case .phrase(let id): samples = synthesized.samples(id)
            case .earcon(let earcon): samples = earcons.samples(earcon)
            }
            return MixSource.Resolved(start: source.start, samples: samples.prefix(source.length))
        }
        return MixJob(placed: placed, sources: sources, stopPath: stopPath)
    }
}
