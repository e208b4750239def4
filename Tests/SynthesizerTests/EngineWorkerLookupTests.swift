import Foundation
import Synthesizer
import Testing

/// A library user's program finds `earshot-engine` where the build put it: beside the program, or
/// beside the image that holds the library (docs/install.md, Portability). SwiftPM links the
/// tests into one program in `.build/debug`, where `swift build --build-tests` also puts
/// `earshot-engine`, so the image rule is tried here as it would be under Xcode's `xctest`.
struct EngineWorkerLookupTests {
    @Test func theImageHoldingTheLibraryIsWhereTheBuildPutTheWorker() throws {
        let folders = EngineWorkerProgram.libraryImageFolders
        let first = try #require(folders.first, "dladdr found no image for the library")
        let engine = first.appendingPathComponent("earshot-engine")
        try #require(FileManager.default.isExecutableFile(atPath: engine.path),
                     "swift build --build-tests puts earshot-engine beside the test program: \(first.path)")
        let found = try EngineWorkerProgram.locate(environment: ["PATH": ""])
        #expect(found.executable.resolvingSymlinksInPath().path == engine.resolvingSymlinksInPath().path)
    }

    /// Xcode's test bundle: the image is inside `Name.xctest`, the worker in the products folder.
    @Test func anImageInsideABundleLooksBesideTheBundle() {
        let image = URL(fileURLWithPath: "/Derived/Build/Products/Debug/KennelTests.xctest/Contents/MacOS/KennelTests")
        #expect(EngineWorkerProgram.folders(besideImage: image).map(\.path)
                == ["/Derived/Build/Products/Debug/KennelTests.xctest/Contents/MacOS", "/Derived/Build/Products/Debug"])
        let plain = URL(fileURLWithPath: "/usr/lib/libEarshot.so")
        #expect(EngineWorkerProgram.folders(besideImage: plain).map(\.path) == ["/usr/lib"])
    }
}
