import Basics
import Foundation

/// libopus's encoder functions, opened with `dlopen` at first use: only an Opus render loads it.
/// The encoder's settings go through `opus_encoder_ctl`, a variadic C function, which the shim
/// calls for Swift (`earshot_opus_encoder_ctl_int`).
///
/// `@unchecked Sendable`: function pointers, constant once loaded; each encoder they work on
/// belongs to one ``OpusWriter``.
struct OpusLibrary: @unchecked Sendable {
    typealias Encoder = OpaquePointer
    let create: @convention(c) (Int32, Int32, Int32, UnsafeMutablePointer<Int32>?) -> Encoder?
    let encode: @convention(c) (Encoder?, UnsafePointer<Int16>?, Int32, UnsafeMutablePointer<UInt8>?, Int32) -> Int32
    let destroy: @convention(c) (Encoder?) -> Void
    let control: UnsafeMutableRawPointer
    let versionText: @convention(c) () -> UnsafePointer<CChar>?

    static let shared: Result<OpusLibrary, CodecLibraryMissing> = {
        Result { () throws(CodecLibraryMissing) in
            let library = try CodecLibraryHandle(SystemLocations.opus, library: "libopus", purpose: "Opus audio", debianPackage: "libopus0")
            return OpusLibrary(
                create: try library.symbol("opus_encoder_create"), encode: try library.symbol("opus_encode"),
                destroy: try library.symbol("opus_encoder_destroy"), control: try library.symbol("opus_encoder_ctl"),
                versionText: try library.symbol("opus_get_version_string"))
        }
    }()
}
