import Foundation
import VoiceProfiles

/// Times of day: clock times, periods, zones and offsets.
struct TimeRecognizer<Rules: LanguageRules>: Recognizer {
    let recognizers: Recognizers<Rules>
    /// 22:58, 1:01:01, 5pm, 1:00 a.m., 14h30, 14.30 (where "." is not the decimal mark), with an
    /// optional a.m./p.m. marker and time-zone letters after it.
    func readTime(at start: Int) -> NumberItem? {
        var index = start
        var hourDigits = 0
        var hour = 0
        while isDigit(index), hourDigits < 2 { hour = hour * 10 + Int(scalars[index].digitValue); index += 1; hourDigits += 1 }
        guard !isDigit(index), hour <= 24 else { return nil }
        var minute: Int?
        var second: Int?
        if let sep = at(index), sep == ":" || sep == "h" || sep == "H" || sep == "g" || (sep == "." && !lexicon.decimalIsDot),
           isDigit(index + 1), isDigit(index + 2), !isDigit(index + 3) {
            let minutes = Int(scalars[index + 1].digitValue) * 10 + Int(scalars[index + 2].digitValue)
            guard minutes < 60 else { return nil }
            if sep != ":", isLetter(index + 3) { return nil }
            if sep == ".", at(index + 3) == ".", isDigit(index + 4) { return nil }
            minute = minutes
            index += 3
            if sep == ":", at(index) == ":", isDigit(index + 1), isDigit(index + 2), !isDigit(index + 3) {
                let sec = Int(scalars[index + 1].digitValue) * 10 + Int(scalars[index + 2].digitValue)
                guard sec < 60 else { return nil }
                second = sec
                index += 3
            }
            if sep == ":", at(index) == ":" || (at(index) == "." && isDigit(index + 1)) { return nil }
        } else if lexicon.decimalIsDot, at(index) == ".", isDigit(index + 1), isDigit(index + 2), !isDigit(index + 3),
                  clockPeriod(at: skipSpaces(index + 3)) != nil {
            // "1.59 p.m.": a dot time only with its marker, where "." is the decimal mark.
            minute = Int(scalars[index + 1].digitValue) * 10 + Int(scalars[index + 2].digitValue)
            index += 3
        } else if let sep = at(index), sep == "h" || sep == "H", !isLetter(index + 1), rules.readsHourMarkAsClock {
            // "14h", "0h": the hour alone.
            minute = 0
            index += 1
        }
        let periodStart = skipSpaces(index)
        var period: ClockPeriod?
        var writtenPeriod: String?
        if let (foundPeriod, written, runEnd) = clockPeriod(at: periodStart) {
            guard hour <= 12 || minute != nil else { return nil }
            period = foundPeriod
            writtenPeriod = written
            index = runEnd
        }
        guard minute != nil || period != nil else { return nil }
        // "12.50 €", "14.30 kg": a dot between the digits is a decimal mark when an amount's
        // currency or unit follows, and the time needs its marker or clock word ("14.30 Uhr").
        if at(start + hourDigits) == ".", period == nil, !clockWordFollows(periodStart), recognizers.money.followsCurrencyOrUnit(periodStart) {
            return nil
        }
        // "24:15" is no time of day, unless the clock word written after it says so ("24:15 Uhr").
        if let minutes = minute, hour == 24, minutes > 0, !clockWordFollows(skipSpaces(index)) { return nil }
        let zeroPadded = hourDigits == 2
        var spoken = rules.clock(hour: hour, minute: minute ?? 0, second: second, period: period,
                                 writtenPeriod: writtenPeriod, zeroPadded: zeroPadded)
        // ru "с 9:00 до 18:00": the preposition's case.
        if second == nil, period == nil, let cased = recognizers.prepositionCases.clockInCase(hour: hour, minute: minute ?? 0, start: start) { spoken = cased }
        // Time-zone letters after the time: "est", "e.s.t", "GMT".
        let zoneStart = skipSpaces(index)
        var zoned = false
        if let (zone, runEnd) = timeZone(at: zoneStart) {
            spoken = rules.join([spoken, zone])
            index = runEnd
            zoned = true
            if let (offset, runEnd) = zoneOffset(at: index) {
                spoken = rules.join([spoken, offset])
                index = runEnd
            }
        }
        // A word the spoken time already contains ("08:00 Uhr", "14h30 heures") is read once,
        // and a zone may follow it ("01:01:01 Uhr est").
        if let runEnd = clockWordEnd(zoneStart) {
            index = runEnd
            if !zoned, let (zone, runEnd) = timeZone(at: skipSpaces(index)) {
                spoken = rules.join([spoken, zone])
                index = runEnd
            }
        }
        return NumberItem(end: index, spoken: spoken, isMeasured: true)
    }

    /// "-3", "+1:30" right after a zone ("GMT-3"): the offset's sign and its hours and minutes as
    /// numbers ("menos tres", "más una treinta"), not a range or a second time of day.
    func zoneOffset(at index: Int) -> (String, Int)? {
        guard let sign = at(index), sign == "+" || sign == "-" || sign == "\u{2212}", isDigit(index + 1) else { return nil }
        var runEnd = index + 1
        var hours = 0
        while isDigit(runEnd), runEnd - index <= 2 { hours = hours * 10 + Int(scalars[runEnd].digitValue); runEnd += 1 }
        guard !isDigit(runEnd), hours <= 14 else { return nil }
        var parts = [rules.word(sign == "+" ? "plus" : "minus"), rules.cardinal(hours, gender: locale.data.clock?.hourGender ?? .masculine)]
        if at(runEnd) == ":", isDigit(runEnd + 1), isDigit(runEnd + 2), !isDigit(runEnd + 3) {
            let minutes = Int(scalars[runEnd + 1].digitValue) * 10 + Int(scalars[runEnd + 2].digitValue)
            if minutes > 0 { parts.append(rules.cardinal(minutes, gender: .masculine)) }
            runEnd += 3
        }
        return (rules.join(parts), runEnd)
    }

    /// The end of one of the profile's clock words written after a time ("Uhr") at `start`.
    func clockWordEnd(_ start: Int) -> Int? {
        guard let after = locale.data.clock?.writtenAfter, start < textEnd, isLetter(start) else { return nil }
        for word in after {
            let end = start + word.unicodeScalars.count
            if !isLetter(end), matchesFolded(word.lowercased(), scalars: nil, from: start, end: end) { return end }
        }
        return nil
    }

    func clockWordFollows(_ start: Int) -> Bool { clockWordEnd(start) != nil }

    /// a.m., am, AM, a.m, p.m., pm, PM, and the profile's own written forms.
    func clockPeriod(at index: Int) -> (ClockPeriod, String, Int)? {
        for written in lexicon.writtenPeriods {
            let runEnd = index + written.length
            if matchesFolded(written.folded, scalars: written.scalars, from: index, end: runEnd), !isLetter(runEnd) {
                return (written.period, string(index, runEnd), runEnd)
            }
        }
        guard let scalar = at(index), scalar == "a" || scalar == "p" || scalar == "A" || scalar == "P" else { return nil }
        var runEnd = index + 1
        if at(runEnd) == "." { runEnd += 1 }
        guard let mark = at(runEnd), mark == "m" || mark == "M" else { return nil }
        runEnd += 1
        if at(runEnd) == ".", !isLetter(runEnd + 1) || isTimeZoneStart(runEnd + 1) { runEnd += 1 }
        if isLetter(runEnd), !isTimeZoneStart(runEnd) { return nil }
        let period: ClockPeriod = (scalar == "a" || scalar == "A") ? .am : .pm
        return (period, string(index, runEnd), runEnd)
    }

    func isTimeZoneStart(_ index: Int) -> Bool { timeZone(at: index) != nil }

    /// Two to four letters naming a zone ("est", "e.s.t", "UTC", "gmt"), spoken as capitals
    /// (apart where the language's rules say so: es reads "EST" as a word).
    func timeZone(at index: Int) -> (String, Int)? {
        var letters = ""
        var runEnd = index
        while let scalar = at(runEnd), scalar.isASCIILetter || (scalar == "." && isLetter(runEnd + 1) && !letters.isEmpty) {
            if scalar != "." { letters.unicodeScalars.append(scalar) }
            runEnd += 1
        }
        if at(runEnd) == ".", letters.count >= 2, string(index, runEnd).contains(".") { runEnd += 1 }
        guard (3...4).contains(letters.count), !isLetter(runEnd) else { return nil }
        let upper = letters.uppercased()
        guard upper.hasSuffix("T") || upper == "UTC" else { return nil }
        return (rules.spacesZoneLetters ? upper.map(String.init).joined(separator: " ") : upper, runEnd)
    }
}
