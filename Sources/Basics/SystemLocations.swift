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
    /// libsndfile, to decode compressed audio and keep the phrase cache as FLAC: Debian's libsndfile1; Homebrew's libsndfile.
    public static let soundFile: [String] = library(linux: "libsndfile.so.1", darwin: "libsndfile.1.dylib")

    /// LAME, the MP3 encoder: Debian's libmp3lame0; Homebrew's lame.
    public static let lame: [String] = library(linux: "libmp3lame.so.0", darwin: "libmp3lame.0.dylib")

    /// libopus, the Opus encoder: Debian's libopus0; Homebrew's opus.
    public static let opus: [String] = library(linux: "libopus.so.0", darwin: "libopus.0.dylib")

    /// libsoxr, the resampler for Opus's rates: Debian's libsoxr0; Homebrew's libsoxr.
    public static let soxr: [String] = library(linux: "libsoxr.so.0", darwin: "libsoxr.0.dylib")

    /// libmecab, for Japanese kana readings: Debian's libmecab2; Homebrew's mecab.
    public static let mecab: [String] = library(linux: "libmecab.so.2", darwin: "libmecab.2.dylib")

    /// libhunspell, for telling Latin-script languages apart in captures: Debian's
    /// libhunspell-1.7-0; Homebrew's hunspell.
    public static let hunspell: [String] = library(linux: "libhunspell-1.7.so.0", darwin: "libhunspell-1.7.0.dylib")

    /// libpng, to read a screenshot's pixels: Debian's libpng16-16; Homebrew's libpng.
    public static let png: [String] = library(linux: "libpng16.so.16", darwin: "libpng16.16.dylib")

    /// libjpeg-turbo's TurboJPEG API, to read and write screenshots as JPEG: Debian's
    /// libturbojpeg0; Homebrew's jpeg-turbo.
    public static let turboJPEG: [String] = library(linux: "libturbojpeg.so.0", darwin: "libturbojpeg.0.dylib", homebrewFolder: "opt/jpeg-turbo/lib")

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

    /// A library's names: Debian's soname on Linux; on macOS its install name on the loader's
    /// path, then Homebrew's copy on Apple silicon (/opt/homebrew) and on Intel (/usr/local), in
    /// `homebrewFolder` under each prefix (`lib`, or `opt/NAME/lib` for a keg-only formula).
    private static func library(linux soname: String, darwin installName: String, homebrewFolder: String = "lib") -> [String] {
        platform(linux: [soname], darwin: [installName] + ["/opt/homebrew", "/usr/local"].map { "\($0)/\(homebrewFolder)/\(installName)" })
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

