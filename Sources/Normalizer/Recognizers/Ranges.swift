import VoiceProfiles

/// Ranges: one item, or two joined by a range mark, a ratio or a "by" of dimensions.
struct RangeRecognizer<Rules: LanguageRules>: Recognizer {
    let recognizers: Recognizers<Rules>
    /// One item, or two joined by a range mark: "08:00–17:30", "$5-$10", "1980-1986", "2-5 kg".
    func readRange(at start: Int) -> SpokenItem? {
        guard let first = recognizers.readItem(at: start) else { return nil }
        if let dimensions = readDimensions(after: first) { return dimensions }
        if let scale = readScaleRatio(after: first, at: start) { return scale }
        var index = first.end
        var spacedDash = false
        if at(index) == " ", let dash = at(index + 1), dash.isDashLike || dash.isRangeDash, at(index + 2) == " " { index += 1; spacedDash = true }
        if let dash = at(index), dash.isDashLike || dash.isRangeDash || dash == "~" {
            var ahead = index + 1
            if spacedDash, at(ahead) == " " { ahead += 1 }
            // "1- 2 = 5": a dash with a space after it only, which only an equation explains.
            let equationOnly = !spacedDash && dash == "-" && at(ahead) == " " && isDigit(ahead + 1)
            if equationOnly { ahead += 1 }
            if isDigit(ahead) || recognizers.money.currencyPrefix(at: ahead) != nil, let second = recognizers.readItem(at: ahead) {
                // "1-2=5": an equation, so the dash is a minus sign.
                let after = skipSpaces(second.end)
                if dash == "-", at(after) == "=" {
                    return SpokenItem(end: second.end, spoken: rules.join([first.spoken, rules.word("minus"), second.spoken]))
                }
                if equationOnly { return SpokenItem(end: first.end, spoken: first.yearSpoken ?? first.spoken) }
                let explicit = dash.isRangeDash || dash == "~"
                let years = first.yearSpoken != nil && second.yearSpoken != nil
                    || first.yearSpoken != nil && second.isTwoDigitNumber
                // A spaced dash between two counts that rise within a hundredfold ("pp. 76 - 77",
                // "10 - 15") is a range, also when the second is written short ("pp. 74 - 6", "346
                // - 7": 76, 347); "170 - 45190" and "3 - 2" (a score) are not.
                let risingCounts = spacedDash && !rules.word("to").isEmpty
                    && plainCount(start, first.end).map { firstCount in plainCount(ahead, second.end).map { secondCount in
                        let upper = second.end - ahead < first.end - start ? Self.completed(secondCount, digits: second.end - ahead, from: firstCount) : secondCount
                        return firstCount < upper && upper < firstCount * 100
                    } ?? false } ?? false
                if explicit || first.isMeasured || second.isMeasured || years || risingCounts {
                    let firstSaid = years ? first.yearSpoken! : first.spoken
                    let secondSaid = years ? second.yearSpoken ?? second.spoken : second.spoken
                    return SpokenItem(end: second.end, spoken: rules.join([firstSaid, rules.word("to"), secondSaid]),
                                      dropsRepeatedWord: first.dropsRepeatedWord)
                }
            }
        }
        return SpokenItem(end: first.end, spoken: first.yearSpoken ?? first.spoken,
                          dropsRepeatedWord: first.dropsRepeatedWord)
    }

    /// The upper end of a range written short, its leading digits taken from the lower end
    /// ("74 - 6": 76, "1346 - 52": 1352).
    static func completed(_ short: Int, digits: Int, from lower: Int) -> Int {
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        return lower / scale * scale + short
    }

    /// The value of `a..<b` when it is only digits (at most nine), else nil.
    func plainCount(_ start: Int, _ end: Int) -> Int? {
        guard end > start, end - start <= 9, (start..<end).allSatisfy(isDigit) else { return nil }
        return (start..<end).reduce(0) { $0 * 10 + Int(scalars[$1].digitValue) }
    }

    /// "1:250000", "Scale 1 : 50000": a map's or model's scale, one to a hundred or more, read
    /// with the profile's `ratio` word (en "to"; de would say "zu", ja 対, not their range words).
    /// Other ratios are left alone: "3:16" and "119:105" are verses and times ("Psalm 119:105"),
    /// and no first chapter has a hundred verses.
    func readScaleRatio(after first: NumberItem, at start: Int) -> SpokenItem? {
        guard plainCount(start, first.end) == 1, case let to = rules.word("ratio"), !to.isEmpty else { return nil }
        var index = first.end
        let spaced = at(index) == " "
        if spaced { index += 1 }
        guard at(index) == ":" else { return nil }
        index += 1
        if spaced {
            guard at(index) == " " else { return nil }
            index += 1
        }
        var end = index
        while isDigit(end) { end += 1 }
        guard at(index) != "0", at(end) != ":", !isDigit(end), let value = plainCount(index, end), value >= 100,
              let second = recognizers.readItem(at: index), second.end == end else { return nil }
        return SpokenItem(end: end, spoken: rules.join([first.spoken, to, second.spoken]))
    }

    /// "2x8 m2", "25 x 7 m", "3 × 4 ft": sizes, read with the profile's "by" where either side has
    /// a unit. Bare "2x8" or "4x4" stays as written (a multiplier, a name), and so does any language
    /// without a "by" word.
    func readDimensions(after first: NumberItem) -> SpokenItem? {
        var index = first.end
        let spaced = at(index) == " "
        if spaced { index += 1 }
        guard let mark = at(index), mark == "x" || mark == "X" || mark == "×" else { return nil }
        index += 1
        if spaced {
            guard at(index) == " " else { return nil }
            index += 1
        }
        guard isDigit(index), let second = recognizers.readItem(at: index), first.isMeasured || second.isMeasured else { return nil }
        let by = rules.word("by")
        // Hungarian says the first number with the multiplicative suffix ("2 x 3 m" kétszer három méter).
        let firstSpoken = by.isEmpty && lexicon.joinsHungarianEndings && !first.isMeasured
            ? HungarianEndings.times(first.spoken) : nil
        guard !by.isEmpty || firstSpoken != nil else { return nil }
        return SpokenItem(end: second.end, spoken: rules.join([firstSpoken ?? first.spoken, by, second.spoken]),
                          dropsRepeatedWord: first.dropsRepeatedWord)
    }
}
