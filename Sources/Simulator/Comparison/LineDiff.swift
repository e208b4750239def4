/// A line-by-line difference between two texts, shown as a unified diff (`@@ -a,b +c,d @@` hunks
/// with context), the form reviewers know from `diff -u` and code review.
package struct LineDiff: Sendable, Equatable {
    /// One line of the edit script.
    package enum Line: Sendable, Equatable {
        case same(String, old: Int, new: Int)
        case removed(String, old: Int)
        case added(String, new: Int)
    }

    package let lines: [Line]

    /// Compares `old` with `new`, line by line (Myers' algorithm: time grows with the size of the
    /// change, so a one-line change in a 20,000-line transcript stays cheap).
    package init(old: String, new: String) {
        lines = LineDiff.script(LineDiff.split(old), LineDiff.split(new))
    }

    package var isEmpty: Bool { !lines.contains { if case .same = $0 { false } else { true } } }

    /// The unified diff with `context` unchanged lines around each change; "" when nothing changed.
    package func unified(oldName: String = "reference", newName: String = "actual", context: Int = 2) -> String {
        guard !isEmpty else { return "" }
        var out = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(context: context) {
            let (oldStart, oldCount, newStart, newCount) = LineDiff.range(of: hunk)
            out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for line in hunk {
                switch line {
                case .same(let text, _, _): out += " \(text)\n"
                case .removed(let text, _): out += "-\(text)\n"
                case .added(let text, _): out += "+\(text)\n"
                }
            }
        }
        return out
    }

    /// Runs of changes with their context, neighbouring runs merged.
    private func hunks(context: Int) -> [ArraySlice<Line>] {
        let changed = lines.indices.filter { if case .same = lines[$0] { false } else { true } }
        var hunks: [ArraySlice<Line>] = []
        var start = max(0, changed[0] - context)
        var end = min(lines.count, changed[0] + context + 1)
        for index in changed.dropFirst() {
            if index - context <= end {
                end = min(lines.count, index + context + 1)
            } else {
                hunks.append(lines[start..<end])
                start = max(0, index - context)
                end = min(lines.count, index + context + 1)
            }
        }
        hunks.append(lines[start..<end])
        return hunks
    }

    /// A hunk's 1-based starts and counts on each side, as `diff -u` gives them. A side with no
    /// lines at all (a hunk with no context: one text was empty) starts at 0, as in `-0,0`.
    private static func range(of hunk: ArraySlice<Line>) -> (Int, Int, Int, Int) {
        var oldLines: [Int] = [], newLines: [Int] = []
        for line in hunk {
            switch line {
            case .same(_, let old, let new): oldLines.append(old); newLines.append(new)
            case .removed(_, let old): oldLines.append(old)
            case .added(_, let new): newLines.append(new)
            }
        }
        return ((oldLines.first ?? -1) + 1, oldLines.count, (newLines.first ?? -1) + 1, newLines.count)
    }

    /// Text split into lines; a final line break does not make an empty last line.
    static func split(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Myers' O((N+M)D) shortest edit script, traced back into lines.
    static func script(_ a: [Substring], _ b: [Substring]) -> [Line] {
        let n = a.count, m = b.count, maxD = n + m
        var v = [Int](repeating: 0, count: 2 * maxD + 3)
        var trace: [[Int]] = []
        let offset = maxD + 1
        search: for d in 0...maxD {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]))
                    ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n, y >= m { trace.append(v); break search }
            }
        }
        // Walk back from (n, m) through the saved frontiers.
        var x = n, y = m
        var reversed: [Line] = []
        for d in stride(from: trace.count - 2, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
            let previousX = v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1; y -= 1
                reversed.append(.same(String(a[x]), old: x, new: y))
            }
            if d > 0 {
                if x == previousX { y -= 1; reversed.append(.added(String(b[y]), new: y)) }
                else { x -= 1; reversed.append(.removed(String(a[x]), old: x)) }
            }
        }
        return reversed.reversed()
    }
}
