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
        var source = self, pattern = target, replacement = replacement
        return source.withUTF8 { text in
            pattern.withUTF8 { pattern in
                guard var found = text.firstOffset(of: pattern) else { return self }
                return replacement.withUTF8 { replacement in
                    var out: [UInt8] = []
                    out.reserveCapacity(text.count + replacement.count)
                    var copied = 0
                    while true {
                        out.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied..<found]))
                        out.append(contentsOf: replacement)
                        copied = found + pattern.count
                        guard let next = UnsafeBufferPointer(rebasing: text[copied...]).firstOffset(of: pattern) else { break }
                        found = copied + next
                    }
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied...]))
                    return String(decoding: out, as: UTF8.self)
                }
            }
        }
    }

    /// Whether `target` occurs in the text, compared as UTF-8 bytes like ``replacingAll(_:with:)``.
    func containsLiterally(_ target: String) -> Bool {
        var source = self, pattern = target
        return source.withUTF8 { text in pattern.withUTF8 { text.firstOffset(of: $0) != nil } }
    }

    /// The text without `spaces` (`CharacterSet.whitespaces`, or `.whitespacesAndNewlines`) at
    /// either end, as `trimmingCharacters(in:)` gives it (both sets are all in the Basic
    /// Multilingual Plane, so trimming scalars trims the same UTF-16 units).
    func trimmingWhitespace(_ spaces: CharacterSet = .whitespaces) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !spaces.contains($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !spaces.contains($0) })!
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return self }
        return String(scalars[first...last])
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Where `pattern` first occurs in these bytes, nil if nowhere (or if it is empty).
    func firstOffset(of pattern: UnsafeBufferPointer<UInt8>) -> Int? {
        guard pattern.count <= count, let first = pattern.first, let last = pattern.last,
              let base = baseAddress, let wanted = pattern.baseAddress else { return nil }
        // Candidates found with libc's memchr by the pattern's last byte, then compared whole: a
        // byte loop on the first byte was slow on Arabic and Cyrillic, where every other byte is
        // a lead byte shared with the pattern's first, and a last (continuation) byte is rarer.
        var end = pattern.count - 1
        while end < count {
            guard let hit = memchr(base + end, Int32(last), count - end) else { return nil }
            end = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - base
            let start = end - (pattern.count - 1)
            if base[start] == first, memcmp(base + start, wanted, pattern.count) == 0 { return start }
            end += 1
        }
        return nil
    }
}
