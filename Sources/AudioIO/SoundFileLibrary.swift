import CAudioCodecs
import EarshotSupport
import Foundation

/// libsndfile's functions, opened with `dlopen` at first use instead of linked.
///
/// The library brings LAME, libopus, libvorbis, FLAC and mpg123 with it; linked, every `earshot`
/// process (and every engine worker) would map them at start, though only a render in MP3 or Opus
/// calls them. The header module gives the types; nothing links the library.
///
/// `@unchecked Sendable`: function pointers, constant once loaded; each `SNDFILE` they work on
/// belongs to one writer or reader.
struct SoundFileLibrary: @unchecked Sendable {
    let open: @convention(c) (UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<SF_INFO>?) -> OpaquePointer?
    let openDescriptor: @convention(c) (Int32, Int32, UnsafeMutablePointer<SF_INFO>?, Int32) -> OpaquePointer?
    let openVirtual: @convention(c) (UnsafeMutablePointer<SF_VIRTUAL_IO>?, Int32, UnsafeMutablePointer<SF_INFO>?,
                                     UnsafeMutableRawPointer?) -> OpaquePointer?
    let close: @convention(c) (OpaquePointer?) -> Int32
    let writeShort: @convention(c) (OpaquePointer?, UnsafePointer<Int16>?, sf_count_t) -> sf_count_t
    let readShort: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int16>?, sf_count_t) -> sf_count_t
    let command: @convention(c) (OpaquePointer?, Int32, UnsafeMutableRawPointer?, Int32) -> Int32
    let formatCheck: @convention(c) (UnsafePointer<SF_INFO>?) -> Int32
    let errorText: @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
    let errorNumberText: @convention(c) (Int32) -> UnsafePointer<CChar>?
    let versionText: @convention(c) () -> UnsafePointer<CChar>?

    /// The process's copy, opened once; the failure names what is missing.
    static let shared: Result<SoundFileLibrary, SoundFileLibraryMissing> = {
        do throws(SoundFileLibraryMissing) { return .success(try load()) } catch { return .failure(error) }
    }()

    /// libsndfile's version as it names itself (`libsndfile-1.2.0`), or nil without the library.
    static var version: String? {
        (try? shared.get()).flatMap { $0.versionText() }.map { String(cString: $0) }
    }

    private static func load() throws(SoundFileLibraryMissing) -> SoundFileLibrary {
        let (handle, soname): (UnsafeMutableRawPointer, String)
        switch SystemLocations.openFirst(of: SystemLocations.soundFile) {
        case .success(let opened): (handle, soname) = opened
        case .failure(let failure): throw SoundFileLibraryMissing(reason: failure.reason)
        }
        func symbol<T>(_ name: String) throws(SoundFileLibraryMissing) -> T {
            guard let address = dlsym(handle, name) else { throw SoundFileLibraryMissing(reason: "\(soname) has no \(name)") }
            return unsafeBitCast(address, to: T.self)
        }
        return SoundFileLibrary(
            open: try symbol("sf_open"), openDescriptor: try symbol("sf_open_fd"),
            openVirtual: try symbol("sf_open_virtual"), close: try symbol("sf_close"),
            writeShort: try symbol("sf_write_short"), readShort: try symbol("sf_read_short"),
            command: try symbol("sf_command"), formatCheck: try symbol("sf_format_check"),
            errorText: try symbol("sf_strerror"), errorNumberText: try symbol("sf_error_number"),
            versionText: try symbol("sf_version_string"))
    }

    /// The library's message for `sound`'s last error (or the last open's, with nil).
    func message(_ sound: OpaquePointer?) -> String {
        errorText(sound).map { String(cString: $0) } ?? "unknown error"
    }
}

/// libsndfile could not be opened: why, as the loader said.
struct SoundFileLibraryMissing: Error {
    var reason: String
    /// One line for an error message: what is missing and how to get it.
    var description: String {
        "libsndfile is needed for MP3 and Opus audio and could not be opened (\(reason)); install libsndfile1 (Debian: apt-get install libsndfile1)"
    }
}
