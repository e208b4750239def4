import AudioIO
import EarshotSupport
import Foundation

/// One laid-out utterance ready to be mixed and written.
struct MixJob: Sendable {
    var placed: PlacedUtterance
    /// Each piece of audio with its start offset, cut to the length that plays.
    var sources: [MixSource.Resolved]
    /// The stop file, relative to the screen folder; nil when stops are not written alone.
    var stopPath: String?
}

extension MixSource {
    /// A source with its samples.
    struct Resolved: Sendable {
        var start: Int
        var samples: ArraySlice<Int16>
    }
}

/// Writes the walkthrough, the stop files and the captions from laid-out utterances, on its own
/// thread: mixing and file writing then overlap synthesis of the next utterances (a render
/// spends about a third of its time here), so a render takes little more than its synthesis.
///
/// `@unchecked Sendable`: after `start`, the writers, the mixer and `failure` belong to the writing
/// thread alone; the rendering thread touches them again only after `finished` has been signalled
/// (in `finish` and `abandon`), which orders those accesses after the thread's last one.
final class AudioWriter: @unchecked Sendable {
    private let folder: ScreenFolder
    private let sampleRate: Int
    private let format: AudioFormat
    private let walkthrough: any AudioFileWriter
    private let captions: TextStream
    private let grouping: CaptionGrouping
    private var mixer = SpanMixer()
    /// The first error; read only after the writing thread has finished.
    private(set) var failure: Error?
    private let finished = DispatchSemaphore(value: 0)

    init(folder: ScreenFolder, sampleRate: Int, format: AudioFormat, captions grouping: CaptionGrouping) throws {
        self.folder = folder
        self.sampleRate = sampleRate
        self.format = format
        self.grouping = grouping
        walkthrough = try format.writer(path: folder.staged(format.fileName("walkthrough")), sampleRate: sampleRate, durable: false)
        captions = try TextStream(path: folder.staged("captions.vtt"))
        try captions.write(WebVTT.header)
    }

    /// Starts the writing thread, which takes jobs from `jobs` until it is closed.
    func start(_ jobs: HandOff<MixJob>) {
        let thread = Thread { [self] in
            while let job = jobs.take() {
                // After a failure the rest is drained unwritten, so the producer never blocks.
                guard failure == nil else { continue }
                do { try write(job) } catch { failure = error }
            }
            finished.signal()
        }
        thread.name = "earshot-audio-writer"
        thread.start()
    }

    /// Waits for the writing thread, then completes the walkthrough and captions.
    func finish() throws {
        finished.wait()
        if let failure { throw failure }
        try walkthrough.finish()
        try captions.finish()
    }

    /// Waits for the writing thread after the producer failed; the staging folder is discarded.
    func abandon() {
        finished.wait()
        walkthrough.discard()
        captions.discard()
    }

    private func write(_ job: MixJob) throws {
        let placed = job.placed
        let stop = try job.stopPath.map { try format.writer(path: folder.staged($0), sampleRate: sampleRate, durable: false) }
        try mixer.mix(span: placed.start..<placed.end, sources: job.sources) { block, blockStart in
            try walkthrough.append(block)
            let inStop = min(block.count, placed.audibleEnd - blockStart)
            if let stop, inStop > 0 { try stop.append(UnsafeBufferPointer(rebasing: block[0..<inStop])) }
        }
        try stop?.finish()
        try captions.write(WebVTT.cues(placed.events, grouping: grouping, sampleRate: sampleRate))
    }
}
