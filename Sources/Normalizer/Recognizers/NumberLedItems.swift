import VoiceProfiles

/// The recognizers of a number-led item, asked in order: the first that fits says it.
extension Recognizers {
    /// The first thing that fits at `start`: time, date, address-like digit groups, fraction, quantity.
    func readItem(at start: Int) -> NumberItem? {
        if lexicon.mobileNumbers != nil, let item = mobileNumbers.readMobileNumber(at: start) { return item }
        if isDigit(start) {
            // Each reader needs a particular mark after the first digits; most numbers have none.
            var runEnd = start
            while isDigit(runEnd) { runEnd += 1 }
            guard let next = at(runEnd) else { return quantities.readQuantity(at: start) }
            let letter = next.isWordLetter
            if next == ".", let item = versions.readCuedVersion(at: start) { return item }
            if letter || next.isOneOf(":hHg. "), let item = times.readTime(at: start) { return item }
            if next == "Q", let item = numericDates.readQuarter(at: start) { return item }
            if next == "(", let code = digitGroups.readSectionCode(at: start) { return code }
            if next == "-", !lexicon.digitsAfter.isEmpty, digitCodes.followsDigitsCue(start), let id = digitGroups.readIdentifier(at: start) { return id }
            if next == ".", runEnd - start == 4, locale.data.dateOrder == .ymd, !lexicon.months.isEmpty,
               let item = numericDates.readYearFirstDate(at: start) { return item }
            if next == ".", runEnd - start <= 2, locale.data.dateOrder == .ymd, let item = numericDates.readMonthDayDate(at: start) { return item }
            if next == ".", at(runEnd + 1) == " ", runEnd - start <= 2, let item = numericDates.readSpacedDottedDate(at: start) { return item }
            if next == " ", lexicon.hasAddress, let item = addresses.readAddress(at: start) { return item }
            // Dates, addresses and phone numbers need several digit groups: counted once, without
            // building them, so a plain "1.5" or "2-3" skips those readers.
            let shape = next.isOneOf("/-.· ") ? digitGroupShape(from: start) : (groups: 1, digits: runEnd - start)
            if next.isOneOf("/-.·"), shape.groups >= 3 || (shape.groups == 2 && (lexicon.hasDateWords || next == "-" && runEnd - start == 4
                                                                              || next != "." && runEnd - start == 2 && shape.digits == 6)),
               let item = numericDates.readNumericDate(at: start) { return item }
            // A day written as an ordinal ("24. listopadu", "24. November") is a date's day too.
            if next == " " || next == "-" || next == "/" || letter || next == "." && at(runEnd + 1) == " ",
               !lexicon.months.isEmpty, let item = writtenDates.readDayFirstDate(at: start) { return item }
            if lexicon.dateCounters.contains(next), let item = numericDates.readCounterDate(at: start) { return item }
            if next == ".", shape.groups >= 4, let item = digitGroups.readDottedDigits(at: start) { return item }
            if next == ".", shape.groups == 3, let item = digitGroups.readVersion(at: start) { return item }
            if next.isOneOf("-. "), shape.groups >= 2, shape.digits >= 7, !isGroupedNumber(at: start),
               let item = digitGroups.readTelephone(at: start) { return item }
            if next == "/" || (next == " " && isDigit(runEnd + 1)), let item = fractions.readFraction(at: start) { return item }
        } else if scalars[start] == "+", isDigit(start + 1), let item = digitGroups.readTelephone(at: start) {
            return item
        } else if isDigit(start + 1), let item = fractions.readFraction(at: start) {
            return item
        }
        return quantities.readQuantity(at: start)
    }

    /// "200.000.001" where "." groups thousands (es, pt, de): a number, not a phone number. A
    /// space between groups is left to the phone reader ("612 345 678").
    func isGroupedNumber(at start: Int) -> Bool {
        guard let (number, end) = numerals.parseNumeral(at: start), number.grouped, let mark = at(digitRunEnd(start)),
              mark != " ", !isDigit(end) else { return false }
        return !(at(end).map { $0.isOneOf("-./·") } ?? false && isDigit(end + 1))
    }

    /// An upper bound on the digit groups and digits of a date, IP address or phone number
    /// starting at `start`: digits joined by "-", ".", "/", "·", "(", ")" or a space before a digit.
    func digitGroupShape(from start: Int) -> (groups: Int, digits: Int) {
        var groups = 0
        var digits = 0
        var index = start
        var inGroup = false
        while let scalar = at(index) {
            if scalar.isASCIIDigit {
                if !inGroup { groups += 1; inGroup = true }
                digits += 1
            } else if scalar.isOneOf("-./·()") || (scalar == " " && (isDigit(index + 1) || at(index + 1) == "(")) {
                inGroup = false
            } else {
                break
            }
            index += 1
        }
        return (groups, digits)
    }
}
