import VoiceProfiles

/// What a number-led stretch turned out to be, before ranges decide how to join two of them.
struct NumberItem {
    var end: Int
    var spoken: String
    /// Its reading as a year, when it could be one (a bare 4-digit number, "80s").
    var yearSpoken: String?
    /// Whether it carries a unit, currency, time or date: then "-" between two items means "to".
    var isMeasured = false
    var dropsRepeatedWord = false
    /// A bare two-digit number: the end of a year range ("1960-80").
    var isTwoDigitNumber = false
}

extension Rewriter {
    // MARK: ranges

    /// One item, or two joined by a range mark: "08:00–17:30", "$5-$10", "1980-1986", "2-5 kg".
    func readRange(at start: Int) -> SpokenItem? {
        guard let first = readItem(at: start) else { return nil }
        if let dimensions = readDimensions(after: first) { return dimensions }
        if let scale = readScaleRatio(after: first, at: start) { return scale }
        var k = first.end
        var spacedDash = false
        if at(k) == " ", let d = at(k + 1), d.isDashLike || d.isRangeDash, at(k + 2) == " " { k += 1; spacedDash = true }
        if let d = at(k), d.isDashLike || d.isRangeDash || d == "~" {
            var j = k + 1
            if spacedDash, at(j) == " " { j += 1 }
            // "1- 2 = 5": a dash with a space after it only, which only an equation explains.
            let equationOnly = !spacedDash && d == "-" && at(j) == " " && isDigit(j + 1)
            if equationOnly { j += 1 }
            if isDigit(j) || currencyPrefix(at: j) != nil, let second = readItem(at: j) {
                // "1-2=5": an equation, so the dash is a minus sign.
                let after = skipSpaces(second.end)
                if d == "-", at(after) == "=" {
                    return SpokenItem(end: second.end, spoken: rules.join([first.spoken, rules.word("minus"), second.spoken]))
                }
                if equationOnly { return SpokenItem(end: first.end, spoken: first.yearSpoken ?? first.spoken) }
                let explicit = d.isRangeDash || d == "~"
                let years = first.yearSpoken != nil && second.yearSpoken != nil
                    || first.yearSpoken != nil && second.isTwoDigitNumber
                // A spaced dash between two counts that rise within a hundredfold ("pp. 76 - 77",
                // "10 - 15") is a range, also when the second is written short ("pp. 74 - 6", "346
                // - 7": 76, 347); "170 - 45190" and "3 - 2" (a score) are not.
                let risingCounts = spacedDash && !rules.word("to").isEmpty
                    && plainCount(start, first.end).map { a in plainCount(j, second.end).map { b in
                        let upper = second.end - j < first.end - start ? Self.completed(b, digits: second.end - j, from: a) : b
                        return a < upper && upper < a * 100
                    } ?? false } ?? false
                if explicit || first.isMeasured || second.isMeasured || years || risingCounts {
                    let a = years ? first.yearSpoken! : first.spoken
                    let b = years ? second.yearSpoken ?? second.spoken : second.spoken
                    return SpokenItem(end: second.end, spoken: rules.join([a, rules.word("to"), b]),
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

    /// ``LanguageRules/saysTens(of:)``, a constant of the language, asked once per scale.
    func saysTens(of scale: ScaleName) -> Bool {
        lexicon.tensOfScales.withLock { known in
            if let says = known[scale] { return says }
            let says = rules.saysTens(of: scale)
            known[scale] = says
            return says
        }
    }

    /// The value of `a..<b` when it is only digits (at most nine), else nil.
    func plainCount(_ a: Int, _ b: Int) -> Int? {
        guard b > a, b - a <= 9, (a..<b).allSatisfy(isDigit) else { return nil }
        return (a..<b).reduce(0) { $0 * 10 + Int(s[$1].digitValue) }
    }

    /// "1:250000", "Scale 1 : 50000": a map's or model's scale, one to a hundred or more, read
    /// with the profile's `ratio` word (en "to"; de would say "zu", ja 対, not their range words).
    /// Other ratios are left alone: "3:16" and "119:105" are verses and times ("Psalm 119:105"),
    /// and no first chapter has a hundred verses.
    func readScaleRatio(after first: NumberItem, at start: Int) -> SpokenItem? {
        guard plainCount(start, first.end) == 1, case let to = rules.word("ratio"), !to.isEmpty else { return nil }
        var k = first.end
        let spaced = at(k) == " "
        if spaced { k += 1 }
        guard at(k) == ":" else { return nil }
        k += 1
        if spaced {
            guard at(k) == " " else { return nil }
            k += 1
        }
        var end = k
        while isDigit(end) { end += 1 }
        guard at(k) != "0", at(end) != ":", !isDigit(end), let value = plainCount(k, end), value >= 100,
              let second = readItem(at: k), second.end == end else { return nil }
        return SpokenItem(end: end, spoken: rules.join([first.spoken, to, second.spoken]))
    }

    /// "2x8 m2", "25 x 7 m", "3 × 4 ft": sizes, read with the profile's "by" where either side has
    /// a unit. Bare "2x8" or "4x4" stays as written (a multiplier, a name), and so does any language
    /// without a "by" word.
    func readDimensions(after first: NumberItem) -> SpokenItem? {
        var k = first.end
        let spaced = at(k) == " "
        if spaced { k += 1 }
        guard let mark = at(k), mark == "x" || mark == "X" || mark == "×" else { return nil }
        k += 1
        if spaced {
            guard at(k) == " " else { return nil }
            k += 1
        }
        guard isDigit(k), let second = readItem(at: k), first.isMeasured || second.isMeasured else { return nil }
        let by = rules.word("by")
        // Hungarian says the first number with the multiplicative suffix ("2 x 3 m" kétszer három méter).
        let firstSpoken = by.isEmpty && lexicon.joinsHungarianEndings && !first.isMeasured
            ? HungarianEndings.times(first.spoken) : nil
        guard !by.isEmpty || firstSpoken != nil else { return nil }
        return SpokenItem(end: second.end, spoken: rules.join([firstSpoken ?? first.spoken, by, second.spoken]),
                          dropsRepeatedWord: first.dropsRepeatedWord)
    }

    /// The first thing that fits at `start`: time, date, address-like digit groups, fraction, quantity.
    func readItem(at start: Int) -> NumberItem? {
        if lexicon.mobileNumbers != nil, let m = readMobileNumber(at: start) { return m }
        if isDigit(start) {
            // Each reader needs a particular mark after the first digits; most numbers have none.
            var e = start
            while isDigit(e) { e += 1 }
            guard let next = at(e) else { return readQuantity(at: start) }
            let letter = next.isWordLetter
            if next == ".", let v = readCuedVersion(at: start) { return v }
            if letter || next.isOneOf(":hHg. "), let t = readTime(at: start) { return t }
            if next == "Q", let q = readQuarter(at: start) { return q }
            if next == "(", let code = readSectionCode(at: start) { return code }
            if next == "-", !lexicon.digitsAfter.isEmpty, followsDigitsCue(start), let id = readIdentifier(at: start) { return id }
            if next == ".", e - start == 4, locale.data.dateOrder == .ymd, !lexicon.months.isEmpty,
               let d = readYearFirstDate(at: start) { return d }
            if next == ".", e - start <= 2, locale.data.dateOrder == .ymd, let d = readMonthDayDate(at: start) { return d }
            if next == ".", at(e + 1) == " ", e - start <= 2, let d = readSpacedDottedDate(at: start) { return d }
            if next == " ", lexicon.hasAddress, let a = readAddress(at: start) { return a }
            // Dates, addresses and phone numbers need several digit groups: counted once, without
            // building them, so a plain "1.5" or "2-3" skips those readers.
            let shape = next.isOneOf("/-.· ") ? digitGroupShape(from: start) : (groups: 1, digits: e - start)
            if next.isOneOf("/-.·"), shape.groups >= 3 || (shape.groups == 2 && (lexicon.hasDateWords || next == "-" && e - start == 4
                                                                              || next != "." && e - start == 2 && shape.digits == 6)),
               let d = readNumericDate(at: start) { return d }
            // A day written as an ordinal ("24. listopadu", "24. November") is a date's day too.
            if next == " " || next == "-" || next == "/" || letter || next == "." && at(e + 1) == " ",
               !lexicon.months.isEmpty, let d = readDayFirstDate(at: start) { return d }
            if lexicon.dateCounters.contains(next), let d = readCounterDate(at: start) { return d }
            if next == ".", shape.groups >= 4, let p = readDottedDigits(at: start) { return p }
            if next == ".", shape.groups == 3, let v = readVersion(at: start) { return v }
            if next.isOneOf("-. "), shape.groups >= 2, shape.digits >= 7, !isGroupedNumber(at: start),
               let p = readTelephone(at: start) { return p }
            if next == "/" || (next == " " && isDigit(e + 1)), let f = readFraction(at: start) { return f }
        } else if s[start] == "+", isDigit(start + 1), let p = readTelephone(at: start) {
            return p
        } else if isDigit(start + 1), let f = readFraction(at: start) {
            return f
        }
        return readQuantity(at: start)
    }

    /// "200.000.001" where "." groups thousands (es, pt, de): a number, not a phone number. A
    /// space between groups is left to the phone reader ("612 345 678").
    func isGroupedNumber(at start: Int) -> Bool {
        guard let (number, end) = parseNumeral(at: start), number.grouped, let mark = at(digitRunEnd(start)),
              mark != " ", !isDigit(end) else { return false }
        return !(at(end).map { $0.isOneOf("-./·") } ?? false && isDigit(end + 1))
    }

    /// An upper bound on the digit groups and digits of a date, IP address or phone number
    /// starting at `start`: digits joined by "-", ".", "/", "·", "(", ")" or a space before a digit.
    func digitGroupShape(from start: Int) -> (groups: Int, digits: Int) {
        var groups = 0
        var digits = 0
        var k = start
        var inGroup = false
        while let c = at(k) {
            if c.isASCIIDigit {
                if !inGroup { groups += 1; inGroup = true }
                digits += 1
            } else if c.isOneOf("-./·()") || (c == " " && (isDigit(k + 1) || at(k + 1) == "(")) {
                inGroup = false
            } else {
                break
            }
            k += 1
        }
        return (groups, digits)
    }

    // MARK: codes

    /// Whether the digits at `start` are glued to a word before them ("W2s", "ab9453"), the word
    /// itself not being a unit after another number ("1h15m").
    func startsInsideCode(_ start: Int) -> Bool {
        guard isLetter(start - 1) else { return false }
        var b = start - 1
        while isLetter(b - 1) { b -= 1 }
        return !isDigit(b - 1)
    }

    /// Whether the digits at `start` follow a model code: capitals and a hyphen ("XP-75", "F-16",
    /// "CN- 235" as tokenized text writes it).
    func followsModelCode(_ start: Int) -> Bool {
        let hyphen = at(start - 1) == " " ? start - 2 : start - 1
        guard at(hyphen) == "-", at(hyphen - 1)?.isASCIICapital == true else { return false }
        var b = hyphen - 1
        while at(b - 1)?.isASCIICapital == true { b -= 1 }
        return !isLetter(b - 1)
    }

    /// Digits read one by one although written as a plain integer: four or more glued to letters
    /// ("ab9453", a code; not round model numbers such as "T1000" nor years such as "FY2024"),
    /// three or more after the profile's `digitsAfter` phrases ("ending in 8876") or after a
    /// mask ("•••• 8876"). Never when a unit or currency follows ("ending in 30 min").
    func readAsDigits(_ number: Numeral, start: Int, end: Int) -> String? {
        let count = number.integer.count
        guard count >= 3, count <= lexicon.cardinalDigitLimit, !isLetter(end) else { return nil }
        if count >= 4, startsInsideCode(start) {
            guard number.integer.suffix(2) != [0, 0], !(1900...2099).contains(number.intValue ?? 0) else { return nil }
        } else if !followsDigitsCue(start) {
            return nil
        }
        let j = skipSpaces(end)
        if unitAt(j, spaced: j > end) != nil
            || longestMatch(at: j, in: lexicon.currencySuffixes, folded: true) != nil {
            return nil
        }
        return rules.digitNames(number.integer)
    }

    /// A mask ("••••", "****") or one of the profile's `digitsAfter` phrases just before `start`.
    func followsDigitsCue(_ start: Int) -> Bool {
        var b = start - 1
        if at(b) == " " || at(b) == "\u{A0}" { b -= 1 }
        var masks = 0
        while let c = at(b), c == "•" || c == "*" || c == "●" || c == "∙" { masks += 1; b -= 1 }
        if masks >= 2 { return true }
        guard !lexicon.digitsAfter.isEmpty, masks == 0 else { return false }
        var e = start
        while at(e - 1) == " " { e -= 1 }
        var w = e
        while isLetter(w - 1) { w -= 1 }
        guard w < e else { return false }
        let last = string(w, e).lowercased()
        if lexicon.digitsAfter.contains(last) { return true }
        var e2 = w
        while at(e2 - 1) == " " { e2 -= 1 }
        var w2 = e2
        while isLetter(w2 - 1) { w2 -= 1 }
        return w2 < e2 && e2 < w && lexicon.digitsAfter.contains(string(w2, e2).lowercased() + " " + last)
    }

    // MARK: numerals

    /// Digits with the locale's group and decimal marks: "1,234.56" (en), "1.234,56" (pt), "2 300" (ru).
    func parseNumeral(at start: Int) -> (Numeral, Int)? {
        var k = start
        var integer: [UInt8] = []
        var grouped = false
        if lexicon.decimalIsDot, at(k) == ".", isDigit(k + 1) {
            // ".5": no integer part
        } else {
            k = digitRunEnd(k)
            guard k > start else { return nil }
            if k - start <= 2, let end = lakhGroupsEnd(from: k) {
                k = end
                grouped = true
            } else if k - start <= 3 {
                while let g = at(k), groupMarks.contains(g), isDigit(k + 1), isDigit(k + 2), isDigit(k + 3), !isDigit(k + 4) {
                    // "1,000th" is grouped, "123,000012" is not; a space only groups before exactly three digits.
                    if g == " ", let after = at(k + 4), after == "-" || after == "/" || after == ":" { break }
                    k += 4
                    grouped = true
                }
                if !grouped, lexicon.decimalIsDot, let end = dotThousandsEnd(from: k) {
                    k = end
                    grouped = true
                }
            }
            // The digits between the group marks, in one allocation.
            integer = digitValues(start, k)
        }
        var fraction: [UInt8]?
        if at(k) == decimalMark, isDigit(k + 1) {
            let j = digitRunEnd(k + 1)
            fraction = digitValues(k + 1, j)
            k = j
        } else if let also = lexicon.alsoDecimalMark, at(k) == also, !grouped, isDigit(k + 1), at(start - 1) != also {
            // The second mark is decimal only where it cannot group thousands (not three digits
            // after at most three) and does not list numbers ("1,2,3").
            let j = digitRunEnd(k + 1)
            if !(k - start <= 3 && j - k == 4), !(at(j) == also && isDigit(j + 1)) {
                fraction = digitValues(k + 1, j)
                k = j
            }
        }
        return (Numeral(integer: integer, fraction: fraction, grouped: grouped), k)
    }

    /// "1.299.000" where "." is the decimal mark: two or more dots each before exactly three
    /// digits group thousands, as a decimal has one mark (an Indonesian or German price in an
    /// English app). `k` is after the first one to three digits; nil unless two such groups follow.
    func dotThousandsEnd(from k: Int) -> Int? {
        var j = k
        var groups = 0
        while at(j) == ".", isDigit(j + 1), isDigit(j + 2), isDigit(j + 3), !isDigit(j + 4) {
            j += 4
            groups += 1
        }
        guard groups >= 2, !(at(j) == "." && isDigit(j + 1)) else { return nil }
        return j
    }

    /// Where the comma groups thousands, the Indian grouping too: pairs above the last three
    /// digits ("1,00,000" one lakh, "12,34,567"), as India writes numbers in every language it
    /// uses (CLDR's hi, en-IN, bn patterns "#,##,##0"). `k` is after the first one or two digits;
    /// nil unless at least one pair and then three digits follow.
    func lakhGroupsEnd(from k: Int) -> Int? {
        guard groupMarks.first == "," else { return nil }
        var j = k
        while at(j) == ",", isDigit(j + 1), isDigit(j + 2), at(j + 3) == ",", isDigit(j + 4) { j += 3 }
        guard j > k, at(j) == ",", isDigit(j + 1), isDigit(j + 2), isDigit(j + 3), !isDigit(j + 4) else { return nil }
        return j + 4
    }

    /// The end of the run of ASCII digits starting at `k` (`k` itself when there is none).
    func digitRunEnd(_ k: Int) -> Int {
        var e = k
        while e >= 0, e < n, s[e].isASCIIDigit { e += 1 }
        return e
    }

    /// The values of the ASCII digits in `s[from..<to]`, skipping anything else (group marks).
    /// (Appending is cheaper than `Array(unsafeUninitializedCapacity:)`, which is not specialized
    /// and costs ~500 instructions per array; the first append allocates room for all digits.)
    func digitValues(_ from: Int, _ to: Int) -> [UInt8] {
        var digits: [UInt8] = []
        for k in from..<to where s[k].isASCIIDigit { digits.append(s[k].digitValue) }
        return digits
    }

    // MARK: currency, units, scales

    /// The longest written form in `table` at `k`, ending where a word would end.
    func longestMatch<T: Sendable>(at k: Int, in forms: FormTable<T>, folded: Bool, needsBoundary: Bool = true) -> (T, Int)? {
        guard k >= 0, k < n, case let c = s[k],
              let longest = forms.longestStarting(with: folded ? Lexicon.folded(c) : c) else { return nil }
        var length = min(longest, n - k)
        // A form that ends inside a run of letters cannot end a word: start no shorter than the run.
        var shortest = 1
        if needsBoundary, c.isWordLetter {
            var r = k + 1
            while isLetter(r) { r += 1 }
            shortest = r - k
        }
        guard length >= shortest else { return nil }
        if length <= ScalarTrie.longestWalk, forms.walks(s, from: k, end: k + length) {
            // Walk the trie, no candidate strings (the common case).
            let found = forms.trie.longest(in: s, from: k, length: length, shortest: shortest, folded: folded) { end in
                !needsBoundary || !s[end - 1].isWordLetter || !isLetter(end)
            }
            return found.map { (forms.values[$0.value], $0.end) }
        }
        let table = forms.entries
        while length >= shortest {
            var key = string(k, k + length)
            if folded { key = key.lowercased() }
            if let value = table[key] {
                let last = s[k + length - 1]
                if !needsBoundary || !last.isWordLetter || !isLetter(k + length) { return (value, k + length) }
            }
            length -= 1
        }
        return nil
    }

    /// A minus written before a currency symbol and its amount ("-$50.00", "−€5", "-Rp 50.000"):
    /// the amount is negative, as "$-50.00" is. Nil unless a sign, a prefix and a digit follow.
    func negativeMoney(at k: Int) -> (CurrencyName, Int)? {
        guard let c = at(k), c == "-" || c == "\u{2212}", let (currency, j) = currencyPrefix(at: k + 1),
              isDigit(skipSpaces(j)) else { return nil }
        return (currency, j)
    }

    func currencyPrefix(at k: Int) -> (CurrencyName, Int)? {
        guard let c = at(k), !c.isASCIIDigit, !c.isSpaceLike else { return nil }
        guard let (currency, end) = longestMatch(at: k, in: lexicon.currencyPrefixes, folded: true)
            ?? longestMatch(at: k, in: lexicon.letterCurrencyPrefixes, folded: false) ?? codeBeforePrice(at: k) else { return nil }
        var j = end
        while at(j) == " " || at(j) == "\u{A0}" { j += 1 }
        if isDigit(j) || (at(j) == "-" && isDigit(j + 1)) || (at(j) == "." && isDigit(j + 1)) { return (currency, j) }
        return nil
    }

    func skipSpaces(_ k: Int) -> Int {
        var j = k
        while let c = at(j), c == " " || c == "\u{A0}" || c == "\u{202F}" { j += 1 }
        return j
    }

    // MARK: quantity

    /// A number with what is written around it: sign, currency, scale, unit, percent, ordinal suffix.
    func readQuantity(at start: Int) -> NumberItem? {
        if let percent = readPercentFirst(at: start) { return percent }
        var k = start
        var currency: CurrencyName?
        var negative = false
        if let (c, j) = negativeMoney(at: k) {
            currency = c
            k = j
            negative = true
        } else if let (c, j) = currencyPrefix(at: k) { currency = c; k = j }
        if !negative, let c = at(k), c == "-" || c == "\u{2212}", isDigit(k + 1) || at(k + 1) == "." {
            negative = true
            k += 1
        }
        guard let (parsed, end) = parseNumeral(at: k) else { return nil }
        var number = parsed
        number.negative = negative
        k = end
        let context = previousContextWord

        if currency == nil, !number.negative, number.isInteger, !number.grouped, let digits = readAsDigits(number, start: start, end: k) {
            return NumberItem(end: k, spoken: digits)
        }
        // An ordinal word before the number: "thứ 4", "第5".
        if currency == nil, number.isInteger, !number.negative, context.contains(.ordinal) {
            // A reading that says the ordinal word again (ja "第" + "第一") says it once.
            var item = NumberItem(end: k, spoken: rules.afterOrdinalWord(number.significant))
            item.dropsRepeatedWord = true
            return item
        }
        // Month after the month word: "tháng 4" → "tháng tư".
        if currency == nil, number.isInteger, context.contains(.month),
           let m = number.intValue, (1...12).contains(m), !isDigit(k + 1) || at(k) != "/" {
            if let (year, end) = readYear(after: k), at(k) == " " {
                return dated(rules.date(year: year, month: m, day: nil, dayFirst: false), end: end)
            }
            return NumberItem(end: k, spoken: rules.monthName(m))
        }
        // Ordinal suffixes: 1st, 2º, 3ª.
        if currency == nil, number.isInteger, let (suffix, j) = ordinalSuffix(at: k) {
            // A year written as an ordinal before the word for "year" (hr "2026. godine").
            if suffix == ".", let year = yearInItsCase(number, start: start, end: j) { return year }
            let gender = suffix == "ª" ? .feminine : suffix == "." ? nounGender(after: j) ?? .masculine : .masculine
            let written = suffix == "." ? endingAfterDeterminer(before: start)
                ?? ordinalCaseAfterPreposition(before: start, nounAfter: j) ?? suffix : suffix
            if let spoken = rules.ordinal(number.significant, gender: gender, suffix: written) {
                return NumberItem(end: j, spoken: rules.join([number.negative ? rules.word("minus") : "", spoken]))
            }
            // "1th": the number, then the letters as written.
            return NumberItem(end: k, spoken: rules.number(number))
        }
        // Decades: 1980s, '80s.
        if currency == nil, number.isInteger, !number.negative,
           number.integer.count == 4 || number.integer.count == 2, number.integer.last == 0 {
            var j = k
            if at(j) == " ", number.integer.count == 4 { j += 1 }
            if at(j) == "'" || at(j) == "’", at(j + 1) == "s" { j += 1 }
            if at(j) == "s", !isLetter(j + 1), let spoken = rules.decadeReading(number) {
                return NumberItem(end: j + 1, spoken: spoken, yearSpoken: spoken)
            }
        }

        // Eras: "2934ad", "340 A.D", "2334 BC", with the profile's template ("公元{year}年").
        if currency == nil, number.isInteger, !number.negative, let c = at(skipSpaces(k)),
           c.isOneOf("aAbBcC"), let (era, e) = eraMarker(at: skipSpaces(k)) {
            let template = rules.word(era)
            if !template.isEmpty {
                return NumberItem(end: e, spoken: template.replacingAll("{year}", with: rules.year(number)), isMeasured: true)
            }
        }

        // Scales: 1.2K, 3 million, 1.2万, 1tr2.
        var scale: ScaleName?
        var j = k
        if let (sc, e) = scaleSuffix(at: k, afterMoney: currency != nil) {
            scale = sc
            j = e
            // "10K" where ten thousand has a word of its own (zh 一万, not "十千"): multiplied out.
            // A scale written as its own word ("18 vạn", "3万") is said as written.
            if !isDigit(e), string(skipSpaces(k), e) != sc.spoken, !saysTens(of: sc), let exact = number.timesPowerOfTen(sc.exponent),
               exact.integer.count <= locale.data.cardinalDigitLimit {
                var item = finishQuantity(exact, scale: nil, currency: currency, start: start, end: e)
                item.isMeasured = true
                return item
            }
            if number.isInteger, isDigit(e) {
                // "1tr2" = 1.2 triệu: the digits after the scale continue the number.
                var extra: [UInt8] = []
                var e2 = e
                while isDigit(e2) { extra.append(s[e2].digitValue); e2 += 1 }
                if extra.count < sc.exponent {
                    let padded = extra + Array(repeating: 0, count: sc.exponent - extra.count)
                    let exact = Numeral(negative: number.negative, integer: Array(number.significant) + padded)
                    var item = finishQuantity(exact, scale: nil, currency: currency, start: start, end: e2)
                    item.isMeasured = true
                    return item
                }
            }
        }
        return finishQuantity(number, scale: scale, currency: currency, start: start, end: j)
    }

    /// A percent sign written before the number ("%7": an Arabic reader meets the number first, and
    /// Turkish writes "%50"): a percentage, said in the order the language says one ("سبعة في
    /// المائة", "yüzde elli").
    func readPercentFirst(at start: Int) -> NumberItem? {
        guard let c = at(start), c == "%" || c == "٪", percentStartsNumber(at: start),
              let (unit, e) = unitAt(start, spaced: false), unit.id == "percent", e == start + 1,
              let (number, end) = parseNumeral(at: e), !number.hasLeadingZero,
              number.grouped || number.integer.count <= lexicon.cardinalDigitLimit else { return nil }
        // Only a number alone: with a unit, currency or letters after it the sign is something else.
        let after = skipSpaces(end)
        if isLetter(end) || unitAt(after, spaced: after > end) != nil || longestMatch(at: after, in: lexicon.currencySuffixes, folded: true) != nil {
            return nil
        }
        return NumberItem(end: end, spoken: rules.measure(number, unit: unit, scale: nil), isMeasured: true)
    }

    /// A percent sign right before digits and not after a word or number ("%7", not "a%20b").
    func percentStartsNumber(at k: Int) -> Bool {
        isDigit(k + 1) && !isLetter(k - 1) && !isDigit(k - 1) && at(k - 1) != "%"
    }

    func finishQuantity(_ number: Numeral, scale: ScaleName?, currency: CurrencyName?, start: Int, end: Int) -> NumberItem {
        var k = end
        var currency = currency
        var unit: UnitName?
        let afterNumber = k
        // A year before the language's word for "year", in its case ("в 2026 году").
        if currency == nil, scale == nil, let year = yearInItsCase(number, start: start, end: k) { return year }
        // A year before the profile's year abbreviation ("в 2005 г."): a year, not grams.
        if currency == nil, scale == nil, number.isInteger, !number.negative, !number.grouped, number.integer.count == 4,
           let v = number.intValue, (1000...2099).contains(v),
           let marked = yearMarked(rules.date(year: number, month: nil, day: nil, dayFirst: false), after: k) {
            return marked
        }
        // "XP-75s", "F-16s": after a model code in capitals and a hyphen, an "s" glued to the number
        // is the plural of the model ("seventy fives"), not seconds.
        if currency == nil, scale == nil, at(k) == "s", !isLetter(k + 1), number.isInteger, number.integer.count <= 3,
           followsModelCode(start), let plural = rules.decadeReading(number) {
            return NumberItem(end: k + 1, spoken: plural)
        }
        // A currency or unit after the number, with or without a space; inside a code ("W2s",
        // letters glued on both sides) the letters after are not a unit.
        let j = skipSpaces(k)
        if currency == nil, let (c, e) = longestMatch(at: j, in: lexicon.currencySuffixes, folded: true),
           !unitOutranks(c, at: j, end: e) {
            currency = c
            k = e
        } else if !(j == k && isLetter(j) && startsInsideCode(start)),
                  // A counter written in Hangul right after the number stays one word with it
                  // (ko "20일" "이십일"): copied as written after the number, not named apart.
                  !(j == k && rules.joinsNumberWords && (at(j)?.isKanaOrHangul ?? false)),
                  let (u, e) = unitAt(j, spaced: j > k) {
            unit = u
            k = e
            // The dot of an abbreviated unit where the sentence goes on ("for 5 min. siden", "10
            // kr. til"): no sentence ends before a lower-case word.
            if at(k) == ".", at(k + 1) == " ", at(k + 2)?.properties.isLowercase == true, !s[j..<k].contains(".") { k += 1 }
        } else if currency == nil, !(j == k && isLetter(j) && startsInsideCode(start)), let c = currencyCode(at: j) {
            currency = c
            k = j + 3
        }
        let scaleWord = scale.map { rules.scaleWord($0, after: number) }
        var spoken: String
        var measured = currency != nil || unit != nil || scale != nil
        if currency == nil, unit == nil, let scale, scale.name != nil, !number.negative, number.fraction == nil,
           number.significant.elementsEqual([1]) {
            // One of a scale is said as the language spells the power itself (CLDR spell-out): el
            // "1K" χίλια, pl "tysiąc", cs "tisíc", where counting the noun would give "ένας
            // χιλιάδες"; ru and uk spell "одна тысяча", so they keep the count.
            spoken = rules.cardinal(([1] + Array(repeating: 0, count: scale.exponent))[...], gender: .neuter)
        } else if currency == nil, unit == nil, let scale, let forms = scale.name {
            // A scale counted as a noun, in agreement with the number (ru "две тысячи", ar "ألفان").
            spoken = rules.measure(number, unit: UnitName(id: "scale", written: [], name: forms, gender: scale.gender), scale: nil)
        } else if let cased = numberInCase(number, start: start, end: k, currency: currency, unit: unit, scale: scale) {
            // "от 5 ₽" от пяти рублей: the preposition's case.
            spoken = cased
        } else if let currency {
            spoken = rules.money(number, currency: currency, scale: scaleWord)
        } else if let unit {
            spoken = rules.measure(number, unit: unit, scale: scaleWord)
        } else if let scaleWord {
            // The scale word is the noun the number stands before ("coma un millones").
            let count = number.fraction != nil ? rules.decimal(number, beforeNoun: .masculine, scaleFollows: true)
                : rules.count(number, beforeWord: nil, nounGender: nil) ?? rules.number(number)
            spoken = rules.joinsNumberWords ? count + scaleWord : rules.join([count, scaleWord])
            measured = true
        } else if let total = totalOutOf(number, start: start) {
            // pl "3 z 10" trzy z dziesięciu: the total in the genitive.
            spoken = total
        } else if let one = oneBeforeNoun(number, start: start, end: afterNumber) {
            // German "1 Stunde" eine Stunde, "vor 1 Stunde" vor einer Stunde.
            spoken = one
        } else if !lexicon.notNouns.isEmpty, let word = lowercaseWord(after: afterNumber), !lexicon.notNouns.contains(word),
                  let counted = rules.count(number, beforeWord: word, nounGender: rules.plural(number) == .one || rules.word("countsAgree") == "every"
                    ? nounGender(after: afterNumber) : pluralNounGender(after: afterNumber)) {
            // A number before a noun it counts ("1 nuovo messaggio" un nuovo messaggio, hu "2 új üzenet" két).
            spoken = counted
            // he "1 פריט" פריט אחד: one follows the noun it counts (`oneFollowsNoun`).
            if rules.plural(number) == .one, !number.negative, rules.word("oneFollowsNoun") == "yes" {
                spoken = rules.join([word, counted])
                k = afterNumber + 1 + word.unicodeScalars.count
            }
        } else {
            spoken = rules.contextual(number, after: at(afterNumber), afterNext: at(afterNumber + 1))
        }
        // "per": $20/mo, 50.000đ/ngày, 12/kg; "56,3 /km²" with a space before the slash of a unit.
        if at(k) == " ", at(k + 1) == "/", unitAt(k + 2, spaced: false) != nil { k += 1 }
        if measured || (at(k) == "/" && !isDigit(k + 1)), at(k) == "/", !isDigit(k + 1) {
            if let (u, e) = unitAt(k + 1, spaced: false) {
                spoken = rules.join([spoken, perPhrase(u.id, name: rules.noun(u.name, .one), afterPrice: currency != nil)])
                k = e
            } else if isLetter(k + 1) {
                var e = k + 1
                while isLetter(e) { e += 1 }
                // Short forms that are only units after "per" ("$1/d"): words "per:d" in the profile.
                let written = string(k + 1, e)
                let unit = rules.word("per:" + written)
                // Any other word is read as the scanner reads a word (an abbreviation such as
                // "Ms.", a Latin word a language rewrites), so a second pass changes nothing.
                let abbreviation = at(e) == "."
                    ? lexicon.abbreviations.exactMatch(in: s, from: k + 1, end: e + 1, string: { written + "." }) : nil
                // Capitals are an initialism as they would be after the word "per" ("3/SB" is
                // "three per S.B.").
                let initialism = abbreviation == nil && mayBeInitialism((k + 1)..<e) ? initialismReading((k + 1)..<e, afterCapitals: false) : nil
                let word = !unit.isEmpty ? unit : abbreviation ?? initialism ?? rules.rewrittenLatinWord(s[(k + 1)..<e]) ?? written
                spoken = rules.join([spoken, perPhrase(written, name: word, afterPrice: currency != nil)])
                k = abbreviation == nil ? e : e + 1
            }
        }
        if measured, let (joined, e) = hyphenEnding(on: spoken, at: k) {
            spoken = joined
            k = e
        }
        var yearSpoken: String?
        if !measured, number.isInteger, !number.negative, number.integer.count == 4,
           let v = number.intValue, (1000...2099).contains(v), !s[start..<afterNumber].contains(",") {
            yearSpoken = rules.yearAlternative(number)
        }
        var item = NumberItem(end: k, spoken: spoken, yearSpoken: yearSpoken, isMeasured: measured)
        item.isTwoDigitNumber = !measured && number.isInteger && !number.negative && number.integer.count == 2 && k == afterNumber
        return item
    }

    /// What "/" and the unit or word after it say: the profile's phrase for that unit
    /// (`perUnit:<unit id or written word>`, ru "в секунду", whose case the preposition decides),
    /// else the per word (`perPrice` after a price where the profile has it, ru "за": "рублей за
    /// килограмм") and the unit's name.
    func perPhrase(_ key: String, name: String, afterPrice: Bool) -> String {
        let phrase = rules.word("perUnit:" + key)
        if !phrase.isEmpty { return phrase }
        let price = afterPrice ? rules.word("perPrice") : ""
        return rules.join([price.isEmpty ? rules.word("per") : price, name])
    }

    /// A unit written exactly as the text has it beats a currency whose form matched only in
    /// another case: "0 ft" is feet, "Ft" forint.
    func unitOutranks(_ currency: CurrencyName, at j: Int, end e: Int) -> Bool {
        guard let (_, unitEnd) = longestMatch(at: j, in: lexicon.unitsExact, folded: false), unitEnd >= e else { return false }
        return !currency.written.contains(string(j, e))
    }

    /// Whether an amount's currency or a unit other than a time unit is written at `k` (after
    /// spaces): what makes "12.50 €" an amount rather than ten to one.
    func followsCurrencyOrUnit(_ k: Int) -> Bool {
        if longestMatch(at: k, in: lexicon.currencySuffixes, folded: true) != nil || currencyCode(at: k) != nil { return true }
        guard let (unit, _) = unitAt(k, spaced: k > 0 && at(k - 1) == " ") else { return false }
        return !["hour", "minute", "second"].contains(unit.id)
    }

    /// A unit symbol at `k`. With a space before it, only a unit that ends the word counts
    /// ("5 min ago", not "5 m" of "5 minutes"); "m" means minutes beside hours or duration words.
    func unitAt(_ k: Int, spaced: Bool) -> (UnitName, Int)? {
        guard let c = at(k), !c.isSpaceLike, !c.isASCIIDigit else { return nil }
        guard let (found, end) = longestMatch(at: k, in: lexicon.unitsExact, folded: false)
                ?? longestMatch(at: k, in: lexicon.unitsFolded, folded: true).flatMap({ $0.1 - k > 1 ? $0 : nil })
        else { return nil }
        var unit = rules.locale.named(found)
        // A straight quote closes a quotation unless the quotes before it are balanced ("12"" is inches).
        if s[k] == "\"", s[0..<k].filter({ $0 == "\"" }).count % 2 == 1 { return nil }
        if isLetter(end) { return nil }
        if unit.id == "metre", end - k == 1, let minute = lexicon.minute, meansMinutes(after: end, before: k) {
            unit = rules.locale.named(minute)
        }
        return (unit, end)
    }

    func meansMinutes(after end: Int, before start: Int) -> Bool {
        var j = skipSpaces(end)
        var e = j
        while isLetter(e) { e += 1 }
        if lexicon.durationWords.contains(string(j, e).lowercased()) { return true }
        // "1h 15m": an hour count just before.
        j = start - 1
        while let c = at(j), c.isASCIIDigit || c == " " { j -= 1 }
        return at(j) == "h" && !isLetter(j - 1) && j < start - 1
    }

    func scaleSuffix(at k: Int, afterMoney: Bool) -> (ScaleName, Int)? {
        if let (scale, end) = longestMatch(at: k, in: lexicon.scales, folded: false), !isLetter(end) || isCJKAt(end) {
            return (scale, end)
        }
        // After an amount of money a scale may be written in any case: "$6.5m" is millions, as
        // money is never measured in metres.
        if afterMoney, let (scale, end) = longestMatch(at: k, in: lexicon.moneyScales, folded: true), !isLetter(end) {
            return (scale, end)
        }
        // With a space, only a scale word ("2.5 million", not "5 M").
        let j = skipSpaces(k)
        // After an amount of money a lone letter is a scale too ("¥30 b"), and after a decimal
        // where the profile says so (`spacedScaleLetters: afterDecimal`: CLDR's compact patterns
        // write a space, fr, es-MX, ca "1,2 k", so "1.2 K" is a count there; "5 K" stays, and in
        // English "2.7 K" stays kelvins).
        var b = k - 1
        while isDigit(b), k - b <= 3 { b -= 1 }
        let afterDecimal = (1...2).contains(k - 1 - b) && (at(b) == "," || at(b) == ".") && isDigit(b - 1)
            && rules.word("spacedScaleLetters") == "afterDecimal"
        if j > k, let (scale, end) = longestMatch(at: j, in: afterMoney ? lexicon.moneyScales : lexicon.scales, folded: afterMoney),
           end - j > 1 || s[j].isCJK || ((afterMoney || afterDecimal) && !isLetter(end)) {
            return (scale, end)
        }
        return nil
    }

    func isCJKAt(_ k: Int) -> Bool { at(k)?.isCJK ?? false }

    /// AD, A.D., CE, BC, B.C., BCE in any case, ending a word: the key of the era's template.
    func eraMarker(at k: Int) -> (String, Int)? {
        var letters = ""
        var e = k
        while let c = at(e), c.isASCIILetter || (c == "." && !letters.isEmpty && isLetter(e + 1)) {
            if c != "." { letters.unicodeScalars.append(c) }
            e += 1
        }
        if at(e) == ".", !letters.isEmpty, string(k, e).contains(".") || letters.count == 2 { e += 1 }
        guard !isLetter(e) else { return nil }
        switch letters.lowercased() {
        case "ad", "ce": return ("eraAD", e)
        case "bc", "bce": return ("eraBC", e)
        default: return nil
        }
    }

    /// Three capital letters ending a word at `k` that are an ISO currency code CLDR names ("HRK").
    func currencyCode(at k: Int) -> CurrencyName? {
        guard let codes = lexicon.currencyCodes, let c = at(k), c.isASCII, c.properties.isUppercase,
              !isLetter(k + 3), (k..<(k + 3)).allSatisfy({ at($0).map { $0.isASCII && $0.properties.isUppercase } ?? false })
        else { return nil }
        return codes.currency(string(k, k + 3))
    }

    /// A case ending written after a hyphen at `k` ("GBP-t", "8 ó-ban") joined to what was said
    /// before it, where the profile's language does so (hu), and the end of the ending.
    func hyphenEnding(on spoken: String, at k: Int) -> (String, Int)? {
        guard lexicon.joinsHungarianEndings, at(k) == "-", let c = at(k + 1), c.properties.isLowercase else { return nil }
        var e = k + 1
        while isLetter(e) { e += 1 }
        guard e - k <= 6, !isDigit(e), let joined = HungarianEndings.joined(spoken, ending: string(k + 1, e)) else { return nil }
        return (joined, e)
    }

    /// Any other ISO code before an amount written as a price, with two decimals ("HRK 88.50",
    /// "ZAR 1,299.00"): only a price proves the letters a currency ("TOP 10" is no Tongan paʻanga).
    func codeBeforePrice(at k: Int) -> (CurrencyName, Int)? {
        guard let currency = currencyCode(at: k) else { return nil }
        var j = k + 3
        if at(j) == " " || at(j) == "\u{A0}" { j += 1 }
        guard isDigit(j) else { return nil }
        var e = j
        while isDigit(e) || ((at(e) == "." || at(e) == ",") && isDigit(e + 1)) { e += 1 }
        guard e - j >= 4, isDigit(e - 1), isDigit(e - 2), let mark = at(e - 3), mark == "." || mark == ",", !isLetter(e) else { return nil }
        return (currency, k + 3)
    }

    /// The word in lower case after one space at `k` ("1 nuovo messaggio"), nil if there is none.
    func lowercaseWord(after k: Int) -> String? {
        guard at(k) == " ", let c = at(k + 1), c.isUncapitalizedLetter, isLetter(k + 1) else { return nil }
        var e = k + 1
        while isLetter(e) { e += 1 }
        return string(k + 1, e)
    }

    func ordinalSuffix(at k: Int) -> (String, Int)? {
        guard let c = at(k) else { return nil }
        // A degree sign before a word that is not a unit, where the profile lists it as an ordinal
        // mark: the ordinal indicator typed as "°" (it "1° posto" primo posto, "1° gennaio").
        if c == "°", rules.ordinalSuffixes["°"] != nil, let word = lowercaseWord(after: k + 1),
           !lexicon.notNouns.contains(word), unitAt(k + 2, spaced: true) == nil {
            return ("°", k + 1)
        }
        if c == "º" || c == "ª" { return (String(c), k + 1) }
        if c == "." , let d = at(k + 1), d == "º" || d == "ª" { return (String(d), k + 2) }
        let suffixes = rules.ordinalSuffixes
        if !suffixes.isEmpty {
            // "2." (de): a dot after the number, then a space or the end.
            if c == ".", suffixes["."] != nil, at(k + 1) == nil || at(k + 1) == " " { return (".", k + 1) }
            // "2:a", "20:e" (sv): a colon, then the ending, which the profile lists with its colon.
            if c == ":", isLetter(k + 1) {
                var e = k + 1
                while isLetter(e), e - k <= 3 { e += 1 }
                if !isLetter(e), case let suffix = ":" + string(k + 1, e).lowercased(), suffixes[suffix] != nil { return (suffix, e) }
            }
            // Letters right after the number ("1st", "3e", "1er", "1.ᵉʳ"); short ones only, so
            // "5 min" and "3 GB" make no string.
            // A dot before superscript letters is part of the mark ("1.ᵉʳ", "1.ª" above).
            let begin = c == "." && isLetter(k + 1) && !(at(k + 1)?.isASCII ?? true) ? k + 1 : k
            if isLetter(begin) {
                var e = begin
                while isLetter(e), e - begin < 4 { e += 1 }
                if !isLetter(e), case let suffix = string(begin, e).lowercased(), suffixes[suffix] != nil { return (suffix, e) }
            }
        }
        if c == "-", rules.readsHyphenedOrdinals, isLetter(k + 1) {
            var e = k + 1
            while isLetter(e) { e += 1 }
            // Up to three letters ("5-го"), four where the profile lists them (bg "1-вият").
            if e - k <= 4 || e - k == 5 && rules.ordinalSuffixes["-" + string(k + 1, e).lowercased()] != nil {
                return (string(k + 1, e), e)
            }
        }
        return nil
    }

    // MARK: fractions

    /// "1/2", "3 2/4", "1/4th", "-1/3"; not dates (three parts) and not "24/7"-like parts of paths.
    func readFraction(at start: Int) -> NumberItem? {
        // Part of a path or serial ("31/31/100", "MIG-25/235212"): not a fraction.
        if at(start - 1) == "/" { return nil }
        var begin = start
        var negative = false
        if let c = at(start), c == "-" || c == "\u{2212}" { negative = true; begin += 1 }
        guard let (parsed, k) = parseNumeral(at: begin), parsed.isInteger else { return nil }
        var whole = parsed
        whole.negative = negative
        var numerator = whole
        var wholePart: Numeral?
        var slash = k
        if at(k) == " ", isDigit(k + 1), let (num, k2) = parseNumeral(at: k + 1), num.isInteger, at(k2) == "/",
           isDigit(k2 + 1) {
            wholePart = whole
            numerator = num
            slash = k2
        }
        guard at(slash) == "/", isDigit(slash + 1), let (den, end) = parseNumeral(at: slash + 1), den.isInteger,
              at(end) != "/", !(at(end) == "." && isDigit(end + 1)) else { return nil }
        // Where a fraction is said with numbers on both sides (hi "{numerator} बटा {denominator}",
        // ar "على" past the named ones) a zero denominator can be said too ("3/0"), and any
        // numerator a number can be; the language's fraction reading says it.
        let fractions = locale.data.fractions
        if den.isZero {
            let saysNumbers = fractions?.template != nil || (fractions?.namedUpTo != nil && fractions?.overTemplate != nil)
            guard saysNumbers, wholePart == nil, end == slash + 2, !numerator.hasLeadingZero,
                  numerator.integer.count <= lexicon.cardinalDigitLimit else { return nil }
            return NumberItem(end: end, spoken: rules.fraction(numerator: numerator, denominator: den))
        }
        // Grouped denominators may be long ("1/1.000.000": a millionth).
        let numeratorLimit = fractions?.template != nil && !numerator.hasLeadingZero ? lexicon.cardinalDigitLimit : 6
        if numerator.integer.count > numeratorLimit || den.integer.count > (den.grouped ? 12 : 6) { return nil }
        var e = end
        if let (suffix, j) = ordinalSuffix(at: e), ["th", "rd", "nd", "st"].contains(suffix) { e = j }
        // Before a unit, where numbers agree with its noun: "medio milímetro", "una y tres quintos de milla".
        let u = skipSpaces(e)
        if let (unit, ue) = unitAt(u, spaced: u > e), unit.prefix != true,
           let (words, adjective) = rules.fraction(whole: wholePart, numerator: numerator, denominator: den,
                                                   beforeNoun: unit.gender ?? .masculine) {
            let noun = rules.noun(unit.name, .one)
            var item = NumberItem(end: ue, spoken: rules.join(adjective ? [words, noun] : [words, rules.fractionUnitLink, noun]))
            item.isMeasured = true
            return item
        }
        let spoken = wholePart.map { rules.mixedFraction(whole: $0, numerator: numerator, denominator: den) }
            ?? rules.fraction(numerator: numerator, denominator: den)
        let belowOne = rules.properFractionTakesSingular && !numerator.negative
            && (numerator.intValue ?? Int.max) < (den.intValue ?? 0)
        let category = rules.fractionNounCategory ?? (wholePart == nil && (numerator.significant == [1] || belowOne) ? .one : .other)
        var item = finishQuantityWords(spoken, category: category, end: e)
        item.isMeasured = item.end > e
        return item
    }

    /// A spoken number followed by a unit in the plural it asks for ("four and a half pounds").
    func finishQuantityWords(_ spoken: String, category: PluralCategory, end: Int) -> NumberItem {
        let j = skipSpaces(end)
        if let (unit, e) = unitAt(j, spaced: j > end), unit.prefix != true {
            // After a link word the unit is the whole that is divided: singular (es "tres quintos de metro").
            let link = rules.fractionUnitLink
            let noun = rules.noun(unit.name, category == .one || !link.isEmpty ? .one : category)
            return NumberItem(end: e, spoken: rules.join([spoken, link, noun]))
        }
        return NumberItem(end: end, spoken: spoken)
    }
}
