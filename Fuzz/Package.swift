// swift-tools-version:6.1
import PackageDescription

// libFuzzer targets for Earshot, kept out of the main package so its normal build never sees
// `-sanitize=fuzzer`. Build and run with `make fuzz` (docs/reliability.md):
//   swift build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer,address --product FuzzScreenLoader
// `-parse-as-library` is each fuzz target's own (their entry point is LLVMFuzzerTestOneInput, not
// a main): given on the command line it would also reach Earshot's FileEmbedder build tool.
let fuzzEntry: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "EarshotFuzz",
    dependencies: [.package(name: "Earshot", path: "..")],
    targets: [
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "Screens", package: "Earshot"),
                .product(name: "Simulator", package: "Earshot"),
            ]
        ),
        .executableTarget(name: "FuzzScreenLoader", dependencies: ["FuzzSupport"], swiftSettings: fuzzEntry),
        .executableTarget(name: "FuzzScript", dependencies: ["FuzzSupport"], swiftSettings: fuzzEntry),
        .executableTarget(
            name: "FuzzNormalizer",
            dependencies: ["FuzzSupport", .product(name: "Normalizer", package: "Earshot")],
            swiftSettings: fuzzEntry
        ),
        // One target per capture format, so each importer gets its own corpus.
        .executableTarget(name: "FuzzAppiumSource", dependencies: ["FuzzSupport"], swiftSettings: fuzzEntry),
        .executableTarget(name: "FuzzIdbDescription", dependencies: ["FuzzSupport"], swiftSettings: fuzzEntry),
        .executableTarget(name: "FuzzXCUITestDescription", dependencies: ["FuzzSupport"], swiftSettings: fuzzEntry),
        .executableTarget(name: "FuzzAccessibilitySnapshot", dependencies: ["FuzzSupport"], swiftSettings: fuzzEntry),
    ],
    swiftLanguageModes: [.v6]
)
