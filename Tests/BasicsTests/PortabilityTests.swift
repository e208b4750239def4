import Basics
import Foundation
import Testing

/// What makes the package build where iOS developers work (docs/install.md, Portability), checked
/// on Linux: the C shims need no library headers and agree with the real ones, the platform
/// declarations and the consumer manifests agree, and the Linux answers of `SystemLocations` open.
struct PortabilityTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let shims = ["CEspeakNG", "CAudioCodecs", "CMeCab", "CICUResources"]

    /// Runs a program; its status and what it printed on stdout and stderr together.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static var clangResourceIncludes: String? {
        guard let found = try? run(["clang", "-print-resource-dir"]), found.status == 0 else { return nil }
        return found.output.trimmingCharacters(in: .whitespacesAndNewlines) + "/include"
    }

    /// Each shim compiles with no include path but the compiler's own freestanding headers
    /// (stdint.h, stddef.h): no library's -dev package is needed to build Earshot.
    @Test(arguments: shims)
    func shimNeedsNoLibraryHeaders(_ shim: String) throws {
        let includes = try #require(Self.clangResourceIncludes, "clang (the Swift toolchain's) is needed")
        let header = Self.root.appendingPathComponent("Sources/\(shim)/shim.h").path
        let result = try Self.run(["clang", "-fsyntax-only", "-x", "c", "-ffreestanding", "-nostdinc",
                                   "-isystem", includes, header])
        #expect(result.status == 0, "\(shim)/shim.h needs a header beyond the compiler's own: \(result.output)")
    }

    /// Every size, offset and value the Swift code relies on, printed by one C program compiled
    /// twice: against the shims and against the libraries' own headers.
    static let facts = """
        #include <stdio.h>
        #include <stddef.h>
        #ifdef REAL_HEADERS
        #include <espeak-ng/speak_lib.h>
        #include <espeak-ng/espeak_ng.h>
        #include <sndfile.h>
        #include <mecab.h>
        #include <lame/lame.h>
        #include <opus/opus.h>
        #else
        #include "CEspeakNG/shim.h"
        #include "CAudioCodecs/shim.h"
        #include "CMeCab/shim.h"
        #endif
        #define FACT(x) printf("%s = %ld\\n", #x, (long)(x));
        int main(void) {
            FACT(sizeof(espeak_EVENT)) FACT(offsetof(espeak_EVENT, user_data)) FACT(sizeof(espeak_ng_STATUS))
            FACT(ENS_OK) FACT(ENOUTPUT_MODE_SYNCHRONOUS) FACT(POS_CHARACTER) FACT(espeakRATE) FACT(espeakPITCH)
            FACT(espeakCHARS_UTF8) FACT(espeakPHONEMES) FACT(sizeof(espeak_PARAMETER)) FACT(sizeof(espeak_POSITION_TYPE))
            FACT(sizeof(sf_count_t)) FACT(sizeof(SF_INFO)) FACT(offsetof(SF_INFO, samplerate)) FACT(offsetof(SF_INFO, channels))
            FACT(offsetof(SF_INFO, format)) FACT(offsetof(SF_INFO, seekable)) FACT(sizeof(SF_VIRTUAL_IO))
            FACT(offsetof(SF_VIRTUAL_IO, tell)) FACT(SF_FORMAT_FLAC) FACT(SF_FORMAT_PCM_16) FACT(SFM_READ) FACT(SFM_WRITE)
            FACT(sizeof(mecab_node_t)) FACT(offsetof(mecab_node_t, next)) FACT(offsetof(mecab_node_t, surface))
            FACT(offsetof(mecab_node_t, feature)) FACT(offsetof(mecab_node_t, length)) FACT(offsetof(mecab_node_t, rlength))
            FACT(offsetof(mecab_node_t, stat)) FACT(MECAB_NOR_NODE) FACT(MECAB_UNK_NODE)
            FACT(MONO) FACT(vbr_off) FACT(OPUS_APPLICATION_AUDIO) FACT(OPUS_SET_BITRATE_REQUEST)
            FACT(OPUS_SET_COMPLEXITY_REQUEST) FACT(OPUS_GET_LOOKAHEAD_REQUEST)
            return 0;
        }
        """

    static let realHeaders = ["/usr/include/espeak-ng/speak_lib.h", "/usr/include/sndfile.h", "/usr/include/mecab.h",
                              "/usr/include/lame/lame.h", "/usr/include/opus/opus.h"]

    @Test(.enabled(if: realHeaders.allSatisfy { FileManager.default.fileExists(atPath: $0) },
                   "needs the -dev packages scripts/install-deps --test installs"))
    func shimsAgreeWithTheLibrariesHeaders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shim-facts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("facts.c")
        try Self.facts.write(to: source, atomically: true, encoding: .utf8)
        var printed: [String] = []
        for (name, flags) in [("shim", ["-I", Self.root.appendingPathComponent("Sources").path]), ("real", ["-DREAL_HEADERS"])] {
            let binary = folder.appendingPathComponent(name).path
            let compiled = try Self.run(["cc", "-o", binary, source.path] + flags)
            try #require(compiled.status == 0, "compiling against the \(name) headers: \(compiled.output)")
            let ran = try Self.run([binary])
            try #require(ran.status == 0)
            printed.append(ran.output)
        }
        let shim = printed[0].split(separator: "\n"), real = printed[1].split(separator: "\n")
        #expect(shim.count == 39)
        for (ours, theirs) in zip(shim, real) { #expect(ours == theirs) }
    }

    /// The platforms a library user's package must declare are the ones Package.swift declares:
    /// the consumer manifests the suite builds (an iOS team's test package, a library user's
    /// program) say the same, and the tools version shuts out no Xcode 16.
    @Test func consumerManifestsDeclareThePackagesPlatforms() throws {
        func platforms(in text: String) -> [String] {
            text.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("platforms: [") }
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
        func toolsVersion(in text: String) -> [String] {
            text.split(separator: "\n").filter { $0.contains("swift-tools-version:") }
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let package = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declared = platforms(in: package)
        #expect(declared == ["platforms: [.macOS(.v15), .iOS(.v18)],"])
        #expect(toolsVersion(in: package) == ["// swift-tools-version:6.0"])
        for consumer in ["Tests/PackageUserTests/SnapshotUserTests.swift", "Tests/InstallTests/LibraryUserTests.swift"] {
            let text = try String(contentsOf: Self.root.appendingPathComponent(consumer), encoding: .utf8)
            #expect(platforms(in: text) == declared, "\(consumer)")
            #expect(toolsVersion(in: text) == ["// swift-tools-version:6.0"], "\(consumer)")
        }
    }

    /// The Linux answers name libraries that open here (make test installs them), and a name
    /// that does not exist is a reason, not a crash.
    @Test func linuxLibrariesOpenByTheirListedNames() throws {
        for names in [SystemLocations.soundFile, SystemLocations.mecab, SystemLocations.hunspell] {
            let opened = try SystemLocations.openFirst(of: names).get()
            #expect(opened.name == names[0])
        }
        switch SystemLocations.openFirst(of: ["libearshot-no-such-library.so.9"]) {
        case .success: Issue.record("a missing library opened")
        case .failure(let failure): #expect(failure.reason.contains("libearshot-no-such-library.so.9"))
        }
        #expect(SystemLocations.hunspellDictionaries.contains("/usr/share/hunspell"))
        #expect(SystemLocations.cldrCommon.contains("/usr/share/unicode/cldr/common"))
    }
}
