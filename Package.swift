// swift-tools-version:6.0
import PackageDescription

// The targets follow the pipeline: a screen (ScreenModel, read by ScreenLoader and ScreenImport)
// becomes utterances (Simulator), sayable text (Normalizer), audio (Synthesizer) laid out in time
// (Renderer), and many screens at once (BatchRendering). Data flows one way through value types.
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
        .library(name: "ScreenLoader", targets: ["ScreenLoader", "ScreenModel"]),
        .library(name: "ScreenImport", targets: ["ScreenImport", "ScreenLoader", "ScreenModel", "VoiceProfiles"]),
        .library(name: "Simulator", targets: ["Simulator", "VoiceProfiles"]),
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
        // What is general and belongs to no stage: a value made once, escaping,
        // the YAML composer (over Yams' libyaml) the loader and the profiles share.
        .target(name: "EarshotSupport", dependencies: ["Yams"]),
        .target(name: "ScreenModel"),
        .target(name: "ScreenLoader", dependencies: ["EarshotSupport", "ScreenModel", "Yams"]),
        // VoiceProfiles for the one right-to-left rule (ReadingDirection) a capture's rows join by.
        .target(name: "ScreenImport", dependencies: ["EarshotSupport", "ScreenModel", "ScreenLoader", "VoiceProfiles"]),
        // Voices/*.yaml built into the module (EmbedVoices runs FileEmbedder on every file there),
        // so an installed binary or a library user needs no checkout to find the defaults.
        .target(name: "VoiceProfiles", dependencies: ["EarshotSupport", "Yams"], plugins: ["EmbedVoices"]),
        .executableTarget(name: "FileEmbedder"),
        .plugin(name: "EmbedVoices", capability: .buildTool(), dependencies: ["FileEmbedder"]),
        // Normalizer/WordLists (the generated word lists and spelling tables) built into the module
        // the same way: no file is read at run time.
        .plugin(name: "EmbedWordLists", capability: .buildTool(), dependencies: ["FileEmbedder"]),
        .target(name: "Simulator", dependencies: ["EarshotSupport", "ScreenModel", "VoiceProfiles"]),
        // MeCab's node layout: Normalizer/CLDR/JapaneseReading opens libmecab with dlopen when a
        // profile asks for the Japanese reading pass.
        .systemLibrary(name: "CMeCab"),
        // One ICU function Foundation's ICU exports without a public header: resource look-up with
        // locale fallback (Normalizer/CLDR/ICU.swift reads CLDR's unit patterns with it).
        .systemLibrary(name: "CICUResources"),
        .target(
            name: "Normalizer",
            dependencies: ["EarshotSupport", "VoiceProfiles", "CMeCab", "CICUResources"],
            exclude: ["WordLists"],
            // ICU as Foundation ships it: CLDR's spell-out rule sets, plural rules, currency and unit names.
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))],
            plugins: ["EmbedWordLists"]
        ),
        // Accessibility findings on a screen's tree (beside the pipeline: reads what it reads).
        .target(name: "Audit", dependencies: ["ScreenModel", "ScreenLoader", "ScreenImport", "Simulator", "Normalizer", "VoiceProfiles"]),
        // The focus map: where each stop is on the screen and the path between them, as SVG.
        .target(name: "FocusMap", dependencies: ["EarshotSupport", "ScreenModel", "Simulator"]),
        .target(name: "Synthesizer", dependencies: ["CEspeakNG"]),
        // Screens written in Swift, building the same model a screen file loads into.
        .target(name: "ScreenDSL", dependencies: ["ScreenModel"]),
        // Two transcripts or two builds of a screen compared: line diffs and stop diffs.
        .target(name: "TranscriptComparison", dependencies: ["EarshotSupport", "ScreenModel", "Simulator", "VoiceProfiles"]),
        .target(
            name: "EarshotTesting",
            dependencies: ["ScreenModel", "ScreenDSL", "Simulator", "VoiceProfiles", "TranscriptComparison"]
        ),
        // libsndfile's types and constants: AudioIO/SoundFileLibrary opens the library with dlopen to
        // encode MP3 (LAME) and Ogg Opus (libopus) and decode them, so a WAV render never loads it.
        .systemLibrary(name: "CAudioCodecs"),
        .target(name: "AudioIO", dependencies: ["EarshotSupport", "CAudioCodecs"]),
        .target(name: "Renderer", dependencies: ["EarshotSupport", "Simulator", "Normalizer", "Synthesizer", "VoiceProfiles", "AudioIO"]),
        // The stages in order for one screen (load, simulate, plan, synthesize, lay out, write):
        // the one path the CLI, the batch and the library take.
        .target(
            name: "Pipeline",
            dependencies: ["ScreenModel", "ScreenLoader", "ScreenImport", "VoiceProfiles", "Simulator", "Synthesizer", "Renderer"]
        ),
        .target(
            name: "BatchRendering",
            dependencies: [
                "EarshotSupport", "Pipeline", "Renderer", "ScreenLoader", "ScreenImport", "ScreenModel", "Simulator", "Synthesizer",
                "VoiceProfiles", "AudioIO", "Audit", "FocusMap", "TranscriptComparison",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .target(
            name: "Earshot",
            dependencies: [
                "EarshotSupport", "ScreenModel", "ScreenLoader", "ScreenImport", "VoiceProfiles", "Simulator",
                "Normalizer", "Synthesizer", "AudioIO", "Renderer", "Pipeline", "Audit", "FocusMap",
                "ScreenDSL", "TranscriptComparison",
            ]
        ),
        .target(name: "EarshotBatch", dependencies: ["Earshot", "BatchRendering"]),
        .executableTarget(
            name: "EarshotCLI",
            dependencies: ["Earshot", "BatchRendering", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(name: "EarshotEngine", dependencies: ["Synthesizer"]),
        // Benchmarks: run by bench/*.sh on a release build, never by the tests.
        .executableTarget(name: "EngineBench", dependencies: ["Synthesizer"], path: "bench/EngineBench"),
        .target(name: "TestSupport", dependencies: ["AudioIO", "VoiceProfiles"], path: "Tests/TestSupport"),
        .testTarget(name: "VoiceProfilesTests", dependencies: ["VoiceProfiles", "Normalizer", "Synthesizer", "TestSupport", "Yams"]),
        .testTarget(name: "SynthesizerTests", dependencies: ["Synthesizer", "VoiceProfiles", "AudioIO", "TestSupport"]),
        .testTarget(name: "EarshotSupportTests", dependencies: ["EarshotSupport"]),
        .testTarget(name: "AudioIOTests", dependencies: ["AudioIO", "Synthesizer", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["AudioIO", "TestSupport"]),
        .testTarget(
            name: "RendererTests",
            dependencies: ["Renderer", "ScreenLoader", "ScreenModel", "Simulator", "Normalizer", "Synthesizer", "VoiceProfiles", "AudioIO", "TestSupport"]
        ),
        .testTarget(
            name: "BatchRenderingTests",
            dependencies: ["BatchRendering", "Renderer", "Synthesizer", "ScreenModel", "ScreenImport", "AudioIO", "TestSupport"]
        ),
        .testTarget(name: "ScreenLoaderTests", dependencies: ["ScreenLoader", "ScreenModel", "TestSupport"]),
        .testTarget(
            name: "SimulatorTests",
            dependencies: ["Simulator", "ScreenLoader", "ScreenModel", "VoiceProfiles", "TestSupport"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "NormalizerTests",
            dependencies: ["Normalizer", "VoiceProfiles", "Synthesizer", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "ScreenImportTests",
            dependencies: ["ScreenImport", "ScreenModel", "ScreenLoader", "Simulator", "VoiceProfiles", "TestSupport", "Yams"],
            exclude: ["Fixtures", "Fidelity"]
        ),
        .testTarget(name: "CorpusTests", dependencies: ["AudioIO", "TestSupport"]),
        // `make install` into a temporary prefix, and a package outside the checkout using the library.
        .testTarget(name: "InstallTests", dependencies: ["AudioIO", "TestSupport"]),
        .testTarget(
            name: "ScreenDSLTests",
            dependencies: ["ScreenDSL", "ScreenModel", "ScreenLoader", "TestSupport"],
            exclude: ["AllKeys.yaml", "AllKeys.png"]
        ),
        .testTarget(
            name: "TranscriptComparisonTests",
            dependencies: ["TranscriptComparison", "ScreenDSL", "ScreenModel", "Simulator", "TestSupport"]
        ),
        // Builds a package outside the checkout that uses EarshotTesting (make test runs it).
        .testTarget(name: "PackageUserTests", dependencies: ["TestSupport"]),
        .testTarget(
            name: "EarshotTestingTests",
            dependencies: ["EarshotTesting", "TranscriptComparison", "ScreenDSL", "ScreenModel", "TestSupport"],
            exclude: ["__Transcripts__"]
        ),
        .testTarget(
            name: "AuditTests",
            dependencies: ["Audit", "FocusMap", "ScreenLoader", "ScreenModel", "VoiceProfiles", "TestSupport"],
            exclude: ["Corpus"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
