import Foundation

/// Where the C libraries Earshot opens with `dlopen`, and the data files it reads, are found on
/// this platform: one table with the Linux answer (Debian's packages, what CI runs) and the macOS
/// answer (Homebrew on Apple silicon and Intel; not yet run, docs/install.md). The libraries are
/// opened at first use, never linked, so a process that does not need one does not load it, and
/// a missing one is a message, not a failed start.
///
/// libespeak-ng's names live in `Synthesizer/EspeakLibrary.swift`: the engine worker links
/// nothing else of Earshot's.
public enum SystemLocations {
    /// libsndfile, for MP3 and Opus: Debian's libsndfile1; Homebrew's libsndfile.
    public static let soundFile: [String] = platform(
        linux: ["libsndfile.so.1"],
        darwin: ["libsndfile.1.dylib", "/opt/homebrew/lib/libsndfile.1.dylib", "/usr/local/lib/libsndfile.1.dylib"])

    /// LAME, the MP3 encoder: Debian's libmp3lame0; Homebrew's lame.
    public static let lame: [String] = platform(
        linux: ["libmp3lame.so.0"],
        darwin: ["libmp3lame.0.dylib", "/opt/homebrew/lib/libmp3lame.0.dylib", "/usr/local/lib/libmp3lame.0.dylib"])

    /// libopus, the Opus encoder: Debian's libopus0; Homebrew's opus.
    public static let opus: [String] = platform(
        linux: ["libopus.so.0"],
        darwin: ["libopus.0.dylib", "/opt/homebrew/lib/libopus.0.dylib", "/usr/local/lib/libopus.0.dylib"])

    /// libsoxr, the resampler for Opus's rates: Debian's libsoxr0; Homebrew's libsoxr.
    public static let soxr: [String] = platform(
        linux: ["libsoxr.so.0"],
        darwin: ["libsoxr.0.dylib", "/opt/homebrew/lib/libsoxr.0.dylib", "/usr/local/lib/libsoxr.0.dylib"])

    /// libmecab, for Japanese kana readings: Debian's libmecab2; Homebrew's mecab.
    public static let mecab: [String] = platform(
        linux: ["libmecab.so.2"],
        darwin: ["libmecab.2.dylib", "/opt/homebrew/lib/libmecab.2.dylib", "/usr/local/lib/libmecab.2.dylib"])

    /// libhunspell, for telling Latin-script languages apart in captures: Debian's
    /// libhunspell-1.7-0; Homebrew's hunspell.
    public static let hunspell: [String] = platform(
        linux: ["libhunspell-1.7.so.0"],
        darwin: ["libhunspell-1.7.0.dylib", "/opt/homebrew/lib/libhunspell-1.7.0.dylib", "/usr/local/lib/libhunspell-1.7.0.dylib"])

    /// Folders holding Hunspell dictionaries (`nl_NL.aff`, `nl_NL.dic`), first holding one wins:
    /// `$EARSHOT_HUNSPELL_DIR`, then Debian's hunspell-* packages; on macOS the Spelling folders
    /// where users put them (Homebrew's hunspell ships none).
    public static var hunspellDictionaries: [String] {
        override("EARSHOT_HUNSPELL_DIR") + platform(
            linux: ["/usr/share/hunspell"],
            darwin: [NSHomeDirectory() + "/Library/Spelling", "/Library/Spelling"])
    }

    /// CLDR's `common/` folder (its `annotations/` name emoji): `$EARSHOT_CLDR_DIR`, then Debian's
    /// unicode-cldr-core. macOS has no package for it: without the variable, emoji stay silent.
    public static var cldrCommon: [String] {
        override("EARSHOT_CLDR_DIR") + platform(linux: ["/usr/share/unicode/cldr/common"], darwin: [])
    }

    /// The first of `names` that opens (RTLD_NOW, local), with the name that did, or every
    /// loader message joined with "; ".
    public static func openFirst(of names: [String]) -> Result<(handle: UnsafeMutableRawPointer, name: String), LibraryNotOpened> {
        var reasons: [String] = []
        for name in names {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) { return .success((handle, name)) }
            reasons.append(dlerror().map { String(cString: $0) } ?? "\(name): not found")
        }
        return .failure(LibraryNotOpened(reason: reasons.joined(separator: "; ")))
    }

    /// Why none of a library's names opened, as the loader said.
    public struct LibraryNotOpened: Error, Sendable {
        /// Each name tried and what the loader said of it, joined with "; ".
        public let reason: String
    }

    private static func platform(linux: [String], darwin: [String]) -> [String] {
        #if canImport(Darwin)
        darwin
        #else
        linux
        #endif
    }

    private static func override(_ variable: String) -> [String] {
        guard let value = ProcessInfo.processInfo.environment[variable], !value.isEmpty else { return [] }
        return [value]
    }
}

extension SystemLocations {
    /// libpng, to read a screenshot's pixels: Debian's libpng16-16; Homebrew's libpng.
    public static let png: [String] = platform(
        linux: ["libpng16.so.16"],
        darwin: ["libpng16.16.dylib", "/opt/homebrew/lib/libpng16.16.dylib", "/usr/local/lib/libpng16.16.dylib"])

    /// libjpeg-turbo's TurboJPEG API, to read and write screenshots as JPEG: Debian's
    /// libturbojpeg0; Homebrew's jpeg-turbo.
    public static let turboJPEG: [String] = platform(
        linux: ["libturbojpeg.so.0"],
        darwin: ["libturbojpeg.0.dylib", "/opt/homebrew/opt/jpeg-turbo/lib/libturbojpeg.0.dylib", "/usr/local/opt/jpeg-turbo/lib/libturbojpeg.0.dylib"])
}
