import Foundation
import Synthesizer
import Testing
import TestSupport

/// The silent libpcaudio (Native/silent-pcaudio.c), opened before libespeak-ng so that Debian's
/// libpcaudio and PulseAudio, ALSA, X11 behind it are not loaded: which libraries a worker maps
/// (read from /proc/PID/maps), and that the samples are those said with the system's libpcaudio.
@Suite("The silent libpcaudio")
struct SilentAudioTests {
    static let fileName = "libearshot-silent-pcaudio.so"
    static let phrases = ["Settings, heading", "Wi-Fi, on, switch button", "Double-tap to open."]
    static let voices = [SpeechSettings(voice: "en-us"), SpeechSettings(voice: "de", wordsPerMinute: 200, pitch: 40),
                         SpeechSettings(voice: "cmn"), SpeechSettings(voice: "fr")]

    /// The Makefile's rule builds it beside the test build's `earshot` (`make test` already has;
    /// under a plain `swift test` it is made here, once for the process).
    static let besideTheBuild: Result<URL, SilentAudioBuildError> = {
        let folder = Repository.earshotExecutable.resolvingSymlinksInPath().deletingLastPathComponent()
        let target = folder.appendingPathComponent(fileName)
        let made = Result { try runProcess(URL(fileURLWithPath: "/usr/bin/make"),
                                           ["--no-print-directory", "-C", Repository.root.path, target.path], timeout: 120) }
        switch made {
        case .success(let result) where result.status == 0: return .success(target)
        case .success(let result): return .failure(SilentAudioBuildError(reason: result.stdout + result.stderr))
        case .failure(let error): return .failure(SilentAudioBuildError(reason: "\(error)"))
        }
    }()

    struct SilentAudioBuildError: Error { var reason: String }

    /// A worker that loads the system's libpcaudio (`EARSHOT_SILENT_PCAUDIO=0`).
    static func systemAudioWorker(_ executable: URL = Repository.earshotExecutable) throws -> SupervisedEngine {
        try SupervisedEngine(workerExecutable: executable,
                             environment: ProcessInfo.processInfo.environment.merging(["EARSHOT_SILENT_PCAUDIO": "0"]) { $1 })
    }

    @Test func aWorkerLoadsItInsteadOfPulseAudioAndSaysTheSameSamples() throws {
        let stub = try Self.besideTheBuild.get()
        let silent = try SupervisedEngine(workerExecutable: Repository.earshotExecutable)
        defer { silent.shutdown() }
        let system = try Self.systemAudioWorker()
        defer { system.shutdown() }
        let silentMaps = try MappedFiles(process: #require(silent.workerProcessID))
        #expect(silentMaps.contains(path: stub.path), "\(silentMaps.libraries)")
        #expect(silentMaps.systemPCAudio.isEmpty && silentMaps.pulseAudio.isEmpty, "\(silentMaps.libraries)")
        #expect(silentMaps.contains(name: "libespeak-ng.so"))
        // The comparison is with a worker that really has PulseAudio loaded.
        let systemMaps = try MappedFiles(process: #require(system.workerProcessID))
        #expect(!systemMaps.systemPCAudio.isEmpty && !systemMaps.pulseAudio.isEmpty && !systemMaps.contains(name: Self.fileName),
                "\(systemMaps.libraries)")
        #expect(silentMaps.libraries.count < systemMaps.libraries.count - 20,
                "\(silentMaps.libraries.count) libraries against \(systemMaps.libraries.count)")
        #expect(silent.sampleRate == system.sampleRate && silent.version == system.version)
        for settings in Self.voices {
            for phrase in Self.phrases {
                let expected = try system.samples(for: phrase, settings: settings)
                #expect(!expected.isEmpty)
                #expect(try silent.samples(for: phrase, settings: settings) == expected, "\(settings.voice): \(phrase)")
            }
        }
        #expect(silent.incidents.isEmpty)
    }

    /// A render's two workers: the second, forked after the first opened libespeak-ng, has the
    /// same libraries.
    @Test func bothWorkersOfAPairHaveIt() throws {
        let stub = try Self.besideTheBuild.get()
        let (engine, helper) = try SupervisedEngine.pair(workerExecutable: Repository.earshotExecutable)
        let second = try #require(helper)
        defer { second.shutdown(); engine.shutdown() }
        for worker in [engine, second] {
            let maps = try MappedFiles(process: #require(worker.workerProcessID))
            #expect(maps.contains(path: stub.path) && maps.pulseAudio.isEmpty, "\(maps.libraries)")
        }
        #expect(!(try second.samples(for: "Save button", settings: SpeechSettings(voice: "en-us"))).isEmpty)
    }

    /// `make install` puts it in PREFIX/lib/earshot/, found from PREFIX/bin/earshot.
    @Test func anInstalledWorkerFindsItInLibEarshot() throws {
        let stub = try Self.besideTheBuild.get()
        let prefix = try Repository.temporaryDirectory("earshot-silent-audio").resolvingSymlinksInPath()
        let executable = try Self.linkExecutable(into: prefix.appendingPathComponent("bin"))
        let library = prefix.appendingPathComponent("lib/earshot/\(Self.fileName)")
        try FileManager.default.createDirectory(at: library.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: stub, to: library)
        let worker = try SupervisedEngine(workerExecutable: executable)
        defer { worker.shutdown() }
        let maps = try MappedFiles(process: #require(worker.workerProcessID))
        #expect(maps.contains(path: library.path) && maps.pulseAudio.isEmpty, "\(maps.libraries)")
        let system = try Self.systemAudioWorker()
        defer { system.shutdown() }
        let settings = SpeechSettings(voice: "en-us")
        #expect(try worker.samples(for: "Save button", settings: settings) == system.samples(for: "Save button", settings: settings))
    }

    /// What can be beside the executable instead of a working silent libpcaudio.
    enum Beside: String, CaseIterable {
        /// Nothing (a library user's own program, `swift build` without `make`).
        case nothing
        /// A file that is no library.
        case notALibrary
        /// A libpcaudio.so.0 lacking functions libespeak-ng imports: libespeak-ng fails to open
        /// with it, so it is unloaded and libespeak-ng opened again.
        case anIncompleteLibrary
    }

    /// Without a silent libpcaudio that works, libespeak-ng loads the system's, as before it.
    @Test(arguments: Beside.allCases)
    func withoutAWorkingOneTheSystemLibpcaudioIsLoaded(_ beside: Beside) throws {
        let folder = try Repository.temporaryDirectory("earshot-no-silent-audio").resolvingSymlinksInPath()
        let executable = try Self.linkExecutable(into: folder)
        let library = folder.appendingPathComponent(Self.fileName)
        switch beside {
        case .nothing: break
        case .notALibrary: try Data("not an ELF file".utf8).write(to: library)
        case .anIncompleteLibrary:
            let source = folder.appendingPathComponent("incomplete.c")
            try "void *create_audio_device_object(const char *d, const char *a, const char *n) { return 0; }\n"
                .write(to: source, atomically: true, encoding: .utf8)
            let built = try runProcess(URL(fileURLWithPath: "/usr/bin/cc"),
                                       ["-shared", "-fPIC", "-Wl,-soname,libpcaudio.so.0", "-o", library.path, source.path])
            try #require(built.status == 0, "\(built.stderr)")
        }
        let worker = try SupervisedEngine(workerExecutable: executable)
        defer { worker.shutdown() }
        let maps = try MappedFiles(process: #require(worker.workerProcessID))
        #expect(!maps.systemPCAudio.isEmpty && !maps.contains(name: Self.fileName), "\(maps.libraries)")
        let system = try Self.systemAudioWorker()
        defer { system.shutdown() }
        let settings = SpeechSettings(voice: "en-us")
        #expect(try worker.samples(for: "Save button", settings: settings) == system.samples(for: "Save button", settings: settings))
    }

    /// In this process (the tests' own EspeakEngine): whichever libpcaudio it found when it first
    /// opened libespeak-ng, exactly one is loaded, PulseAudio only with the system's, and the
    /// samples are a worker's with the system's libpcaudio.
    @Test func inProcessExactlyOneLibpcaudioAndTheSameSamples() throws {
        let engine = try EspeakEngine.shared()
        let maps = try MappedFiles(process: getpid())
        let silent = maps.contains(name: Self.fileName)
        #expect(silent != !maps.systemPCAudio.isEmpty, "\(maps.libraries)")
        #expect(silent == maps.pulseAudio.isEmpty, "\(maps.libraries)")
        let system = try Self.systemAudioWorker()
        defer { system.shutdown() }
        for settings in Self.voices {
            let phrase = Self.phrases[1]
            #expect(try engine.trimmedSamples(for: phrase, settings: settings) == system.trimmedSamples(for: phrase, settings: settings),
                    "\(settings.voice)")
        }
    }

    /// A hard link to the test build's `earshot` in `folder` (its real path is then there).
    static func linkExecutable(into folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let link = folder.appendingPathComponent("earshot")
        try FileManager.default.linkItem(at: Repository.earshotExecutable.resolvingSymlinksInPath(), to: link)
        return link
    }
}

/// The files a process has mapped (`/proc/PID/maps`), by path.
private struct MappedFiles {
    let libraries: Set<String>

    init(process: Int32) throws {
        // Read to the end: /proc reports a size of 0, and String(contentsOfFile:) reads one page.
        let file = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/\(process)/maps"))
        defer { try? file.close() }
        let maps = String(decoding: try file.readToEnd() ?? Data(), as: UTF8.self)
        // address perms offset device inode [path]: only the path has a slash.
        libraries = Set(maps.split(separator: "\n").compactMap { line in
            guard let slash = line.firstIndex(of: "/") else { return nil }
            let path = String(line[slash...])
            return path.contains(".so") ? path : nil
        })
    }

    func contains(path: String) -> Bool { libraries.contains(path) }
    func contains(name: String) -> Bool { libraries.contains { ($0 as NSString).lastPathComponent.hasPrefix(name) } }
    /// Debian's libpcaudio.so.0.
    var systemPCAudio: [String] { libraries.filter { ($0 as NSString).lastPathComponent.hasPrefix("libpcaudio.so") } }
    /// libpulse.so.0, libpulse-simple, libpulsecommon.
    var pulseAudio: [String] { libraries.filter { ($0 as NSString).lastPathComponent.hasPrefix("libpulse") } }
}
