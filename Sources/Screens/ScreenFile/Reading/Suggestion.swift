/// "Did you mean": the allowed word a mistyped one most likely stands for, so an error can name
/// the fix and not only the whole list.
///
/// The rules, in order: a word another platform or UIKit uses for the same thing (`aliases`:
/// `switch` for toggleButton, UIKit's `accessibilityLabel` for label); the same word in other
/// case; else the allowed word at the smallest edit distance (insertions, deletions,
/// substitutions and swaps of neighbours count one: `lable` is one from `label`), if that distance
/// is small for the word's length (1 up to 4 characters, 2 up to 8, then 3), so a wholly
/// different word gets no guess.
package enum Suggestion {
    package static func closest(to word: String, among allowed: [String], aliases: [String: String] = [:]) -> String? {
        if let alias = aliases[word.lowercased()], allowed.contains(alias) { return alias }
        let lowered = word.lowercased()
        if let sameWord = allowed.first(where: { $0.lowercased() == lowered }) { return sameWord }
        if let unprefixed = uikitName(word), allowed.contains(unprefixed) { return unprefixed }
        let limit = lowered.count <= 4 ? 1 : lowered.count <= 8 ? 2 : 3
        var best: (word: String, distance: Int)?
        for candidate in allowed {
            let distance = editDistance(lowered, candidate.lowercased(), atMost: limit)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.word
    }

    /// UIKit's property name without its `accessibility` prefix (`accessibilityLabel` -> `label`),
    /// the screen format's name for the same property.
    static func uikitName(_ word: String) -> String? {
        let prefix = "accessibility"
        guard word.count > prefix.count, word.lowercased().hasPrefix(prefix) else { return nil }
        let rest = word.dropFirst(prefix.count)
        return rest.prefix(1).lowercased() + rest.dropFirst()
    }

    /// Optimal string alignment distance (Levenshtein plus swaps of neighbours), in Characters;
    /// stops early and returns more than `limit` once every path costs more.
    static func editDistance(_ a: String, _ b: String, atMost limit: Int) -> Int {
        let a = Array(a), b = Array(b)
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowBest = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                current[j] = value
                rowBest = min(rowBest, value)
            }
            if rowBest > limit { return limit + 1 }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
