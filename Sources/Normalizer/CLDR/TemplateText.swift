import Foundation

/// Template and word text handled without Foundation's string searcher (NSString under the
/// hood on Linux, several microseconds a call): a clock reading fills and checks its template
/// for every time in a label.
extension String {
    /// Every occurrence of `target` replaced, without Foundation. Compared as UTF-8 bytes (UTF-8
    /// never matches inside another scalar), so that filling a template's "{hour}" does not go
    /// through the string searcher of `split(separator:)`, which cost hu a third of its time.
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        let source = Array(utf8)
        let pattern = Array(target.utf8)
        let first = pattern[0]
        var out: [UInt8] = []
        var copied = 0
        var k = 0
        while k + pattern.count <= source.count {
            if source[k] == first, source[k..<(k + pattern.count)].elementsEqual(pattern) {
                if out.isEmpty { out.reserveCapacity(source.count + replacement.utf8.count) }
                out.append(contentsOf: source[copied..<k])
                out.append(contentsOf: replacement.utf8)
                k += pattern.count
                copied = k
            } else {
                k += 1
            }
        }
        guard copied > 0 else { return self }
        out.append(contentsOf: source[copied...])
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `target` occurs in the text, compared as UTF-8 bytes like ``replacingAll(_:with:)``.
    func containsLiterally(_ target: String) -> Bool {
        var source = self, pattern = target
        return source.withUTF8 { text in pattern.withUTF8 { text.firstOffset(of: $0) != nil } }
    }

    /// The text without `CharacterSet.whitespaces` at either end, as `trimmingCharacters(in:
    /// .whitespaces)` gives it (that set is all in the Basic Multilingual Plane, so trimming
    /// scalars trims the same UTF-16 units).
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        let spaces = CharacterSet.whitespaces
        guard let first = scalars.firstIndex(where: { !spaces.contains($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !spaces.contains($0) })!
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return self }
        return String(scalars[first...last])
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Where `pattern` first occurs in these bytes, nil if nowhere (or if it is empty).
    func firstOffset(of pattern: UnsafeBufferPointer<UInt8>) -> Int? {
        guard pattern.count <= count, let first = pattern.first else { return nil }
        for k in 0...(count - pattern.count) where self[k] == first {
            if UnsafeBufferPointer(rebasing: self[k..<(k + pattern.count)]).elementsEqual(pattern) { return k }
        }
        return nil
    }
}
