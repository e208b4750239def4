import VoiceProfiles

/// A number with what is written around it: sign, currency, scale, unit, percent, ordinal suffix.
/// What it asks, in order: a percent sign before the number; a sign and currency before it
/// (`MoneyRecognizer`); the number; the readings of `WholeNumberReading` (Order/QuantityOrder.swift);
/// a scale after it (`UnitRecognizer`). Then `finishQuantity`: the readings of
/// `NumberBeforeWordReading`; a currency, unit or currency code after the number; the case a
/// preposition sets (`PrepositionCaseReader`), a total after "out of" (`OutOfCountReader`), one
/// before its noun (`OneBeforeNounReader`), the gender of a noun it counts (`NounGenderReader`);
/// a unit after "/"; a hyphenated ending.
struct QuantityRecognizer<Rules: LanguageRules>: Recognizer {
    let recognizers: Recognizers<Rules>
    /// A number with what is written around it: sign, currency, scale, unit, percent, ordinal suffix.
    func readQuantity(at start: Int) -> NumberItem? {
        if let percent = readPercentFirst(at: start) { return percent }
        var index = start
        var currency: CurrencyName?
        var negative = false
        if let (signed, amountStart) = recognizers.money.negativeMoney(at: index) {
            currency = signed
            index = amountStart
            negative = true
        } else if let (prefixed, amountStart) = recognizers.money.currencyPrefix(at: index) { currency = prefixed; index = amountStart }
        // Asked as a Bool below: each `currency == nil` copied the whole currency (a dozen names).
        let hasCurrency = currency != nil
        if !negative, let scalar = at(index), scalar == "-" || scalar == "\u{2212}", isDigit(index + 1) || at(index + 1) == "." {
            negative = true
            index += 1
        }
        guard let (parsed, end) = numerals.parseNumeral(at: index) else { return nil }
        var number = parsed
        number.negative = negative
        index = end
        let context = previousContextWord

        // What the number is before anything counts it: a code, an ordinal, a month, a decade, an era.
        if let item = readWholeNumber(ReadNumber(number: number, start: start, end: index, hasCurrency: hasCurrency, context: context)) {
            return item
        }

        // Scales: 1.2K, 3 million, 1.2万, 1tr2.
        var scale: ScaleName?
        var ahead = index
        if let (foundScale, runEnd) = recognizers.units.scaleSuffix(at: index, afterMoney: hasCurrency) {
            scale = foundScale
            ahead = runEnd
            // "10K" where ten thousand has a word of its own (zh 一万, not "十千"): multiplied out.
            // A scale written as its own word ("18 vạn", "3万") is said as written.
            if !isDigit(runEnd), string(skipSpaces(index), runEnd) != foundScale.spoken, !saysTens(of: foundScale), let exact = number.timesPowerOfTen(foundScale.exponent),
               exact.integer.count <= locale.data.cardinalDigitLimit {
                var item = finishQuantity(exact, scale: nil, currency: currency, start: start, end: runEnd)
                item.isMeasured = true
                return item
            }
            if number.isInteger, isDigit(runEnd) {
                // "1tr2" = 1.2 triệu: the digits after the scale continue the number.
                var extra: [UInt8] = []
                var digitsEnd = runEnd
                while isDigit(digitsEnd) { extra.append(scalars[digitsEnd].digitValue); digitsEnd += 1 }
                if extra.count < foundScale.exponent {
                    let padded = extra + Array(repeating: 0, count: foundScale.exponent - extra.count)
                    let exact = Numeral(negative: number.negative, integer: Array(number.significant) + padded)
                    var item = finishQuantity(exact, scale: nil, currency: currency, start: start, end: digitsEnd)
                    item.isMeasured = true
                    return item
                }
            }
        }
        return finishQuantity(number, scale: scale, currency: currency, start: start, end: ahead)
    }

    /// A whole number with an ordinal suffix at `end..<suffixEnd` ("1st", "2º", "3.", "5-го"), in
    /// the gender and case the words around it ask for.
    func ordinal(_ number: Numeral, suffix: String, start: Int, end index: Int, suffixEnd ahead: Int) -> NumberItem {
        // A year written as an ordinal before the word for "year" (hr "2026. godine").
        if suffix == ".", let year = recognizers.yearCases.yearInItsCase(number, start: start, end: ahead) { return year }
        let gender = suffix == "ª" ? .feminine : suffix == "." ? recognizers.nounGenders.nounGender(after: ahead) ?? .masculine : .masculine
        let written = suffix == "." ? recognizers.determinerEndings.endingAfterDeterminer(before: start)
            ?? recognizers.determinerEndings.ordinalCaseAfterPreposition(before: start, nounAfter: ahead) ?? suffix : suffix
        if let spoken = rules.ordinal(number.significant, gender: gender, suffix: written) {
            return NumberItem(end: ahead, spoken: rules.join([number.negative ? rules.word("minus") : "", spoken]))
        }
        // "1th": the number, then the letters as written.
        return NumberItem(end: index, spoken: rules.number(number))
    }

    /// A percent sign written before the number ("%7": an Arabic reader meets the number first, and
    /// Turkish writes "%50"): a percentage, said in the order the language says one ("سبعة في
    /// المائة", "yüzde elli").
    func readPercentFirst(at start: Int) -> NumberItem? {
        guard let sign = at(start), sign == "%" || sign == "٪", percentStartsNumber(at: start),
              let (unit, percentEnd) = recognizers.units.unitAt(start, spaced: false), unit.id == "percent", percentEnd == start + 1,
              let (number, end) = numerals.parseNumeral(at: percentEnd), !number.hasLeadingZero,
              number.grouped || number.integer.count <= lexicon.cardinalDigitLimit else { return nil }
        // Only a number alone: with a unit, currency or letters after it the sign is something else.
        let after = skipSpaces(end)
        if isLetter(end) || recognizers.units.unitAt(after, spaced: after > end) != nil || longestMatch(at: after, in: lexicon.currencySuffixes, folded: true) != nil {
            return nil
        }
        return NumberItem(end: end, spoken: rules.measure(number, unit: unit, scale: nil), isMeasured: true)
    }

    /// A percent sign right before digits and not after a word or number ("%7", not "a%20b").
    func percentStartsNumber(at index: Int) -> Bool {
        isDigit(index + 1) && !isLetter(index - 1) && !isDigit(index - 1) && at(index - 1) != "%"
    }

    func finishQuantity(_ number: Numeral, scale: ScaleName?, currency: CurrencyName?, start: Int, end: Int) -> NumberItem {
        var index = end
        var currency = currency
        var unit: UnitName?
        // Asked as Bools: comparing the optionals with nil copied each (a dozen names) every time.
        var hasCurrency = currency != nil
        var hasUnit = false
        let hasScale = scale != nil
        let afterNumber = index
        // A year before the word for "year" or its abbreviation, a model's plural (`NumberBeforeWordReading`).
        if !hasCurrency, !hasScale, let item = readNumberBeforeWord(number, start: start, end: index) { return item }
        // A currency or unit after the number, with or without a space; inside a code ("W2s",
        // letters glued on both sides) the letters after are not a unit.
        let ahead = skipSpaces(index)
        if !hasCurrency, let (suffixed, runEnd) = longestMatch(at: ahead, in: lexicon.currencySuffixes, folded: true),
           !recognizers.money.unitOutranks(suffixed, at: ahead, end: runEnd) {
            currency = suffixed
            hasCurrency = true
            index = runEnd
        } else if !(ahead == index && isLetter(ahead) && recognizers.digitCodes.startsInsideCode(start)),
                  // A counter written in Hangul right after the number stays one word with it
                  // (ko "20일" "이십일"): copied as written after the number, not named apart.
                  !(ahead == index && rules.joinsNumberWords && (at(ahead)?.isKanaOrHangul ?? false)),
                  let (foundUnit, runEnd) = recognizers.units.unitAt(ahead, spaced: ahead > index) {
            unit = foundUnit
            hasUnit = true
            index = runEnd
            // The dot of an abbreviated unit where the sentence goes on ("for 5 min. siden", "10
            // kr. til"): no sentence ends before a lower-case word.
            if at(index) == ".", at(index + 1) == " ", at(index + 2)?.properties.isLowercase == true, !scalars[ahead..<index].contains(".") { index += 1 }
        } else if !hasCurrency, !(ahead == index && isLetter(ahead) && recognizers.digitCodes.startsInsideCode(start)), let code = recognizers.money.currencyCode(at: ahead) {
            currency = code
            hasCurrency = true
            index = ahead + 3
        }
        let scaleWord = scale.map { rules.scaleWord($0, after: number) }
        var spoken: String
        var measured = hasCurrency || hasUnit || hasScale
        if !hasCurrency, !hasUnit, let scale, scale.name != nil, !number.negative, number.fraction == nil,
           number.significant.elementsEqual([1]) {
            // One of a scale is said as the language spells the power itself (CLDR spell-out): el
            // "1K" χίλια, pl "tysiąc", cs "tisíc", where counting the noun would give "ένας
            // χιλιάδες"; ru and uk spell "одна тысяча", so they keep the count.
            spoken = rules.cardinal(([1] + Array(repeating: 0, count: scale.exponent))[...], gender: .neuter)
        } else if !hasCurrency, !hasUnit, let scale, let forms = scale.name {
            // A scale counted as a noun, in agreement with the number (ru "две тысячи", ar "ألفان").
            spoken = rules.measure(number, unit: UnitName(id: "scale", written: [], name: forms, gender: scale.gender), scale: nil)
        } else if let cased = recognizers.prepositionCases.numberInCase(number, start: start, end: index, currency: currency, unit: unit, scale: scale) {
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
        } else if let total = recognizers.outOfCounts.totalOutOf(number, start: start) {
            // pl "3 z 10" trzy z dziesięciu: the total in the genitive.
            spoken = total
        } else if let one = recognizers.oneBeforeNoun.oneBeforeNoun(number, start: start, end: afterNumber) {
            // German "1 Stunde" eine Stunde, "vor 1 Stunde" vor einer Stunde.
            spoken = one
        } else if !lexicon.notNouns.isEmpty, let word = lowercaseWord(after: afterNumber), !lexicon.notNouns.contains(word),
                  let counted = rules.count(number, beforeWord: word, nounGender: rules.plural(number) == .one || rules.word("countsAgree") == "every"
                    ? recognizers.nounGenders.nounGender(after: afterNumber) : recognizers.nounGenders.pluralNounGender(after: afterNumber)) {
            // A number before a noun it counts ("1 nuovo messaggio" un nuovo messaggio, hu "2 új üzenet" két).
            spoken = counted
            // he "1 פריט" פריט אחד: one follows the noun it counts (`oneFollowsNoun`).
            if rules.plural(number) == .one, !number.negative, rules.word("oneFollowsNoun") == "yes" {
                spoken = rules.join([word, counted])
                index = afterNumber + 1 + word.unicodeScalars.count
            }
        } else {
            spoken = rules.contextual(number, after: at(afterNumber), afterNext: at(afterNumber + 1))
        }
        // "per": $20/mo, 50.000đ/ngày, 12/kg; "56,3 /km²" with a space before the slash of a unit.
        if at(index) == " ", at(index + 1) == "/", recognizers.units.unitAt(index + 2, spaced: false) != nil { index += 1 }
        if measured || (at(index) == "/" && !isDigit(index + 1)), at(index) == "/", !isDigit(index + 1) {
            if let (foundUnit, runEnd) = recognizers.units.unitAt(index + 1, spaced: false) {
                spoken = rules.join([spoken, perPhrase(foundUnit.id, name: rules.noun(foundUnit.name, .one), afterPrice: hasCurrency)])
                index = runEnd
            } else if isLetter(index + 1) {
                var runEnd = index + 1
                while isLetter(runEnd) { runEnd += 1 }
                // Short forms that are only units after "per" ("$1/d"): the profile's `names.unitsAfterPer`.
                let written = string(index + 1, runEnd)
                let unit = locale.data.names.unitsAfterPer[written] ?? ""
                // Any other word is read as the scanner reads a word (an abbreviation such as
                // "Ms.", a Latin word a language rewrites), so a second pass changes nothing.
                let abbreviation = at(runEnd) == "."
                    ? lexicon.abbreviations.exactMatch(in: scalars, from: index + 1, end: runEnd + 1, string: { written + "." }) : nil
                // Capitals are an initialism as they would be after the word "per" ("3/SB" is
                // "three per S.B.").
                let initialism = abbreviation == nil && mayBeInitialism((index + 1)..<runEnd) ? initialismReading((index + 1)..<runEnd, afterCapitals: false) : nil
                let word = !unit.isEmpty ? unit : abbreviation ?? initialism ?? rules.rewrittenLatinWord(scalars[(index + 1)..<runEnd]) ?? written
                spoken = rules.join([spoken, perPhrase(written, name: word, afterPrice: hasCurrency)])
                index = abbreviation == nil ? runEnd : runEnd + 1
            }
        }
        if measured, let (joined, runEnd) = hyphenEnding(on: spoken, at: index) {
            spoken = joined
            index = runEnd
        }
        var yearSpoken: String?
        if !measured, number.isInteger, !number.negative, number.integer.count == 4,
           let value = number.intValue, (1000...2099).contains(value), !scalars[start..<afterNumber].contains(",") {
            yearSpoken = rules.yearAlternative(number)
        }
        var item = NumberItem(end: index, spoken: spoken, yearSpoken: yearSpoken, isMeasured: measured)
        item.isTwoDigitNumber = !measured && number.isInteger && !number.negative && number.integer.count == 2 && index == afterNumber
        return item
    }

    /// What "/" and the unit or word after it say: the profile's phrase for that unit
    /// (`names.perUnit`, by unit id or written word: ru "в секунду", whose case the preposition decides),
    /// else the per word (`perPrice` after a price where the profile has it, ru "за": "рублей за
    /// килограмм") and the unit's name.
    func perPhrase(_ key: String, name: String, afterPrice: Bool) -> String {
        let phrase = locale.data.names.perUnit[key] ?? ""
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
