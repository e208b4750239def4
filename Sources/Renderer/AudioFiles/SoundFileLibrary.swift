import CAudioCodecs
import Basics
import Foundation

/// libsndfile's functions, opened with `dlopen` at first use instead of linked: it decodes MP3
/// and Opus where Earshot reads audio back, and keeps the batch's phrase cache as FLAC.
///
/// The library brings LAME, libopus, libvorbis, FLAC and mpg123 with it; linked, every `earshot`
/// process (and every engine worker) would map them at start, though only reading compressed
/// audio and the phrase cache call them. The header module gives the types; nothing links it.
///
/// `@unchecked Sendable`: function pointers, constant once loaded; each `SNDFILE` they work on
/// belongs to one reader or one cache entry.
struct SoundFileLibrary: @unchecked Sendable {
    let open: @convention(c) (UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<SF_INFO>?) -> OpaquePointer?
    let openVirtual: @convention(c) (UnsafeMutablePointer<SF_VIRTUAL_IO>?, Int32, UnsafeMutablePointer<SF_INFO>?,
                                     UnsafeMutableRawPointer?) -> OpaquePointer?
    let close: @convention(c) (OpaquePointer?) -> Int32
    let writeShort: @convention(c) (OpaquePointer?, UnsafePointer<Int16>?, sf_count_t) -> sf_count_t
    let readShort: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int16>?, sf_count_t) -> sf_count_t

    /// The process's copy, opened once; the failure names what is missing.
    static let shared: Result<SoundFileLibrary, CodecLibraryMissing> = {
        Result { () throws(CodecLibraryMissing) in
            let library = try CodecLibraryHandle(SystemLocations.soundFile, library: "libsndfile",
                                                 purpose: "reading MP3 and Opus audio", debianPackage: "libsndfile1")
            return SoundFileLibrary(
                open: try library.symbol("sf_open"), openVirtual: try library.symbol("sf_open_virtual"),
                close: try library.symbol("sf_close"), writeShort: try library.symbol("sf_write_short"),
                readShort: try library.symbol("sf_read_short"))
        }
    }()
}
