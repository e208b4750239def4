// swift-tools-version:6.1
import PackageDescription

// The targets follow the pipeline: a screen (ScreenModel, read by ScreenLoader and ScreenImport)
// becomes utterances (Simulator), sayable text (Normalizer), audio (Synthesizer) laid out in time
// (Renderer), and many screens at once (BatchRendering). Data flows one way through value types.
let package = Package(
    name: "Earshot",
    platforms: [.macOS(.v13)],
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
        .target(name: "ScreenModel"),
        .target(name: "ScreenLoader", dependencies: ["ScreenModel", "Yams"]),
        .target(name: "ScreenImport", dependencies: ["ScreenModel", "ScreenLoader"]),
        .target(name: "VoiceProfiles", dependencies: ["ScreenLoader", "Yams"]),
        .target(name: "Simulator", dependencies: ["ScreenModel", "VoiceProfiles"]),
        // MeCab's header only: Normalizer/CLDR/JapaneseReading opens libmecab with dlopen when a
        // profile asks for the Japanese reading pass.
        .systemLibrary(
            name: "CMeCab",
            providers: [.apt(["libmecab-dev"])]
        ),
        .target(
            name: "Normalizer",
            dependencies: ["VoiceProfiles", "CMeCab"],
            // ICU as Foundation ships it: CLDR's spell-out rule sets, plural rules, currency and unit names.
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]
        ),
        .target(name: "Synthesizer", dependencies: ["CEspeakNG"]),
        .target(name: "AudioIO"),
        .target(name: "Renderer", dependencies: ["Simulator", "Normalizer", "Synthesizer", "VoiceProfiles", "AudioIO"]),
        .target(
            name: "BatchRendering",
            dependencies: [
                "Renderer", "ScreenLoader", "ScreenImport", "ScreenModel", "Simulator", "Synthesizer", "VoiceProfiles",
                "AudioIO", .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .target(
            name: "Earshot",
            dependencies: [
                "ScreenModel", "ScreenLoader", "ScreenImport", "VoiceProfiles", "Simulator",
                "Normalizer", "Synthesizer", "AudioIO", "Renderer", "BatchRendering",
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
        .testTarget(name: "AudioIOTests", dependencies: ["AudioIO", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["AudioIO", "TestSupport"]),
        .testTarget(
            name: "RendererTests",
            dependencies: ["Renderer", "Simulator", "Normalizer", "Synthesizer", "VoiceProfiles", "AudioIO", "TestSupport"]
        ),
        .testTarget(
            name: "BatchRenderingTests",
            dependencies: ["BatchRendering", "Renderer", "Synthesizer", "ScreenModel", "AudioIO", "TestSupport"]
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
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "CorpusTests", dependencies: ["AudioIO", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
