import Basics
import Foundation

/// LAME's functions, opened with `dlopen` at first use: only an MP3 render loads the encoder.
/// Every call takes the encoder (`lame_global_flags *`) as an opaque pointer.
///
/// `@unchecked Sendable`: function pointers, constant once loaded; each encoder they work on
/// belongs to one ``MP3Writer``.
struct LameLibrary: @unchecked Sendable {
    typealias Encoder = OpaquePointer
    let create: @convention(c) () -> Encoder?
    let setChannels: @convention(c) (Encoder?, Int32) -> Int32
    let setInputRate: @convention(c) (Encoder?, Int32) -> Int32
    let setOutputRate: @convention(c) (Encoder?, Int32) -> Int32
    let setMode: @convention(c) (Encoder?, Int32) -> Int32
    let setVBR: @convention(c) (Encoder?, Int32) -> Int32
    let setBitRate: @convention(c) (Encoder?, Int32) -> Int32
    let setQuality: @convention(c) (Encoder?, Int32) -> Int32
    let setWriteInfoTag: @convention(c) (Encoder?, Int32) -> Int32
    let initializeParameters: @convention(c) (Encoder?) -> Int32
    let encode: @convention(c) (Encoder?, UnsafePointer<Int16>?, UnsafePointer<Int16>?, Int32,
                                UnsafeMutablePointer<UInt8>?, Int32) -> Int32
    let flush: @convention(c) (Encoder?, UnsafeMutablePointer<UInt8>?, Int32) -> Int32
    let infoTagFrame: @convention(c) (Encoder?, UnsafeMutablePointer<UInt8>?, Int) -> Int
    let close: @convention(c) (Encoder?) -> Int32

    static let shared: Result<LameLibrary, CodecLibraryMissing> = {
        Result { () throws(CodecLibraryMissing) in
            let library = try CodecLibraryHandle(SystemLocations.lame, library: "LAME", purpose: "MP3 audio", debianPackage: "libmp3lame0")
            return LameLibrary(
                create: try library.symbol("lame_init"), setChannels: try library.symbol("lame_set_num_channels"),
                setInputRate: try library.symbol("lame_set_in_samplerate"), setOutputRate: try library.symbol("lame_set_out_samplerate"),
                setMode: try library.symbol("lame_set_mode"), setVBR: try library.symbol("lame_set_VBR"),
                setBitRate: try library.symbol("lame_set_brate"), setQuality: try library.symbol("lame_set_quality"),
                setWriteInfoTag: try library.symbol("lame_set_bWriteVbrTag"), initializeParameters: try library.symbol("lame_init_params"),
                encode: try library.symbol("lame_encode_buffer"), flush: try library.symbol("lame_encode_flush"),
                infoTagFrame: try library.symbol("lame_get_lametag_frame"), close: try library.symbol("lame_close"))
        }
    }()
}
