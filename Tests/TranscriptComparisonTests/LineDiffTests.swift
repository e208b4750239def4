import Testing
import Simulator

@Suite("Line diff")
struct LineDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(LineDiff(old: "a\nb\n", new: "a\nb\n").isEmpty)
        #expect(LineDiff(old: "a\nb\n", new: "a\nb\n").unified() == "")
    }

    @Test func oneChangedLineIsShownWithItsContext() {
        let old = (1...9).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5", with: "line five")
        #expect(LineDiff(old: old, new: new).unified() == """
            --- reference
            +++ actual
            @@ -3,5 +3,5 @@
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7

            """)
    }

    @Test func distantChangesMakeTwoHunksAndNearOnesOne() {
        let old = (1...20).map { "l\($0)" }.joined(separator: "\n")
        let twoHunks = old.replacingOccurrences(of: "l2\n", with: "x\n").replacingOccurrences(of: "l18", with: "y")
        #expect(LineDiff(old: old, new: twoHunks).unified().components(separatedBy: "@@ -").count == 3)
        let oneHunk = old.replacingOccurrences(of: "l2\n", with: "x\n").replacingOccurrences(of: "l5\n", with: "y\n")
        #expect(LineDiff(old: old, new: oneHunk).unified().components(separatedBy: "@@ -").count == 2)
    }

    @Test func additionsAndRemovalsAtTheEnds() {
        #expect(LineDiff(old: "", new: "a\n").unified() == "--- reference\n+++ actual\n@@ -0,0 +1,1 @@\n+a\n")
        #expect(LineDiff(old: "a\nb\n", new: "b\n").unified() == "--- reference\n+++ actual\n@@ -1,2 +1,1 @@\n-a\n b\n")
        #expect(LineDiff(old: "a\n", new: "a\nb\n").unified() == "--- reference\n+++ actual\n@@ -1,1 +1,2 @@\n a\n+b\n")
    }

    /// The edit script is minimal and replays old into new, on many random pairs.
    @Test func theEditScriptTurnsOldIntoNew() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let old = (0..<Int.random(in: 0...12, using: &generator)).map { _ in "abc".randomElement(using: &generator)! }
            let new = (0..<Int.random(in: 0...12, using: &generator)).map { _ in "abc".randomElement(using: &generator)! }
            let diff = LineDiff(old: old.map(String.init).joined(separator: "\n"), new: new.map(String.init).joined(separator: "\n"))
            var replayedOld: [String] = [], replayedNew: [String] = [], kept = 0
            for line in diff.lines {
                switch line {
                case .same(let text, _, _): replayedOld.append(text); replayedNew.append(text); kept += 1
                case .removed(let text, _): replayedOld.append(text)
                case .added(let text, _): replayedNew.append(text)
                }
            }
            #expect(replayedOld == old.map(String.init))
            #expect(replayedNew == new.map(String.init))
            #expect(kept == Self.lcsLength(old, new))
        }
    }

    static func lcsLength(_ a: [Character], _ b: [Character]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0..<a.count { for j in 0..<b.count {
            table[i + 1][j + 1] = a[i] == b[j] ? table[i][j] + 1 : max(table[i][j + 1], table[i + 1][j])
        } }
        return table[a.count][b.count]
    }
}
