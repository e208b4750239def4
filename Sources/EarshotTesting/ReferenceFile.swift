import Foundation

/// Where a test's reference transcript lives: beside the test file, in
/// `__Transcripts__/<TestFile>/<test>[.<name>].txt`, the layout swift-snapshot-testing users know;
/// `walk`: the screen walked through every stop, its script left aside, in `….walk.txt`.
struct ReferenceFile {
    let url: URL

    init(testFile: String, function: String, name: String?, walk: Bool = false) {
        let file = URL(fileURLWithPath: testFile)
        let folder = file.deletingLastPathComponent()
            .appendingPathComponent("__Transcripts__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
        let base = ReferenceFile.sanitized(function) + (name.map { "." + ReferenceFile.sanitized($0) } ?? "")
        url = folder.appendingPathComponent(base + (walk ? ".walk.txt" : ".txt"))
    }

    /// Test names (`testKennel()`, `kennel reads its dogs`) made into file names.
    static func sanitized(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_" { out.unicodeScalars.append(scalar) }
            else if scalar == "(" { break }
            else if !out.hasSuffix("-") { out += "-" }
        }
        let trimmed = out.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return trimmed.isEmpty ? "transcript" : String(trimmed.prefix(120))
    }

    func read() -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    func write(_ text: String) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}
