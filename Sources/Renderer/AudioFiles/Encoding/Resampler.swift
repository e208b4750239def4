import Basics
import Foundation

/// Changes a stream of 16-bit samples from one rate to another with libsoxr (band-limited, its
/// default high quality), block by block: what turns the engine's 22050 Hz into the 24 kHz Opus
/// takes. The output has `round(count · to / from)` samples in all, so a file's duration is the
/// input's to within a sample, and it is delayed by nothing (libsoxr trims its own filter delay).
package final class Resampler {
    private let library: SoxrLibrary
    private let resampler: OpaquePointer
    package let from: Int, to: Int
    private var consumed = 0, produced = 0
    private var input: [Float] = []
    private var output: [Float] = []

    package init(from: Int, to: Int) throws(CodecLibraryMissing) {
        library = try SoxrLibrary.shared.get()
        self.from = from
        self.to = to
        var error: UnsafePointer<CChar>?
        guard let made = library.create(Double(from), Double(to), 1, &error, nil, nil, nil), error == nil else {
            throw CodecLibraryMissing(library: "libsoxr", purpose: "Opus audio", debianPackage: "libsoxr0",
                                      reason: error.map { String(cString: $0) } ?? "soxr_create failed")
        }
        resampler = made
    }

    deinit { library.delete(resampler) }

    /// The output samples this block gives (some are held back until the input after them comes).
    package func resample(_ block: UnsafeBufferPointer<Int16>) -> [Int16] {
        consumed += block.count
        input.removeAll(keepingCapacity: true)
        input.append(contentsOf: block.lazy.map { Float($0) / 32768 })
        return run(finishing: false)
    }

    /// The rest of the output, up to the exact total.
    package func finish() -> [Int16] {
        run(finishing: true)
    }

    private func run(finishing: Bool) -> [Int16] {
        let total = Int((Double(consumed) * Double(to) / Double(from)).rounded())
        var result: [Int16] = []
        var offered = 0
        repeat {
            let room = max(4096, (input.count - offered) * to / from + 64)
            if output.count < room { output = [Float](repeating: 0, count: room) }
            var taken = 0, made = 0
            input.withUnsafeBufferPointer { inBuffer in
                output.withUnsafeMutableBufferPointer { outBuffer in
                    let source = finishing ? nil : UnsafeRawPointer(inBuffer.baseAddress.map { $0 + offered })
                    _ = library.process(resampler, source, finishing ? 0 : inBuffer.count - offered, &taken,
                                        outBuffer.baseAddress, outBuffer.count, &made)
                }
            }
            offered += taken
            let kept = min(made, total - produced)
            result += output[0..<max(0, kept)].lazy.map { Int16(max(-32768, min(32767, ($0 * 32768).rounded()))) }
            produced += max(0, kept)
            if finishing ? made == 0 : (taken == 0 && made == 0) { break }
        } while finishing || offered < input.count
        if finishing, produced < total {
            result += repeatElement(0, count: total - produced)
            produced = total
        }
        return result
    }
}

/// libsoxr's functions, opened with `dlopen` at first use; `nil` specifications are its defaults
/// (float samples, high quality).
struct SoxrLibrary: @unchecked Sendable {
    let create: @convention(c) (Double, Double, UInt32, UnsafeMutablePointer<UnsafePointer<CChar>?>?,
                                UnsafeRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?) -> OpaquePointer?
    let process: @convention(c) (OpaquePointer?, UnsafeRawPointer?, Int, UnsafeMutablePointer<Int>?,
                                 UnsafeMutableRawPointer?, Int, UnsafeMutablePointer<Int>?) -> UnsafePointer<CChar>?
    let delete: @convention(c) (OpaquePointer?) -> Void

    static let shared: Result<SoxrLibrary, CodecLibraryMissing> = {
        Result { () throws(CodecLibraryMissing) in
            let library = try CodecLibraryHandle(SystemLocations.soxr, library: "libsoxr", purpose: "Opus audio", debianPackage: "libsoxr0")
            return SoxrLibrary(create: try library.symbol("soxr_create"), process: try library.symbol("soxr_process"),
                               delete: try library.symbol("soxr_delete"))
        }
    }()
}
