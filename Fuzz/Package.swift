// swift-tools-version:6.1
import PackageDescription

// libFuzzer targets for Earshot, kept out of the main package so its normal build never sees
// `-sanitize=fuzzer`. Build and run with `make fuzz` (docs/reliability.md):
//   swift build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer,address \
//     -Xswiftc -parse-as-library --product FuzzScreenLoader
let package = Package(
    name: "EarshotFuzz",
    dependencies: [.package(name: "Earshot", path: "..")],
    targets: [
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "ScreenLoader", package: "Earshot"),
                .product(name: "Simulator", package: "Earshot"),
                .product(name: "ScreenImport", package: "Earshot"),
            ]
        ),
        .executableTarget(
            name: "FuzzScreenLoader",
            dependencies: ["FuzzSupport"]
        ),
        .executableTarget(
            name: "FuzzScript",
            dependencies: ["FuzzSupport"]
        ),
        .executableTarget(
            name: "FuzzNormalizer",
            dependencies: ["FuzzSupport", .product(name: "Normalizer", package: "Earshot")]
        ),
        // One target per capture format, so each importer gets its own corpus.
        .executableTarget(name: "FuzzAppiumSource", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzIdbDescription", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzXCUITestDescription", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzAccessibilitySnapshot", dependencies: ["FuzzSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
