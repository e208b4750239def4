import Earshot
import Foundation

extension Previewer {
    /// Renders every screen file and capture in `inputs` (files, or folders searched for
    /// `*.yaml`, `*.json`, `*.xml`, `*.txt`) into `output`, in parallel, as `earshot batch` does:
    /// one folder per screen, a phrase cache that makes a re-run render only what changed, and the
    /// review page `output/index.html`.
    ///
    /// Each job has its own engine made as this previewer's ``isolation`` says (with
    /// ``SpeechIsolation/inProcess`` the jobs share the process's one engine and take turns).
    /// - Parameters:
    ///   - jobs: screens rendered at once; by default one per core.
    ///   - rendering: by default MP3 audio, as `earshot batch` writes (``RenderSettings/audio``).
    ///   - progress: told of each screen as it finishes; by default nothing is reported.
    /// - Returns: every screen's outcome; a failed screen is in ``BatchReport/failures``,
    ///   not thrown.
    /// - Throws: ``DiscoveryError`` when an input cannot be read, and
    ///   ``SpeechEngineError`` when no engine can start.
    public func renderBatch(_ inputs: [URL], into output: URL, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                            simulation: SimulationSettings = SimulationSettings(),
                            rendering: RenderSettings = RenderSettings(audio: .mp3),
                            progress: ((Int) -> BatchProgress)? = nil) throws -> BatchReport {
        _ = try EspeakEngine.locateData()
        let isolation = self.isolation
        if case .workerProcess(nil) = isolation { _ = try EngineWorkerProgram.locate() }
        let engines = EngineFactory.espeak { try isolation.makeEngine() }
        let pipeline = StandardPipeline(profiles: voices, simulation: simulation, rendering: rendering,
                                        engineVersion: engines.version)
        let runner = BatchRunner(configuration: BatchConfiguration(inputs: inputs, output: output, jobs: max(1, jobs)),
                                 pipeline: pipeline, engines: engines)
        return try runner.run(progress: progress ?? { BatchProgress(total: $0, isTerminal: false) { _ in } })
    }
}
