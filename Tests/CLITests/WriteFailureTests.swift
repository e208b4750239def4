import Foundation
import Testing
import TestSupport

/// Writes that fail for real: a full disk (a tmpfs of a few kilobytes), a read-only file system,
/// a folder the user may not write (earshot run as `nobody`), a file where a folder should be.
/// Each ends with one line naming the path and the reason, exit 1, and nothing half-written.
@Suite("Write failures end with one line and leave nothing behind", .serialized)
struct WriteFailureTests {
    static let screen = "name: Full Disk\nlanguage: en-US\nelements:\n  - {label: A long enough label to need more than a few kilobytes of audio, traits: [button]}\n"

    func screenFile() throws -> URL {
        let file = try Repository.temporaryDirectory().appendingPathComponent("full.yaml")
        try Self.screen.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// The one error line of a failed run (besides render's progress and summary lines).
    func errorLines(_ result: ProcessResult) -> [String] {
        result.stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("earshot: ") }
    }

    func expectNoRawErrors(_ result: ProcessResult) {
        #expect(!result.stderr.contains("NSCocoaErrorDomain") && !result.stderr.contains("Error Domain"), "\(result.stderr)")
    }

    @Test(.enabled(if: ScratchMount.unavailable == nil, "\(ScratchMount.unavailable ?? "")"))
    func aFullDiskIsOneLineAndNoPartialFile() throws {
        let mount = try #require(ScratchMount.tmpfs(kilobytes: 24))
        defer { mount.unmount() }
        let out = mount.folder.appendingPathComponent("out")

        let render = try runEarshot(["render", try screenFile().path, "-o", out.path])
        #expect(render.status == 1)
        #expect(errorLines(render) == ["earshot: \(try screenFile().path): \(out.path)/Full-Disk: cannot write: no space left on the device"]
                || errorLines(render).count == 1 && errorLines(render)[0].hasSuffix("Full-Disk: cannot write: no space left on the device"),
                "\(render.stderr)")
        expectNoRawErrors(render)
        #expect(render.stdout.isEmpty)
        #expect(mount.contents().filter { $0 != "out" }.isEmpty, "left behind: \(mount.contents())")

        let wav = mount.folder.appendingPathComponent("long.wav").path
        let speak = try runEarshot(["speak", String(repeating: "A sentence that takes a while to say. ", count: 5), "-o", wav])
        #expect(speak.status == 1)
        #expect(speak.stderr == "earshot: \(wav): cannot write: no space left on the device\n")
        #expect(speak.stdout.isEmpty)
        #expect(mount.contents().filter { $0 != "out" }.isEmpty, "left behind: \(mount.contents())")

        // A file bigger than the disk, written by import in one go.
        let big = try Repository.temporaryDirectory().appendingPathComponent("big.yaml")
        try ("name: big\nelements:\n" + String(repeating: "  - {label: \(String(repeating: "x", count: 200))}\n", count: 200))
            .write(to: big, atomically: true, encoding: .utf8)
        let target = mount.folder.appendingPathComponent("big.yaml").path
        let imported = try runEarshot(["import", big.path, "-o", target])
        #expect(imported.status == 1)
        #expect(imported.stderr == "earshot: \(target): cannot write: no space left on the device\n")
        #expect(mount.contents().filter { $0 != "out" }.isEmpty, "left behind: \(mount.contents())")
    }

    @Test(.enabled(if: ScratchMount.unavailable == nil, "\(ScratchMount.unavailable ?? "")"))
    func aReadOnlyFileSystemIsOneLine() throws {
        let mount = try #require(ScratchMount.tmpfs(kilobytes: 64, readOnly: true))
        defer { mount.unmount() }
        let wav = mount.folder.appendingPathComponent("hello.wav").path
        let speak = try runEarshot(["speak", "Hello", "-o", wav])
        #expect(speak.status == 1)
        #expect(speak.stderr == "earshot: \(wav): cannot write: the file system is read-only\n")

        let render = try runEarshot(["render", try screenFile().path, "-o", mount.folder.path])
        #expect(render.status == 1)
        #expect(errorLines(render).count == 1 && errorLines(render)[0].hasSuffix("\(mount.folder.path): cannot write: the file system is read-only"),
                "\(render.stderr)")
        expectNoRawErrors(render)
        #expect(mount.contents().isEmpty)
    }

    @Test func aFileWhereAFolderShouldBeIsOneLine() throws {
        let dir = try Repository.temporaryDirectory()
        let file = dir.appendingPathComponent("taken")
        try Data("x".utf8).write(to: file)
        let render = try runEarshot(["render", try screenFile().path, "-o", file.path])
        #expect(render.status == 1)
        #expect(errorLines(render).count == 1 && errorLines(render)[0].hasSuffix("\(file.path): cannot write: \(file.path) is a file, not a folder"),
                "\(render.stderr)")
        let speak = try runEarshot(["speak", "Hello", "-o", file.path + "/hello.wav"])
        #expect(speak.status == 1)
        #expect(speak.stderr.hasPrefix("earshot: \(file.path)/hello.wav: cannot write: "), "\(speak.stderr)")
        expectNoRawErrors(speak)
        #expect(try String(contentsOf: file, encoding: .utf8) == "x")
    }

    /// Root ignores permission bits, so earshot runs as `nobody` against a folder only root may write.
    static let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// `nobody` may not enter the checkout when it lies in a private folder (a `mktemp -d`
    /// folder, a home folder of mode 0700), so it runs a copy of earshot from a folder it can
    /// read, with the built-in voice profiles.
    @Test(.enabled(if: getuid() == 0 && setpriv != nil, "needs root and setpriv to run earshot as nobody"))
    func aFolderWithoutPermissionIsOneLine() throws {
        let bin = try Repository.temporaryDirectory("earshot-for-nobody")
        for folder in [bin.deletingLastPathComponent(), bin] {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        }
        let earshot = bin.appendingPathComponent("earshot")
        try FileManager.default.copyItem(at: Repository.earshotExecutable, to: earshot)
        let dir = try Repository.temporaryDirectory()
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.path)
        let wav = dir.appendingPathComponent("hello.wav").path
        let result = try runProcess(URL(fileURLWithPath: Self.setpriv!),
                                    ["--reuid=65534", "--regid=65534", "--clear-groups", earshot.path, "speak", "Hello", "-o", wav],
                                    environment: ["EARSHOT_VOICES": "", "HOME": "/tmp"], directory: bin)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr == "earshot: \(wav): cannot write: permission denied\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }
}
