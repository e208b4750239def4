import VoiceProfiles

/// The recognizers asked at a position where a number-led item may start, in the order they are
/// asked: the first whose guard holds and that reads an item says it. A guard is the shape test
/// that keeps a recognizer from looking where it cannot fit (most need one particular mark after
/// the first digits, and most numbers have none); the order is what decides between two readers
/// that both fit (a version after a cue word before a time, a date before a phone number).
enum NumberLedReader: CaseIterable {
    case mobileNumber, cuedVersion, time, quarter, sectionCode, identifierAfterCue, yearFirstDate, monthDayDate,
         spacedDottedDate, address, numericDate, dayFirstDate, counterDate, dottedDigits, version, telephone,
         fraction, quantity

    /// The cases in order, made once (`allCases` builds its array at every call).
    static let order: [NumberLedReader] = allCases
}

/// What the guards look at: the run of digits an item starts with and the mark after it.
struct NumberStart {
    let start: Int
    /// Where the digits at `start` end; `start` where the item starts with a sign or a mark.
    let runEnd: Int
    /// The mark right after the digits; nil where the item starts with no digit or the text ends
    /// after them.
    let next: Unicode.Scalar?
    /// An upper bound on the digit groups and digits of a date, IP address or phone number, counted
    /// only after a mark that joins groups ("2-3" and "1.5" count; "15 kg" is one group).
    let shape: (groups: Int, digits: Int)

    /// The number of digits before `next`.
    var digits: Int { runEnd - start }
    /// Whether the digits are followed by a letter ("5pm", "3Q").
    var nextIsLetter: Bool { next?.isWordLetter ?? false }
    /// Whether the mark after the digits is one of `marks`.
    func nextIs(_ marks: StaticString) -> Bool { next?.isOneOf(marks) ?? false }
}

extension Recognizers {
    /// The first item that fits at `start`, by the order of `NumberLedReader`; a quantity when
    /// nothing else does.
    func readItem(at start: Int) -> NumberItem? {
        let position = numberStart(at: start)
        for reader in NumberLedReader.order {
            if let item = read(reader, at: position) { return item }
        }
        return nil
    }

    /// One entry of the order: its guard, then its recognizer.
    func read(_ reader: NumberLedReader, at p: NumberStart) -> NumberItem? {
        let start = p.start, next = p.next
        switch reader {
        case .mobileNumber:
            return lexicon.mobileNumbers != nil ? mobileNumbers.readMobileNumber(at: start) : nil
        case .cuedVersion:
            return next == "." ? versions.readCuedVersion(at: start) : nil
        case .time:
            return p.nextIsLetter || p.nextIs(":hHg. ") ? times.readTime(at: start) : nil
        case .quarter:
            return next == "Q" ? numericDates.readQuarter(at: start) : nil
        case .sectionCode:
            return next == "(" ? digitGroups.readSectionCode(at: start) : nil
        case .identifierAfterCue:
            return next == "-" && !lexicon.digitsAfter.isEmpty && digitCodes.followsDigitsCue(start) ? digitGroups.readIdentifier(at: start) : nil
        case .yearFirstDate:
            return next == "." && p.digits == 4 && locale.data.dateOrder == .ymd && !lexicon.months.isEmpty
                ? numericDates.readYearFirstDate(at: start) : nil
        case .monthDayDate:
            return next == "." && p.digits <= 2 && locale.data.dateOrder == .ymd ? numericDates.readMonthDayDate(at: start) : nil
        case .spacedDottedDate:
            return next == "." && at(p.runEnd + 1) == " " && p.digits <= 2 ? numericDates.readSpacedDottedDate(at: start) : nil
        case .address:
            return next == " " && lexicon.hasAddress ? addresses.readAddress(at: start) : nil
        case .numericDate:
            // Dates need several digit groups; two where the language has date words, or "2024-05", "05/24".
            let (groups, digits) = p.shape
            return p.nextIs("/-.·") && (groups >= 3 || groups == 2 && (lexicon.hasDateWords || next == "-" && p.digits == 4
                                                                        || next != "." && p.digits == 2 && digits == 6))
                ? numericDates.readNumericDate(at: start) : nil
        case .dayFirstDate:
            // A day written as an ordinal ("24. listopadu", "24. November") is a date's day too.
            return (p.nextIs(" -/") || p.nextIsLetter || next == "." && at(p.runEnd + 1) == " ") && !lexicon.months.isEmpty
                ? writtenDates.readDayFirstDate(at: start) : nil
        case .counterDate:
            return next.map { lexicon.dateCounters.contains($0) } == true ? numericDates.readCounterDate(at: start) : nil
        case .dottedDigits:
            return next == "." && p.shape.groups >= 4 ? digitGroups.readDottedDigits(at: start) : nil
        case .version:
            return next == "." && p.shape.groups == 3 ? digitGroups.readVersion(at: start) : nil
        case .telephone:
            // Digits in groups, not one grouped number ("200.000.001"); or "+" and a country code.
            let grouped = p.nextIs("-. ") && p.shape.groups >= 2 && p.shape.digits >= 7 && !isGroupedNumber(at: start)
            let international = p.runEnd == start && scalars[start] == "+" && isDigit(start + 1)
            return grouped || international ? digitGroups.readTelephone(at: start) : nil
        case .fraction:
            // "3/4", "1 1/2"; or a fraction mark with digits after it ("½", "⅓").
            let afterDigits = next == "/" || next == " " && isDigit(p.runEnd + 1)
            let afterMark = p.runEnd == start && isDigit(start + 1)
            return afterDigits || afterMark ? fractions.readFraction(at: start) : nil
        case .quantity:
            return quantities.readQuantity(at: start)
        }
    }

    /// The digits at `start` and the mark after them, with the group shape counted only where the
    /// mark may join digit groups.
    func numberStart(at start: Int) -> NumberStart {
        var runEnd = start
        while isDigit(runEnd) { runEnd += 1 }
        let next = runEnd > start ? at(runEnd) : nil
        let shape = next?.isOneOf("/-.· ") == true ? digitGroupShape(from: start) : (groups: 1, digits: runEnd - start)
        return NumberStart(start: start, runEnd: runEnd, next: next, shape: shape)
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
