import Foundation
import VoiceProfiles

/// Dates with month or weekday names: "24 November 2025", "Nov 24", "Mon 24 Nov", "(月)".
struct WrittenDateRecognizer<Rules: LanguageRules>: Recognizer {
    let recognizers: Recognizers<Rules>
    /// The profile's month name at `start` (with an optional abbreviation dot): its number and end.
    func monthName(at start: Int) -> (Int, Int)? {
        var runEnd = start
        while isLetter(runEnd) { runEnd += 1 }
        guard runEnd > start, let month = lexicon.months.exactMatch(in: scalars, from: start, end: runEnd, folded: true, string: { string(start, runEnd).lowercased() }) else { return nil }
        if at(runEnd) == ".", !isLetter(runEnd + 1) { runEnd += 1 }
        return (month, runEnd)
    }

    /// "25 july 2012", "25th jul 2012", "15 de março de 2024", "15 january".
    func readDayFirstDate(at start: Int) -> NumberItem? {
        var index = start
        var day = 0
        var digits = 0
        while isDigit(index), digits < 2 { day = day * 10 + Int(scalars[index].digitValue); index += 1; digits += 1 }
        guard !isDigit(index), (1...31).contains(day) else { return nil }
        // A hyphened month name ("03-фев-2002") is no ordinal ending.
        var dayMark = recognizers.determinerEndings.endingAfterDeterminer(before: start)
        if let (suffix, runEnd) = recognizers.ordinalSuffixes.ordinalSuffix(at: index), !(at(index) == "-" && monthName(at: index + 1) != nil) {
            index = runEnd
            // A written ending gives the day's case (uk "5-го"); a dot leaves it to the determiner.
            if suffix != "." { dayMark = suffix }
        }
        // Days listed before one month ("les 17/18 juin", "17-18-19 juin"): each day as the date says it.
        var listed: [Int] = []
        while let sep = at(index), sep == "/" || sep == "-", isDigit(index + 1) {
            var next = 0
            var runEnd = index + 1
            while isDigit(runEnd), runEnd - index <= 2 { next = next * 10 + Int(scalars[runEnd].digitValue); runEnd += 1 }
            guard !isDigit(runEnd), (1...31).contains(next), next > day else { return nil }
            listed.append(day)
            day = next
            index = runEnd
        }
        guard at(index) == " " || at(index) == "-" && listed.isEmpty else { return nil }
        index += 1
        index = skipDateOf(index)
        guard let (month, runEnd) = monthName(at: index) else { return nil }
        index = runEnd
        let year = readYear(after: index)
        let days = listed.map { rules.date(year: nil, month: nil, day: $0, dayFirst: true, dayMark: dayMark) }
        // A language with no reading for a day alone reads the list as it did before.
        guard !days.contains(where: \.isEmpty) else { return nil }
        let spoken = rules.join(days + [rules.date(year: year?.0, month: month, day: day, dayFirst: true, dayMark: dayMark)])
        if let year, let marked = recognizers.numericDates.yearMarked(spoken, after: year.1) { return marked }
        return recognizers.numericDates.dated(spoken, end: year?.1 ?? index)
    }

    /// Past the profile's `dateOf` word and a space at `index` ("de " in "15 de março"), or `index`.
    func skipDateOf(_ index: Int) -> Int {
        guard let of = lexicon.dateOf else { return index }
        let end = index + of.scalarCount
        return matchesFolded(of.spaced, scalars: of.scalars, from: index, end: end) ? end : index
    }

    /// A 4-digit year after a date: " 2012", ", 2012", " de 2024", "-2020".
    func readYear(after index: Int) -> (Numeral, Int)? {
        var ahead = index
        if at(ahead) == "," { ahead += 1 }
        guard at(ahead) == " " || at(ahead) == "-" else { return nil }
        ahead += 1
        ahead = skipDateOf(ahead)
        let digitsStart = ahead
        ahead = digitRunEnd(ahead)
        guard ahead - digitsStart == 4, !isLetter(ahead), at(ahead) != ":" else { return nil }
        return (Numeral(integer: digitValues(digitsStart, ahead)), ahead)
    }

    /// "july 25 2012", "Jan. 15", "SEPT. 15", "jan-15-2020", "july 1506".
    func readMonthFirstDate(at start: Int) -> SpokenItem? {
        // Runs on every word: only one whose first letter starts a month form, and no longer than
        // the longest such form, can be a month name (what `monthName` would find).
        guard let first = at(start), let longest = lexicon.months.longestStarting(with: Lexicon.folded(first)) else { return nil }
        var wordEnd = start
        while isLetter(wordEnd) {
            wordEnd += 1
            if wordEnd - start > longest { return nil }
        }
        if at(wordEnd) == "." { wordEnd += 1 }
        guard at(wordEnd) == " " || at(wordEnd) == "-", isDigit(wordEnd + 1) else { return nil }
        guard let (month, monthEnd) = monthName(at: start), at(monthEnd) == " " || at(monthEnd) == "-" else { return nil }
        var index = monthEnd + 1
        if let (year, end) = readYear(after: monthEnd), !isDigit(end) {
            return SpokenItem(end: end, spoken: rules.date(year: year, month: month, day: nil, dayFirst: false))
        }
        var day = 0
        var digits = 0
        while isDigit(index), digits < 2 { day = day * 10 + Int(scalars[index].digitValue); index += 1; digits += 1 }
        guard digits > 0, !isDigit(index), (1...31).contains(day), at(index) != ":", at(index) != "/" else { return nil }
        // A day is a whole number: before a decimal mark and a digit or a percent ("APR 24.99%",
        // fr "MAR 3,5 %", "AUG 2% cash back") the word is an abbreviation before a rate, not a month.
        let decimalMark = at(index).map { String($0) == locale.data.decimalMark || String($0) == locale.data.alsoDecimalMark } ?? false
        guard !decimalMark || !isDigit(index + 1), at(skipSpaces(index)) != "%" else { return nil }
        if let (_, suffixEnd) = recognizers.ordinalSuffixes.ordinalSuffix(at: index) { index = suffixEnd }
        guard !isLetter(index) || at(index) == nil else { return nil }
        let year = readYear(after: index)
        return SpokenItem(end: year?.1 ?? index, spoken: rules.date(year: year?.0, month: month, day: day, dayFirst: false))
    }

    /// "Mon 24 Nov", "Tue, Nov 25", "Fr. 9:00", "lun. 24 nov.": a weekday written short before a
    /// date or a time is the weekday in full (CLDR's short weekday names, `names.weekdays`),
    /// as said aloud; alone ("Sun", "Mo") it stays a word. The dot of "Mo." is the
    /// abbreviation's. Nil unless a digit or a month name follows, after a comma and spaces.
    func readWeekdayBeforeDate(at start: Int) -> SpokenItem? {
        // Runs on every word: the shape after it (a comma, a space, a digit or a month) is
        // checked before the word is looked up.
        guard !lexicon.weekdays.isEmpty else { return nil }
        var runEnd = start
        while isLetter(runEnd), runEnd - start <= 5 { runEnd += 1 }
        // One letter only with its dot, outside the Latin script (th "จ." วันจันทร์): "M. Smith" is a name.
        guard runEnd - start >= 2 || (runEnd - start == 1 && at(runEnd) == "." && !scalars[start].isASCII), !isLetter(runEnd) else { return nil }
        var end = runEnd
        if at(end) == "." { end += 1 }
        if let range = readWeekdayRange(from: start, to: runEnd, after: end) { return range }
        var index = end
        if at(index) == "," { index += 1 }
        guard at(index) == " " else { return nil }
        index = skipSpaces(index)
        guard isDigit(index) || readMonthFirstDate(at: index) != nil,
              let name = lexicon.weekdays[string(start, runEnd).lowercased()] else { return nil }
        return SpokenItem(end: end, spoken: name)
    }

    /// "Mon–Fri", "Mo-Fr", "lun. - ven.": two short weekdays joined by a dash are a range, both
    /// said in full with the profile's range word, with or without a date or time after them.
    func readWeekdayRange(from start: Int, to runEnd: Int, after end: Int) -> SpokenItem? {
        guard let dash = at(end), dash.isDashLike || dash.isRangeDash || dash == " " else { return nil }
        var index = end
        if dash == " " {
            guard let spaced = at(end + 1), spaced.isDashLike || spaced.isRangeDash, at(end + 2) == " " else { return nil }
            index = end + 3
        } else {
            index = end + 1
        }
        var secondEnd = index
        while isLetter(secondEnd), secondEnd - index <= 5 { secondEnd += 1 }
        let to = rules.word("to")
        guard secondEnd - index >= 2, !isLetter(secondEnd), !to.isEmpty,
              let second = lexicon.weekdays[string(index, secondEnd).lowercased()],
              let first = lexicon.weekdays[string(start, runEnd).lowercased()] else { return nil }
        if at(secondEnd) == "." { secondEnd += 1 }
        return SpokenItem(end: secondEnd, spoken: rules.join([first, to, second]))
    }

    /// "(月)", "(금)", "(月・祝)", "(월〜금)" after a date: the weekdays in full, from the profile's
    /// `names.weekdays` (CLDR's short weekday names fill them). Only right after a CJK
    /// character or Hangul (日, 일), where such a note follows a date.
    func readWeekday(at start: Int) -> SpokenItem? {
        guard !lexicon.weekdays.isEmpty, let before = at(start - 1), before.isCJK || before.isKanaOrHangul else { return nil }
        var index = start + 1
        var words: [String] = []
        var part = String.UnicodeScalarView()
        func flush() -> Bool {
            guard !part.isEmpty, let name = lexicon.weekdays[String(part).lowercased()] else { return false }
            words.append(name)
            part = String.UnicodeScalarView()
            return true
        }
        while let scalar = at(index), index - start <= 12 {
            if scalar == ")" || scalar == "）" {
                guard flush() else { return nil }
                return SpokenItem(end: index + 1, spoken: rules.join(words))
            }
            if scalar == "・" || scalar == "," || scalar == "、" {
                guard flush() else { return nil }
            } else if scalar == "〜" || scalar == "～" || scalar == "~" {
                guard flush() else { return nil }
                words.append(rules.word("to"))
            } else if scalar.isWordLetter || scalar.isCJK {
                part.append(scalar)
            } else {
                return nil
            }
            index += 1
        }
        return nil
    }
}
