import VoiceProfiles

/// Looking around a position: the longest written form, spaces, the next and previous words.
extension ScalarReading {
    /// The longest written form in `table` at `index`, ending where a word would end.
    func longestMatch<T: Sendable>(at index: Int, in forms: FormTable<T>, folded: Bool, needsBoundary: Bool = true) -> (T, Int)? {
        guard index >= 0, index < textEnd, case let scalar = scalars[index],
              let longest = forms.longestStarting(with: folded ? Lexicon.folded(scalar) : scalar) else { return nil }
        var length = min(longest, textEnd - index)
        // A form that ends inside a run of letters cannot end a word: start no shorter than the run.
        var shortest = 1
        if needsBoundary, scalar.isWordLetter {
            var runEnd = index + 1
            while isLetter(runEnd) { runEnd += 1 }
            shortest = runEnd - index
        }
        guard length >= shortest else { return nil }
        if length <= ScalarTrie.longestWalk, forms.walks(scalars, from: index, end: index + length) {
            // Walk the trie, no candidate strings (the common case).
            let found = forms.trie.longest(in: scalars, from: index, length: length, shortest: shortest, folded: folded) { end in
                !needsBoundary || !scalars[end - 1].isWordLetter || !isLetter(end)
            }
            return found.map { (forms.values[$0.value], $0.end) }
        }
        let table = forms.entries
        while length >= shortest {
            var key = string(index, index + length)
            if folded { key = key.lowercased() }
            if let value = table[key] {
                let last = scalars[index + length - 1]
                if !needsBoundary || !last.isWordLetter || !isLetter(index + length) { return (value, index + length) }
            }
            length -= 1
        }
        return nil
    }

    /// Whether `string(from, end).lowercased() == folded`; scalar by scalar when `foldedScalars`
    /// (the scalars of `folded`, given when they compare literally) and the text's scalars allow it.
    func matchesFolded(_ folded: String, scalars foldedScalars: [Unicode.Scalar]?, from: Int, end: Int) -> Bool {
        if let foldedScalars, from >= 0, from <= textEnd, foldedScalars.count == end - from,
           scalars[from..<min(end, textEnd)].allSatisfy(\.comparesLiterally) {
            // Text cut short by the end of the line has fewer scalars: it cannot be equal.
            guard end <= textEnd else { return false }
            for (offset, expected) in foldedScalars.enumerated() where Lexicon.folded(scalars[from + offset]) != expected { return false }
            return true
        }
        return string(from, end).lowercased() == folded
    }

    func skipSpaces(_ index: Int) -> Int {
        var end = index
        while let scalar = at(end), scalar == " " || scalar == "\u{A0}" || scalar == "\u{202F}" { end += 1 }
        return end
    }

    func isCJKAt(_ index: Int) -> Bool { at(index)?.isCJK ?? false }

    /// The word in lower case after one space at `index` ("1 nuovo messaggio"), nil if there is none.
    func lowercaseWord(after index: Int) -> String? {
        guard at(index) == " ", let first = at(index + 1), first.isUncapitalizedLetter, isLetter(index + 1) else { return nil }
        var end = index + 1
        while isLetter(end) { end += 1 }
        return string(index + 1, end)
    }

    /// Whether `scalar` is neither a letter nor a digit nor a pause mark: a space, a quote, a symbol.
    func saysNothing(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.isWordLetter && !scalar.isASCIIDigit && !scalar.isCJK && Self.pause(after: scalar, next: nil) == nil
    }

    /// Whether a number starts at `index`, after at most one space ("p. 40", "No.5").
    func numberFollows(_ index: Int) -> Bool {
        isDigit(index) || (at(index) == " " && isDigit(index + 1))
    }

    /// Whether the word at `range` is written in capitals only (two or more).
    func isCapitals(_ range: Range<Int>) -> Bool {
        range.count >= 2 && scalars[range].allSatisfy(\.isASCIICapital)
    }

    /// Whether the next word after `index` (past spaces) is written in capitals: the text is shouting.
    func capitalsFollow(_ index: Int) -> Bool {
        var next = index
        while at(next) == " " { next += 1 }
        var end = next
        while isLetter(end) { end += 1 }
        return isCapitals(next..<end)
    }

    /// Whether the next word after `index` (past spaces) starts with a small letter.
    func smallLettersFollow(_ index: Int) -> Bool {
        var next = index
        while at(next) == " " { next += 1 }
        return at(next)?.properties.isLowercase ?? false
    }

    /// The word after `index` (past spaces), as written.
    func nextWord(after index: Int) -> String {
        var next = index
        while at(next) == " " { next += 1 }
        var end = next
        while isLetter(end) { end += 1 }
        return string(next, end)
    }

    /// Up to `count` words just before `start`, each ending at one space, in lower case and in
    /// reading order ("in der" before "2."): the words a rule looks back at.
    func words(before start: Int, count: Int) -> [String] {
        var words: [String] = []
        var index = start
        while words.count < count, at(index - 1) == " " {
            var wordStart = index - 1
            while isLetter(wordStart - 1) { wordStart -= 1 }
            guard wordStart < index - 1 else { break }
            words.insert(string(wordStart, index - 1).lowercased(), at: 0)
            index = wordStart
        }
        return words
    }

    /// The end of the run of ASCII digits starting at `start` (`start` itself when there is none).
    func digitRunEnd(_ start: Int) -> Int {
        var end = start
        while end >= 0, end < textEnd, scalars[end].isASCIIDigit { end += 1 }
        return end
    }

    /// The values of the ASCII digits in `scalars[from..<to]`, skipping anything else (group marks).
    /// (Appending is cheaper than `Array(unsafeUninitializedCapacity:)`, which is not specialized
    /// and costs ~500 instructions per array; the first append allocates room for all digits.)
    func digitValues(_ from: Int, _ to: Int) -> [UInt8] {
        var digits: [UInt8] = []
        for index in from..<to where scalars[index].isASCIIDigit { digits.append(scalars[index].digitValue) }
        return digits
    }
}
