import VoiceProfiles

/// A number with what is written around it: sign, currency, scale, unit, percent, ordinal suffix.
extension Recognizers {
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
                while isDigit(e2) { extra.append(scalars[e2].digitValue); e2 += 1 }
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
            if at(k) == ".", at(k + 1) == " ", at(k + 2)?.properties.isLowercase == true, !scalars[j..<k].contains(".") { k += 1 }
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
                    ? lexicon.abbreviations.exactMatch(in: scalars, from: k + 1, end: e + 1, string: { written + "." }) : nil
                // Capitals are an initialism as they would be after the word "per" ("3/SB" is
                // "three per S.B.").
                let initialism = abbreviation == nil && mayBeInitialism((k + 1)..<e) ? initialismReading((k + 1)..<e, afterCapitals: false) : nil
                let word = !unit.isEmpty ? unit : abbreviation ?? initialism ?? rules.rewrittenLatinWord(scalars[(k + 1)..<e]) ?? written
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
           let v = number.intValue, (1000...2099).contains(v), !scalars[start..<afterNumber].contains(",") {
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

    /// ``LanguageRules/saysTens(of:)``, a constant of the language, asked once per scale.
    func saysTens(of scale: ScaleName) -> Bool {
        lexicon.tensOfScales.withLock { known in
            if let says = known[scale] { return says }
            let says = rules.saysTens(of: scale)
            known[scale] = says
            return says
        }
    }
}
