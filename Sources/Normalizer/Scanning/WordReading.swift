import VoiceProfiles

/// Words: abbreviations, titles and street types, regions and postal codes; everything else copied as written.
extension Rewriter {
    func speakWordLed() {
        if let item = recognizers.digitGroups.readElectronic(at: position) ?? recognizers.writtenDates.readMonthFirstDate(at: position) ?? recognizers.writtenDates.readWeekdayBeforeDate(at: position) {
            speak(item)
            position = item.end
            return
        }
        // A Roman month with its dot and a dotted day (hu "IV. 1." április elseje).
        if scalars[position].isOneOf("IVX"), let date = recognizers.numericDates.readMonthDayDate(at: position) {
            speak(SpokenItem(end: date.end, spoken: date.spoken))
            position = date.end
            return
        }
        var letters = position
        while isLetter(letters) { letters += 1 }
        // Only a short code can stand before an amount ("R$ 5", "USD 10", "US$76").
        if letters - position <= 3, at(letters) == "$" || isDigit(letters) || (at(letters) == " " && isDigit(letters + 1)),
           speakCurrencyLed() { return }
        let start = position
        var wordEnd = position
        var dotted = false
        while wordEnd < textEnd {
            if scalars[wordEnd].isWordLetter { wordEnd += 1; continue }
            // Joiners inside a word: don't, mother-in-law, U.S.A, a.m
            if scalars[wordEnd].isOneOf("'’-‐."), isLetter(wordEnd + 1), wordEnd > start {
                if scalars[wordEnd] == ".", !(wordEnd + 2 >= textEnd || !isLetter(wordEnd + 2) || at(wordEnd + 2) == ".") { break }
                if scalars[wordEnd] == "." { dotted = true }
                wordEnd += 2
                continue
            }
            break
        }
        // The last dot of a dotted abbreviation ("p.m.", "U.S.A.") belongs to it: it is not a
        // sentence end, and keeping it makes the reading the same when normalized again.
        if dotted, at(wordEnd) == ".", !isLetter(wordEnd + 1), !isDigit(wordEnd + 1) { wordEnd += 1 }
        position = wordEnd
        defer { shiftWord(start..<wordEnd) }
        if !lexicon.beforeNames.isEmpty, speakTitleOrStreet(start..<wordEnd) { return }
        // Letters after a dot or colon, inside one word ("sig.na", "dott.ssa", "p.za", sv "s:t")
        // or as a second dotted word ("EE. UU.", "a. C."): read only as the profile writes the
        // whole abbreviation, never letter by letter ("sig punto NA").
        if let mark = at(wordEnd), mark == "." || mark == ":", !lexicon.abbreviations.isEmpty,
           case let second = mark == "." && at(wordEnd + 1) == " " ? wordEnd + 2 : wordEnd + 1, isLetter(second) {
            var secondEnd = second
            while secondEnd < textEnd, scalars[secondEnd].isWordLetter { secondEnd += 1 }
            for end in at(secondEnd) == "." ? [secondEnd + 1, secondEnd] : [secondEnd] {
                if let spoken = lexicon.abbreviations.exactMatch(in: scalars, from: start, end: end, string: { self.string(start, end) }) {
                    output.speak(spoken)
                    position = end
                    if end > secondEnd, position >= textEnd || scalars[position].isSpaceLike, endsSentenceAfterAbbreviation(position) { output.pause(.sentence) }
                    return
                }
            }
        }
        // An abbreviation with its final dot ("Mt.", "Dr."), then one written without a final dot
        // ("Mme", "vs", "Jr") or with dots inside ("z.B.", "e.g."), as the profile writes it.
        if at(wordEnd) == ".", let spoken = lexicon.abbreviations.exactMatch(in: scalars, from: start, end: wordEnd + 1, string: { self.string(start, wordEnd + 1) }) {
            // A case ending after the dot and a hyphen joins the word (hu "tv.-t" törvényt).
            if let (joined, end) = hyphenEnding(on: spoken, at: wordEnd + 1) {
                output.speak(joined)
                position = end
                return
            }
            output.speak(spoken)
            position = wordEnd + 1
            if position >= textEnd || scalars[position].isSpaceLike, endsSentenceAfterAbbreviation(position) { output.pause(.sentence) }
            return
        }
        if let spoken = lexicon.abbreviations.exactMatch(in: scalars, from: start, end: wordEnd, string: { self.string(start, wordEnd) }) {
            output.speak(spoken)
            return
        }
        // A unit symbol with a written power standing alone ("м²", a column heading) is the unit:
        // the power marks it as one, where a bare "m" may be a letter.
        if at(wordEnd)?.isPowerDigit == true, let (unit, end) = longestMatch(at: start, in: lexicon.unitsExact, folded: false),
           end == wordEnd + 1, !isLetter(end), !isDigit(end) {
            output.speak(rules.locale.named(unit).name.one)
            position = end
            return
        }
        // Most words are copied as they are: no string is built for them.
        let mayBeRoman = (!lexicon.romanWords.isEmpty || lexicon.romanAfterNames)
            && scalars[start..<wordEnd].allSatisfy { $0.isOneOf("IVXLCDMivxlcdm") }
        let mayBeInitialism = mayBeInitialism(start..<wordEnd)
        if !recognizers.addresses.sawAddress, at(wordEnd) != ".", !mayBeRoman, !mayBeInitialism {
            if let rewritten = rules.rewrittenLatinWord(scalars[start..<wordEnd]) { output.speak(rewritten) } else { output.speakScalars(scalars[start..<wordEnd]) }
            return
        }
        let word = string(start, wordEnd)
        if let region = recognizers.addresses.addressRegion(word, at: start) {
            output.speak(region)
            if let zip = postalCode(after: wordEnd) {
                output.speak(zip.spoken)
                position = zip.end
            }
        } else if at(wordEnd) == ".", numberFollows(wordEnd + 1),
                  let spoken = lexicon.beforeNumbers.exactMatch(in: scalars, from: start, end: wordEnd + 1, string: { word + "." }) {
            output.speak(spoken)
            position = wordEnd + 1
        } else if mayBeRoman, let value = RomanNumeral.value(Substring(word)), case let said = output.lastWords,
                  lexicon.romanWords.contains(said.last) || lexicon.romanWords.contains(said.lastTwo) {
            output.speak(rules.standalone(Numeral(value)))
        } else if mayBeRoman, lexicon.romanAfterNames, let reading = romanAfterName(start..<wordEnd) {
            output.speak(reading)
        } else if mayBeInitialism, let reading = initialismReading(start..<wordEnd) {
            // Spaced: "M.I.G." ends in a dot, after which the builder would join "MIG-25"'s number.
            output.speak(reading, spaced: true)
        } else {
            output.speak(rules.rewrittenLatinWord(scalars[start..<wordEnd]) ?? word)
        }
    }

    /// "St. John" → "saint John", "Main St." → "Main Street": the same letters are a title before
    /// a name and a street type after one. A title is read only before a capitalized word and not
    /// after a name; after a name the street type is read where the profile has one; otherwise the
    /// word goes on to the abbreviations ("on St. at noon").
    func speakTitleOrStreet(_ word: Range<Int>) -> Bool {
        // "ST" in capitals is an initialism, not a title nor a street.
        guard !isCapitals(word), let title = lexicon.beforeNames.exactMatch(in: scalars, from: word.lowerBound, end: word.upperBound, folded: true,
                                                         string: { self.string(word.lowerBound, word.upperBound).lowercased() })
        else { return false }
        let end = at(word.upperBound) == "." ? word.upperBound + 1 : word.upperBound
        // Marks said as nothing (spaces, quotes) do not part the words: a second pass, which no
        // longer sees them, must decide the same.
        var next = end
        while let scalar = at(next), saysNothing(scalar) { next += 1 }
        var before = word.lowerBound
        while let scalar = at(before - 1), saysNothing(scalar) { before -= 1 }
        var previousStart = before
        while isLetter(previousStart - 1) { previousStart -= 1 }
        let spoken: String
        if before - previousStart >= 2, scalars[previousStart].properties.isUppercase, !isCapitals(previousStart..<before),
           !isDigit(previousStart - 1) {
            guard let street = lexicon.streetTypes.exactMatch(in: scalars, from: word.lowerBound, end: word.upperBound, folded: true,
                                                              string: { self.string(word.lowerBound, word.upperBound).lowercased() })
            else { return false }
            spoken = street
        } else if let first = at(next), first.properties.isUppercase, isLetter(next + 1) {
            spoken = title
        } else {
            return false
        }
        output.speak(spoken)
        position = end
        if end > word.upperBound, endsSentenceAfterAbbreviation(position) { output.pause(.sentence) }
        return true
    }

    /// A five-digit postal code after a region: read digit by digit.
    func postalCode(after index: Int) -> NumberItem? {
        var ahead = index
        if at(ahead) == "," { ahead += 1 }
        guard at(ahead) == " " else { return nil }
        ahead += 1
        var digits: [UInt8] = []
        while isDigit(ahead) { digits.append(scalars[ahead].digitValue); ahead += 1 }
        guard digits.count == 5, !isLetter(ahead), !isDigit(ahead) else { return nil }
        return NumberItem(end: ahead, spoken: rules.digitNames(digits))
    }

    /// After "St." a capitalized next word starts a sentence only if another sentence mark follows.
    func endsSentenceAfterAbbreviation(_ index: Int) -> Bool { index >= textEnd }
}
