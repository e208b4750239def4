import Foundation

/// One laid-out utterance ready to be mixed and written.
struct MixJob {
    var placed: PlacedUtterance
    /// Each piece of audio with its start offset, cut to the length that plays.
    var sources: [MixSource.Resolved]
    /// The stop file, relative to the screen folder; nil when stops are not written alone.
    var stopPath: String?
}

extension MixSource {
    /// A source with its samples.
    struct Resolved {
        var start: Int
        var samples: ArraySlice<Int16>
    }
}

/// Writes the walkthrough, the stop files and the captions from laid-out utterances, one at a
/// time as the layout places them.
final class AudioWriter {
    private let folder: ScreenFolder
    private let sampleRate: Int
    private let format: AudioFormat
    private let walkthrough: any AudioFileWriter
    private let captions: TextStream
    private let grouping: CaptionGrouping
    private var mixer = SpanMixer()

    init(folder: ScreenFolder, sampleRate: Int, format: AudioFormat, captions grouping: CaptionGrouping) throws {
        self.folder = folder
        self.sampleRate = sampleRate
        self.format = format
        self.grouping = grouping
        walkthrough = try format.writer(path: folder.staged(format.fileName("walkthrough")), sampleRate: sampleRate, durable: false)
        captions = try TextStream(path: folder.staged("captions.vtt"))
        try captions.write(WebVTT.header)
    }

    /// Completes the walkthrough and captions.
    func finish() throws {
        try walkthrough.finish()
        try captions.finish()
    }

    /// After a failure: the staging folder is discarded.
    func abandon() {
        walkthrough.discard()
        captions.discard()
    }

    /// Mixes one utterance into the walkthrough (and its stop file) and writes its captions.
    func write(_ job: MixJob) throws {
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
