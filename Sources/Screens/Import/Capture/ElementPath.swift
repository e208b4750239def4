/// The path of an element in a capture, as warnings show it: `Window[0]/Other[0]/Button[2]`.
/// Runs of the same step (nested wrappers) are shortened to `Other[0]×28` so a warning stays one
/// readable line.
enum ElementPath {
    static func text(_ segments: [String]) -> String {
        var parts: [String] = []
        var index = 0
        while index < segments.count {
            var run = 1
            while index + run < segments.count, segments[index + run] == segments[index] { run += 1 }
            parts.append(run > 2 ? "\(segments[index])×\(run)" : Array(repeating: segments[index], count: run).joined(separator: "/"))
            index += run
        }
        return parts.joined(separator: "/")
    }
}
