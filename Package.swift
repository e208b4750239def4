// swift-tools-version:6.0
import PackageDescription

// The targets follow the pipeline: a screen (Screens: the model, screen files and captures) becomes
// utterances (Simulator), sayable text (Normalizer), audio (Synthesizer) laid out in time and
// written (Renderer); Earshot is the library over them, EarshotBatch renders many screens at once
// and ReviewSite writes their review pages. Data flows one way through value types.
let package = Package(
    name: "Earshot",
    // macOS 15 and iOS 18 for the Synchronization library (Mutex, Atomic): an iOS 18 test target
    // can depend on EarshotTesting (docs/install.md, Portability). Tools 6.0: Xcode 16.0 and later.
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        // The library: load, simulate, normalize and render single screens. Builds neither the
        // argument parser nor swift-crypto (docs/install.md).
        .library(name: "Earshot", targets: ["Earshot"]),
        // Many screens in parallel with a cache and a review page: adds swift-crypto (cache keys).
        .library(name: "EarshotBatch", targets: ["EarshotBatch"]),
        // Transcript snapshot assertions for XCTest and Swift Testing (a test-only dependency).
        .library(name: "EarshotTesting", targets: ["EarshotTesting"]),
        .executable(name: "earshot", targets: ["EarshotCLI"]),
        // The engine worker alone, for programs using the library: crash isolation without the CLI.
        .executable(name: "earshot-engine", targets: ["EarshotEngine"]),
        // Single stages as products, so Fuzz/ (a separate package) builds only what it fuzzes.
        .library(name: "Screens", targets: ["Screens", "VoiceProfiles"]),
        .library(name: "Simulator", targets: ["Simulator", "Screens", "VoiceProfiles"]),
        .library(name: "Normalizer", targets: ["Normalizer", "VoiceProfiles"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // The DocC catalog (Sources/Earshot/Earshot.docc): `make docs` uses its snippet-extract
        // with docc directly; `swift package generate-documentation` works too, without the
        // re-exported types (scripts/docs-symbol-graphs says why).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The C declarations Earshot calls in libespeak-ng, written in the shim itself: the library
        // is opened with dlopen where it is used, so compiling needs no library headers and other
        // processes do not load its forty dependencies. CEspeakNG, CMeCab and CAudioCodecs alike.
        .systemLibrary(name: "CEspeakNG"),
        // What two or more stages share and none owns: the YAML composer with source places (screen
        // files and voice profiles), escaping for the formats Earshot writes, language-tag syntax,
        // and where the system's libraries and data are on each platform.
        .target(name: "Basics", dependencies: ["Yams"]),
        // A screen and how it comes in: the platform-free model (Model/), screens written in Swift
        // (DSL/), screen files read and written (ScreenFile/), captures of real apps (Import/), and
        // ScreenSource, which reads a file once and hands it to the one that reads its format.
        .target(name: "Screens", dependencies: ["Basics", "VoiceProfiles", "Yams"]),
        // Voices/*.yaml built into the module (EmbedVoices runs FileEmbedder on every file there),
        // so an installed binary or a library user needs no checkout to find the defaults.
        .target(name: "VoiceProfiles", dependencies: ["Basics", "Yams"], plugins: ["EmbedVoices"]),
        .executableTarget(name: "FileEmbedder"),
        .plugin(name: "EmbedVoices", capability: .buildTool(), dependencies: ["FileEmbedder"]),
        // Normalizer/WordLists (the generated word lists and spelling tables) built into the module
        // the same way: no file is read at run time.
        .plugin(name: "EmbedWordLists", capability: .buildTool(), dependencies: ["FileEmbedder"]),
        // Focus order and utterances, and transcripts compared (Comparison/).
        .target(name: "Simulator", dependencies: ["Basics", "Screens", "VoiceProfiles"]),
        // MeCab's node layout: Normalizer/CLDR/JapaneseReading opens libmecab with dlopen when a
        // profile asks for the Japanese reading pass.
        .systemLibrary(name: "CMeCab"),
        // One ICU function Foundation's ICU exports without a public header: resource look-up with
        // locale fallback (Normalizer/CLDR/ICU.swift reads CLDR's unit patterns with it).
        .systemLibrary(name: "CICUResources"),
        .target(
            name: "Normalizer",
            dependencies: ["Basics", "VoiceProfiles", "CMeCab", "CICUResources"],
            exclude: ["WordLists"],
            // ICU as Foundation ships it: CLDR's spell-out rule sets, plural rules, currency and unit names.
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))],
            plugins: ["EmbedWordLists"]
        ),
        .target(name: "Synthesizer", dependencies: ["CEspeakNG"]),
        // The C declarations of libsndfile, LAME, libopus and libsoxr: Renderer/AudioFiles opens
        // them with dlopen to encode MP3 and Ogg Opus and decode them, so a WAV render never loads them.
        .systemLibrary(name: "CAudioCodecs"),
        // Plan, synthesize, lay out, write: utterances become audio in time, and the files
        // (AudioFiles/: WAV, MP3, Opus, written atomically).
        .target(name: "Renderer", dependencies: ["Basics", "Simulator", "Normalizer", "Synthesizer", "VoiceProfiles", "CAudioCodecs"]),
        // Accessibility findings on a screen's tree, and the focus map (FocusMap/): beside the
        // pipeline, reading what it reads.
        .target(name: "Audit", dependencies: ["Basics", "Screens", "Simulator", "Normalizer", "VoiceProfiles"]),
        // The library: `import Earshot` re-exports the stages and adds the path from a file to its
        // outputs (Pipeline/) and the facade (Previewer).
        .target(
            name: "Earshot",
            dependencies: ["Basics", "Screens", "VoiceProfiles", "Simulator", "Normalizer", "Synthesizer", "Renderer", "Audit"]
        ),
        // The review site a batch writes (index, one page per screen) and the files on disk it
        // reads (ScreenManifest, CacheKey).
        .target(
            name: "ReviewSite",
            dependencies: [
                "Basics", "Screens", "VoiceProfiles", "Simulator", "Renderer", "Audit",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // Many screens in parallel with a cache and a baseline: adds swift-crypto (cache keys).
        .target(name: "EarshotBatch", dependencies: ["Earshot", "ReviewSite", .product(name: "Crypto", package: "swift-crypto")]),
        .target(name: "EarshotTesting", dependencies: ["Screens", "Simulator", "VoiceProfiles"]),
        .executableTarget(
            name: "EarshotCLI",
            dependencies: ["Earshot", "EarshotBatch", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(name: "EarshotEngine", dependencies: ["Synthesizer"]),
        // Benchmarks: run by bench/*.sh on a release build, never by the tests.
        .executableTarget(name: "EngineBench", dependencies: ["Synthesizer"], path: "bench/EngineBench"),
        .target(name: "TestSupport", dependencies: ["Renderer", "VoiceProfiles"], path: "Tests/TestSupport"),
        .testTarget(name: "VoiceProfilesTests", dependencies: ["VoiceProfiles", "Normalizer", "Synthesizer", "TestSupport", "Yams"]),
        .testTarget(name: "SynthesizerTests", dependencies: ["Synthesizer", "VoiceProfiles", "Renderer", "TestSupport"]),
        .testTarget(name: "BasicsTests", dependencies: ["Basics"]),
        .testTarget(name: "AudioIOTests", dependencies: ["Renderer", "Synthesizer", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["Renderer", "TestSupport"]),
        .testTarget(
            name: "RendererTests",
            dependencies: ["Renderer", "Screens", "Simulator", "Normalizer", "Synthesizer", "VoiceProfiles", "TestSupport"]
        ),
        .testTarget(
            name: "EarshotBatchTests",
            dependencies: ["EarshotBatch", "ReviewSite", "Renderer", "Synthesizer", "Screens", "TestSupport"]
        ),
        .testTarget(name: "ScreenLoaderTests", dependencies: ["Screens", "TestSupport"]),
        .testTarget(
            name: "SimulatorTests",
            dependencies: ["Simulator", "Screens", "VoiceProfiles", "TestSupport"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "NormalizerTests",
            dependencies: ["Normalizer", "VoiceProfiles", "Synthesizer", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "ScreenImportTests",
            dependencies: ["Screens", "Simulator", "VoiceProfiles", "TestSupport", "Yams"],
            exclude: ["Fixtures", "Fidelity"]
        ),
        .testTarget(name: "CorpusTests", dependencies: ["Renderer", "TestSupport"]),
        // `make install` into a temporary prefix, and a package outside the checkout using the library.
        .testTarget(name: "InstallTests", dependencies: ["Renderer", "TestSupport"]),
        .testTarget(
            name: "ScreenDSLTests",
            dependencies: ["Screens", "TestSupport"],
            exclude: ["AllKeys.yaml", "AllKeys.png"]
        ),
        .testTarget(
            name: "TranscriptComparisonTests",
            dependencies: ["Simulator", "Screens", "TestSupport"]
        ),
        // Builds a package outside the checkout that uses EarshotTesting (make test runs it).
        .testTarget(name: "PackageUserTests", dependencies: ["TestSupport"]),
        .testTarget(
            name: "EarshotTestingTests",
            dependencies: ["EarshotTesting", "Simulator", "Screens", "TestSupport"],
            exclude: ["__Transcripts__"]
        ),
        .testTarget(
            name: "AuditTests",
            dependencies: ["Audit", "Screens", "VoiceProfiles", "TestSupport"],
            exclude: ["Corpus"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
