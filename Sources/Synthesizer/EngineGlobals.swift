import Foundation

/// libespeak-ng's global variables (its writable data and bss), copied out and written back, so
/// that every phrase starts from the same engine state whatever was said before it.
///
/// espeak-ng 1.51 keeps synthesis state in globals that no API resets: the wave generator's gain
/// control (lowered after a loud phrase, recovering over ~2,000 samples), its count of glottal
/// cycles (which picks the amplitude pattern of a trilled or tapped r), the clause queue and
/// more. So the same phrase came out differently after different phrases (pt-BR `nutricional`,
/// ru `Дважды коснитесь`, any en-US phrase with a comma: measured in docs/rendering.md). Writing
/// the globals back to a copy taken at a fixed point makes a phrase's audio a function of its
/// text and settings alone, which is what lets a phrase cache and several engine processes give
/// the same bytes as one engine saying everything in order.
///
/// The range is found from the library's ELF program headers (`dl_iterate_phdr`): the writable
/// `PT_LOAD` segment after its read-only-after-relocation (`PT_GNU_RELRO`) part. About 165 KB
/// for Debian's 1.51; a copy costs microseconds.
///
/// Heap memory the globals point to is not copied; see ``EspeakEngine`` for why the points where
/// copies are taken keep every such pointer valid.
struct EngineGlobals {
    private let start: UnsafeMutableRawPointer
    private let count: Int

    /// The writable globals of the loaded library whose file name starts with `fileName`
    /// (`libespeak-ng.so`); nil where they cannot be found (not loaded, or not Linux).
    init?(library fileName: String) {
        #if os(Linux)
        guard let found = Self.writableGlobals(ofLibrary: fileName),
              let pointer = UnsafeMutableRawPointer(bitPattern: found.start) else { return nil }
        start = pointer
        count = Int(found.end - found.start)
        #else
        return nil
        #endif
    }

    #if os(Linux)
    /// Walks the loaded objects with glibc's `dl_iterate_phdr`, looked up at run time (Swift's
    /// Glibc module does not declare it, and declaring it through a C header needs _GNU_SOURCE,
    /// which breaks other modules' view of glibc). The layouts read are the ELF64 ABI's:
    /// `dl_phdr_info` {addr, name, phdr, phnum} and `Elf64_Phdr` (56 bytes).
    private static func writableGlobals(ofLibrary fileName: String) -> (start: UInt, end: UInt)? {
        typealias Visit = @convention(c) (UnsafeRawPointer?, Int, UnsafeMutableRawPointer?) -> Int32
        typealias Iterate = @convention(c) (Visit, UnsafeMutableRawPointer?) -> Int32
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "dl_iterate_phdr") else { return nil }
        let iterate = unsafeBitCast(symbol, to: Iterate.self)
        final class Search {
            let fileName: String
            var found: (start: UInt, end: UInt)?
            init(_ fileName: String) { self.fileName = fileName }
        }
        let search = Search(fileName)
        withExtendedLifetime(search) {
            _ = iterate({ info, _, context in
                guard let info, let context,
                      let name = info.load(fromByteOffset: 8, as: UnsafePointer<CChar>?.self),
                      let headers = info.load(fromByteOffset: 16, as: UnsafeRawPointer?.self) else { return 0 }
                let search = Unmanaged<Search>.fromOpaque(context).takeUnretainedValue()
                guard String(cString: name).split(separator: "/").last?.hasPrefix(search.fileName) == true else { return 0 }
                let base = info.load(as: UInt.self)
                let count = Int(info.load(fromByteOffset: 24, as: UInt16.self))
                var writable: (start: UInt, end: UInt)?
                var relroEnd: UInt = 0
                for index in 0..<count {
                    let header = headers + index * 56
                    let type = header.load(as: UInt32.self), flags = header.load(fromByteOffset: 4, as: UInt32.self)
                    let start = base &+ header.load(fromByteOffset: 16, as: UInt.self)
                    let end = start + header.load(fromByteOffset: 40, as: UInt.self)
                    if type == 1, flags & 2 != 0 {  // PT_LOAD, PF_W
                        writable = (start, end)
                    } else if type == 0x6474_E552 {  // PT_GNU_RELRO
                        relroEnd = end
                    }
                }
                guard let (writableStart, end) = writable else { return 0 }
                var start = writableStart
                // The RELRO part (relocated data) is made read-only after loading and never changes.
                if relroEnd > start { start = relroEnd }
                if end > start { search.found = (start, end) }
                return 1
            }, Unmanaged.passUnretained(search).toOpaque())
        }
        return search.found
    }
    #endif

    /// A copy of the globals as they are now.
    func capture() -> Snapshot {
        let copy = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 16)
        copy.copyMemory(from: start, byteCount: count)
        return Snapshot(bytes: copy, count: count)
    }

    /// Writes `snapshot` back over the globals.
    func restore(_ snapshot: Snapshot) {
        start.copyMemory(from: snapshot.bytes, byteCount: count)
    }

    /// One copy of the globals; lives as long as the engine (never freed: the heap objects it
    /// points to are kept alive for it, see ``EspeakEngine``).
    struct Snapshot {
        fileprivate let bytes: UnsafeMutableRawPointer
        fileprivate let count: Int
    }
}
