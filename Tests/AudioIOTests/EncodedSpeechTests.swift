import Renderer
import Foundation
import Synthesizer
import Testing
import TestSupport

/// What a listener gets back from the encoders: real speech from libespeak-ng, encoded, decoded by
/// libsndfile (mpg123 and libopus, as a player would) and compared with the samples that went in.
/// The figures behind the thresholds are in docs/rendering.md, "Audio formats".
@Suite("Encoded speech heard back")
struct EncodedSpeechTests {
    static let sentence = "Double tap to open the settings. Wi-Fi, on. Bluetooth, off. Battery, eighty-five percent."

    static func speech() throws -> [Int16] {
        try EspeakEngine.shared().samples(for: sentence, settings: SpeechSettings(voice: "en-us"))
    }

    /// Signal to noise ratio in dB of `decoded` against `reference`, sample for sample, with
    /// `decoded` shifted by `shift` samples (the encoders' delays must already be removed by the
    /// files' own headers: only a sample of rounding is allowed for).
    static func signalToNoise(_ reference: [Int16], _ decoded: [Int16], shift: Int = 0) -> Double {
        var signal = 0.0, noise = 0.0
        for index in max(0, -shift)..<min(reference.count, decoded.count - shift) {
            let r = Double(reference[index]), d = Double(decoded[index + shift])
            signal += r * r
            noise += (r - d) * (r - d)
        }
        return 10 * log10(signal / max(noise, 1))
    }

    static func encode(_ samples: [Int16], as format: AudioFormat) throws -> WAVFile {
        let url = try Repository.temporaryDirectory().appendingPathComponent(format.fileName("speech"))
        let writer = try format.writer(path: url.path, sampleRate: 22050)
        for start in stride(from: 0, to: samples.count, by: 4096) {
            try samples[start..<min(samples.count, start + 4096)].withUnsafeBufferPointer { try writer.append($0) }
        }
        try writer.finish()
        return try EncodedAudioReader.read(url)
    }

    /// MP3: LAME's Info header carries the encoder delay, so the decoded speech lines up with the
    /// input to the sample, and it is the input's length exactly.
    @Test func mp3DecodesInPlaceAndCloseToTheSpeech() throws {
        let speech = try Self.speech()
        let decoded = try Self.encode(speech, as: .mp3)
        #expect(decoded.sampleRate == 22050)
        #expect(decoded.samples.count == speech.count, "\(decoded.samples.count) of \(speech.count) samples")
        let ratio = Self.signalToNoise(speech, decoded.samples)
        #expect(ratio > 18, "MP3 heard back at \(ratio) dB")
    }

    /// Opus: resampled to 24 kHz, so it is compared with the speech resampled the same way; the
    /// pre-skip and the last page's granule position trim it to the input's length.
    @Test func opusDecodesInPlaceAndCloseToTheSpeech() throws {
        let speech = try Self.speech()
        let decoded = try Self.encode(speech, as: .opus)
        #expect(decoded.sampleRate == 24000)
        let expectedCount = Int((Double(speech.count) * 24000 / 22050).rounded())
        #expect(abs(decoded.samples.count - expectedCount) <= 1, "\(decoded.samples.count) of \(expectedCount) samples")
        // The reference is resampled as the writer does; libsndfile's Opus decoding lands within a
        // sample of it (its own Opus files too).
        let resampler = try Resampler(from: 22050, to: 24000)
        let reference = speech.withUnsafeBufferPointer { resampler.resample($0) } + resampler.finish()
        let ratio = (-1...1).map { Self.signalToNoise(reference, decoded.samples, shift: $0) }.max() ?? 0
        #expect(ratio > 12, "Opus heard back at \(ratio) dB")
    }

    /// The bit rates the sizes in docs/rendering.md come from.
    @Test func bitRatesAreTheDocumentedOnes() throws {
        let speech = try Self.speech()
        let seconds = Double(speech.count) / 22050
        for (format, low, high) in [(AudioFormat.mp3, 54.0, 60.0), (.opus, 20.0, 32.0)] {
            let url = try Repository.temporaryDirectory().appendingPathComponent(format.fileName("rate"))
            let writer = try format.writer(path: url.path, sampleRate: 22050)
            try speech.withUnsafeBufferPointer { try writer.append($0) }
            try writer.finish()
            let kilobits = Double(try Data(contentsOf: url).count) * 8 / 1000 / seconds
            #expect(kilobits > low && kilobits < high, "\(format): \(kilobits) kbit/s")
        }
    }
}

/// libsoxr's resampling, block by block, as the Opus writer uses it.
@Suite("Resampler")
struct ResamplerTests {
    /// A 1 kHz tone at 22050 Hz.
    static let tone: [Int16] = (0..<22050).map { Int16(10000 * sin(2 * Double.pi * 1000 * Double($0) / 22050)) }

    static func resample(_ input: [Int16], blockSize: Int) throws -> [Int16] {
        let resampler = try Resampler(from: 22050, to: 24000)
        var out: [Int16] = []
        for start in stride(from: 0, to: input.count, by: blockSize) {
            out += input[start..<min(input.count, start + blockSize)].withUnsafeBufferPointer { resampler.resample($0) }
        }
        return out + resampler.finish()
    }

    @Test(arguments: [1, 7, 1000, 100_000])
    func blockByBlockIsTheWholeAtOnceAndExactlyLong(blockSize: Int) throws {
        let whole = try Self.resample(Self.tone, blockSize: Self.tone.count)
        let blocks = try Self.resample(Self.tone, blockSize: blockSize)
        #expect(whole.count == 24000)
        #expect(blocks == whole)
    }

    /// The tone is still a 1 kHz tone of the same level, in place: its value at 24 kHz is the
    /// sine at the same instant (no delay), within a few steps.
    @Test func aToneStaysInPlaceAndInTune() throws {
        let out = try Self.resample(Self.tone, blockSize: 4096)
        var worst = 0.0
        for index in 1000..<23000 {
            let expected = 10000 * sin(2 * Double.pi * 1000 * Double(index) / 24000)
            worst = max(worst, abs(Double(out[index]) - expected))
        }
        #expect(worst < 60, "differs from the tone by up to \(worst)")
    }
}
