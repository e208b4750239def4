// swift-tools-version:6.1
import PackageDescription

// The targets follow the pipeline: a screen (ScreenModel, read by ScreenLoader and ScreenImport)
// becomes utterances (Simulator), sayable text (Normalizer), audio (Synthesizer) laid out in time
// (Renderer), and many screens at once (BatchRendering). Data flows one way through value types.
let package = Package(
    name: "Earshot",
    // macOS 15 for the Synchronization library (Mutex, Atomic) that EarshotSupport uses.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Earshot", targets: ["Earshot"]),
        .executable(name: "earshot", targets: ["EarshotCLI"]),
        // Single stages as products, so Fuzz/ (a separate package) builds only what it fuzzes.
        .library(name: "ScreenLoader", targets: ["ScreenLoader", "ScreenModel"]),
        .library(name: "Simulator", targets: ["Simulator", "VoiceProfiles"]),
        .library(name: "Normalizer", targets: ["Normalizer", "VoiceProfiles"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // libespeak-ng's headers only: Synthesizer/EspeakLibrary opens the library with dlopen
        // where it is used, so other processes do not load its forty dependencies.
        .systemLibrary(
            name: "CEspeakNG",
            providers: [.apt(["libespeak-ng-dev"])]
        ),
        // What is general and belongs to no stage: the hand-off queue, a value made on another
        // thread, escaping, the YAML composer (over Yams' libyaml) the loader and the profiles share.
        .target(name: "EarshotSupport", dependencies: ["Yams"]),
        .target(name: "ScreenModel"),
        .target(name: "ScreenLoader", dependencies: ["EarshotSupport", "ScreenModel", "Yams"]),
        .target(name: "ScreenImport", dependencies: ["EarshotSupport", "ScreenModel", "ScreenLoader"]),
        .target(name: "VoiceProfiles", dependencies: ["EarshotSupport", "Yams"]),
        .target(name: "Simulator", dependencies: ["ScreenModel", "VoiceProfiles"]),
        .target(name: "Normalizer", dependencies: ["VoiceProfiles"]),
        // Accessibility findings on a screen's tree (beside the pipeline: reads what it reads).
        .target(name: "Audit", dependencies: ["ScreenModel", "ScreenLoader", "ScreenImport", "Simulator", "VoiceProfiles"]),
        // The focus map: where each stop is on the screen and the path between them, as SVG.
        .target(name: "FocusMap", dependencies: ["EarshotSupport", "ScreenModel", "Simulator"]),
        .target(name: "Synthesizer", dependencies: ["CEspeakNG"]),
        .target(name: "AudioIO", dependencies: ["EarshotSupport"]),
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
                "VoiceProfiles", "AudioIO", "Audit", "FocusMap", .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .target(
            name: "Earshot",
            dependencies: [
                "EarshotSupport", "ScreenModel", "ScreenLoader", "ScreenImport", "VoiceProfiles", "Simulator",
                "Normalizer", "Synthesizer", "AudioIO", "Renderer", "Pipeline", "BatchRendering", "Audit", "FocusMap",
            ]
        ),
        .executableTarget(
            name: "EarshotCLI",
            dependencies: ["Earshot", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // Benchmarks: run by bench/*.sh on a release build, never by the tests.
        .executableTarget(name: "EngineBench", dependencies: ["Synthesizer"], path: "bench/EngineBench"),
        .target(name: "TestSupport", dependencies: ["AudioIO", "VoiceProfiles"], path: "Tests/TestSupport"),
        .testTarget(name: "VoiceProfilesTests", dependencies: ["VoiceProfiles", "Synthesizer", "TestSupport", "Yams"]),
        .testTarget(name: "SynthesizerTests", dependencies: ["Synthesizer", "VoiceProfiles", "AudioIO", "TestSupport"]),
        .testTarget(name: "EarshotSupportTests", dependencies: ["EarshotSupport"]),
        .testTarget(name: "AudioIOTests", dependencies: ["AudioIO", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["AudioIO", "TestSupport"]),
        .testTarget(
            name: "RendererTests",
            dependencies: ["Renderer", "Simulator", "Normalizer", "Synthesizer", "VoiceProfiles", "AudioIO", "TestSupport"]
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
            dependencies: ["Normalizer", "VoiceProfiles", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "ScreenImportTests",
            dependencies: ["ScreenImport", "ScreenModel", "ScreenLoader", "Simulator", "VoiceProfiles", "TestSupport", "Yams"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "CorpusTests", dependencies: ["AudioIO", "TestSupport"]),
        .testTarget(
            name: "AuditTests",
            dependencies: ["Audit", "FocusMap", "ScreenLoader", "ScreenModel", "VoiceProfiles", "TestSupport"],
            exclude: ["Corpus"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
