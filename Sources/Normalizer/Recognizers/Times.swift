import Foundation
import VoiceProfiles

/// Times of day: clock times, periods, zones and offsets.
extension Recognizers {
    /// 22:58, 1:01:01, 5pm, 1:00 a.m., 14h30, 14.30 (where "." is not the decimal mark), with an
    /// optional a.m./p.m. marker and time-zone letters after it.
    func readTime(at start: Int) -> NumberItem? {
        var k = start
        var hourDigits = 0
        var hour = 0
        while isDigit(k), hourDigits < 2 { hour = hour * 10 + Int(scalars[k].digitValue); k += 1; hourDigits += 1 }
        guard !isDigit(k), hour <= 24 else { return nil }
        var minute: Int?
        var second: Int?
        if let sep = at(k), sep == ":" || sep == "h" || sep == "H" || sep == "g" || (sep == "." && !lexicon.decimalIsDot),
           isDigit(k + 1), isDigit(k + 2), !isDigit(k + 3) {
            let m = Int(scalars[k + 1].digitValue) * 10 + Int(scalars[k + 2].digitValue)
            guard m < 60 else { return nil }
            if sep != ":", isLetter(k + 3) { return nil }
            if sep == ".", at(k + 3) == ".", isDigit(k + 4) { return nil }
            minute = m
            k += 3
            if sep == ":", at(k) == ":", isDigit(k + 1), isDigit(k + 2), !isDigit(k + 3) {
                let sec = Int(scalars[k + 1].digitValue) * 10 + Int(scalars[k + 2].digitValue)
                guard sec < 60 else { return nil }
                second = sec
                k += 3
            }
            if sep == ":", at(k) == ":" || (at(k) == "." && isDigit(k + 1)) { return nil }
        } else if lexicon.decimalIsDot, at(k) == ".", isDigit(k + 1), isDigit(k + 2), !isDigit(k + 3),
                  clockPeriod(at: skipSpaces(k + 3)) != nil {
            // "1.59 p.m.": a dot time only with its marker, where "." is the decimal mark.
            minute = Int(scalars[k + 1].digitValue) * 10 + Int(scalars[k + 2].digitValue)
            k += 3
        } else if let sep = at(k), sep == "h" || sep == "H", !isLetter(k + 1), rules.readsHourMarkAsClock {
            // "14h", "0h": the hour alone.
            minute = 0
            k += 1
        }
        let periodStart = skipSpaces(k)
        var period: ClockPeriod?
        var writtenPeriod: String?
        if let (p, written, e) = clockPeriod(at: periodStart) {
            guard hour <= 12 || minute != nil else { return nil }
            period = p
            writtenPeriod = written
            k = e
        }
        guard minute != nil || period != nil else { return nil }
        // "12.50 €", "14.30 kg": a dot between the digits is a decimal mark when an amount's
        // currency or unit follows, and the time needs its marker or clock word ("14.30 Uhr").
        if at(start + hourDigits) == ".", period == nil, !clockWordFollows(periodStart), followsCurrencyOrUnit(periodStart) {
            return nil
        }
        // "24:15" is no time of day, unless the clock word written after it says so ("24:15 Uhr").
        if let m = minute, hour == 24, m > 0, !clockWordFollows(skipSpaces(k)) { return nil }
        let zeroPadded = hourDigits == 2
        var spoken = rules.clock(hour: hour, minute: minute ?? 0, second: second, period: period,
                                 writtenPeriod: writtenPeriod, zeroPadded: zeroPadded)
        // ru "с 9:00 до 18:00": the preposition's case.
        if second == nil, period == nil, let cased = clockInCase(hour: hour, minute: minute ?? 0, start: start) { spoken = cased }
        // Time-zone letters after the time: "est", "e.s.t", "GMT".
        let z = skipSpaces(k)
        var zoned = false
        if let (zone, e) = timeZone(at: z) {
            spoken = rules.join([spoken, zone])
            k = e
            zoned = true
            if let (offset, e) = zoneOffset(at: k) {
                spoken = rules.join([spoken, offset])
                k = e
            }
        }
        // A word the spoken time already contains ("08:00 Uhr", "14h30 heures") is read once,
        // and a zone may follow it ("01:01:01 Uhr est").
        if let e = clockWordEnd(z) {
            k = e
            if !zoned, let (zone, e) = timeZone(at: skipSpaces(k)) {
                spoken = rules.join([spoken, zone])
                k = e
            }
        }
        return NumberItem(end: k, spoken: spoken, isMeasured: true)
    }

    /// "-3", "+1:30" right after a zone ("GMT-3"): the offset's sign and its hours and minutes as
    /// numbers ("menos tres", "más una treinta"), not a range or a second time of day.
    func zoneOffset(at k: Int) -> (String, Int)? {
        guard let sign = at(k), sign == "+" || sign == "-" || sign == "\u{2212}", isDigit(k + 1) else { return nil }
        var e = k + 1
        var hours = 0
        while isDigit(e), e - k <= 2 { hours = hours * 10 + Int(scalars[e].digitValue); e += 1 }
        guard !isDigit(e), hours <= 14 else { return nil }
        var parts = [rules.word(sign == "+" ? "plus" : "minus"), rules.cardinal(hours, gender: locale.data.clock?.hourGender ?? .masculine)]
        if at(e) == ":", isDigit(e + 1), isDigit(e + 2), !isDigit(e + 3) {
            let minutes = Int(scalars[e + 1].digitValue) * 10 + Int(scalars[e + 2].digitValue)
            if minutes > 0 { parts.append(rules.cardinal(minutes, gender: .masculine)) }
            e += 3
        }
        return (rules.join(parts), e)
    }

    /// The end of one of the profile's clock words written after a time ("Uhr") at `z`.
    func clockWordEnd(_ z: Int) -> Int? {
        guard let after = locale.data.clock?.writtenAfter, z < textEnd, isLetter(z) else { return nil }
        for word in after {
            let e = z + word.unicodeScalars.count
            if !isLetter(e), matchesFolded(word.lowercased(), scalars: nil, from: z, end: e) { return e }
        }
        return nil
    }

    func clockWordFollows(_ z: Int) -> Bool { clockWordEnd(z) != nil }

    /// a.m., am, AM, a.m, p.m., pm, PM, and the profile's own written forms.
    func clockPeriod(at k: Int) -> (ClockPeriod, String, Int)? {
        for written in lexicon.writtenPeriods {
            let e = k + written.length
            if matchesFolded(written.folded, scalars: written.scalars, from: k, end: e), !isLetter(e) {
                return (written.period, string(k, e), e)
            }
        }
        guard let c = at(k), c == "a" || c == "p" || c == "A" || c == "P" else { return nil }
        var e = k + 1
        if at(e) == "." { e += 1 }
        guard let m = at(e), m == "m" || m == "M" else { return nil }
        e += 1
        if at(e) == ".", !isLetter(e + 1) || isTimeZoneStart(e + 1) { e += 1 }
        if isLetter(e), !isTimeZoneStart(e) { return nil }
        let period: ClockPeriod = (c == "a" || c == "A") ? .am : .pm
        return (period, string(k, e), e)
    }

    /// Whether `string(from, end).lowercased() == folded`; scalar by scalar when `scalars` (the
    /// scalars of `folded`, given when they compare literally) and the text's scalars allow it.
    func matchesFolded(_ folded: String, scalars: [Unicode.Scalar]?, from: Int, end: Int) -> Bool {
        if let scalars, from >= 0, from <= textEnd, scalars.count == end - from, scalars[from..<min(end, textEnd)].allSatisfy(\.comparesLiterally) {
            // Text cut short by the end of the line has fewer scalars: it cannot be equal.
            guard end <= textEnd else { return false }
            for (offset, expected) in scalars.enumerated() where Lexicon.folded(scalars[from + offset]) != expected { return false }
            return true
        }
        return string(from, end).lowercased() == folded
    }

    func isTimeZoneStart(_ k: Int) -> Bool { timeZone(at: k) != nil }

    /// Two to four letters naming a zone ("est", "e.s.t", "UTC", "gmt"), spoken as capitals
    /// (apart where the language's rules say so: es reads "EST" as a word).
    func timeZone(at k: Int) -> (String, Int)? {
        var letters = ""
        var e = k
        while let c = at(e), c.isASCIILetter || (c == "." && isLetter(e + 1) && !letters.isEmpty) {
            if c != "." { letters.unicodeScalars.append(c) }
            e += 1
        }
        if at(e) == ".", letters.count >= 2, string(k, e).contains(".") { e += 1 }
        guard (3...4).contains(letters.count), !isLetter(e) else { return nil }
        let upper = letters.uppercased()
        guard upper.hasSuffix("T") || upper == "UTC" else { return nil }
        return (rules.spacesZoneLetters ? upper.map(String.init).joined(separator: " ") : upper, e)
    }
}
