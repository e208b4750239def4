import VoiceProfiles

/// Digits in groups that are not one number: dotted digits and IP addresses, identifiers, section
/// codes, versions, phone numbers, and web and mail addresses and file names.
struct DigitGroupRecognizer<Rules: LanguageRules>: Recognizer {
    let recognizers: Recognizers<Rules>
    /// Exactly `count` dot-separated groups of up to three digits, and where they end; nil for
    /// fewer or more groups, or a longer group.
    func dottedGroups(at start: Int, count: Int) -> (groups: [[UInt8]], end: Int)? {
        var groups: [[UInt8]] = []
        var index = start
        while true {
            let groupStart = index
            index = digitRunEnd(index)
            guard index > groupStart, index - groupStart <= 3 else { return nil }
            groups.append(digitValues(groupStart, index))
            guard at(index) == ".", isDigit(index + 1), groups.count < count else { break }
            index += 1
        }
        guard groups.count == count, !isDigit(index), !(at(index) == "." && isDigit(index + 1)) else { return nil }
        return (groups, index)
    }

    /// Four dot-separated groups of up to three digits: an IP address, read digit by digit with "dot".
    func readDottedDigits(at start: Int) -> NumberItem? {
        guard let (groups, end) = dottedGroups(at: start, count: 4) else { return nil }
        // "1.000.000.000" where "." groups thousands is a number, not an address.
        if numerals.groupMarks.contains("."), groups.dropFirst().allSatisfy({ $0.count == 3 }) { return nil }
        let spoken = groups.map { rules.digitNames($0) }.joined(separator: rules.separator + rules.word("dot") + rules.separator)
        return NumberItem(end: end, spoken: spoken)
    }

    /// Digit groups joined by hyphens after the profile's `digitsAfter` words ("ISBN
    /// 978-0-13-140221-8", "ISBN 0-02-073610-X"): an identifier, every digit said and the groups
    /// apart, zero as the profile says it in codes, a final check letter X said as the letter.
    /// Not a range nor a date.
    func readIdentifier(at start: Int) -> NumberItem? {
        var groups: [Range<Int>] = []
        var index = start
        var check: Unicode.Scalar?
        while true {
            let groupStart = index
            index = digitRunEnd(index)
            guard index > groupStart else { return nil }
            groups.append(groupStart..<index)
            guard at(index) == "-" else { break }
            if isDigit(index + 1) { index += 1; continue }
            if let mark = at(index + 1), mark == "X" || mark == "x", !isLetter(index + 2), !isDigit(index + 2) {
                check = "X"
                index += 2
            }
            break
        }
        guard groups.count + (check == nil ? 0 : 1) >= 2, !isLetter(index), !isDigit(index) else { return nil }
        // The profile's word for zero in codes (en "oh", as in "nineteen oh six"), else the digit's name.
        let zero = rules.word("codeZero")
        var parts = groups.map { group in
            zero.isEmpty ? rules.digitNames(digitValues(group.lowerBound, group.upperBound))
                : rules.join(digitValues(group.lowerBound, group.upperBound).map { $0 == 0 ? zero : rules.digitName($0) })
        }
        if let check { parts.append(String(check)) }
        return NumberItem(end: index, spoken: parts.joined(separator: locale.data.digitGroupPause ? ", " : rules.separator))
    }

    /// A section number with its subsections in brackets, glued to it ("401(k)", "501(c)(3)",
    /// "12(b)(6)"): the number said as a code, in pairs as a year is ("four oh one"), then each
    /// subsection, a letter as the letter and digits as a number. Not a year in brackets ("1990 (2)").
    func readSectionCode(at start: Int) -> NumberItem? {
        let digitsEnd = digitRunEnd(start)
        guard digitsEnd - start <= 4, scalars[start] != "0" else { return nil }
        var parts = [rules.year(Numeral(integer: digitValues(start, digitsEnd)))]
        var index = digitsEnd
        while at(index) == "(" {
            var runEnd = index + 1
            if isDigit(runEnd) {
                runEnd = digitRunEnd(runEnd)
                guard runEnd - index <= 3 else { return nil }
                parts.append(rules.cardinal(digitValues(index + 1, runEnd)[...], gender: .masculine))
            } else if let scalar = at(runEnd), scalar.isASCIILetter, at(runEnd + 1) == ")" {
                runEnd += 1
                parts.append(String(scalar))
            } else {
                return nil
            }
            guard at(runEnd) == ")" else { return nil }
            index = runEnd + 1
        }
        guard index > digitsEnd, !isLetter(index), !isDigit(index) else { return nil }
        return NumberItem(end: index, spoken: rules.join(parts))
    }

    /// Three dot-separated groups of up to three digits that are no date: a version or section
    /// number ("2.3.1", "iOS 17.4.1", "v10.15.7"), each group a number, the dots said as a point
    /// where "." is the decimal mark ("two point three point one") and as the dot's name where
    /// it is not ("zwei Punkt drei Punkt eins"). Read after the date readers.
    func readVersion(at start: Int) -> NumberItem? {
        guard let (groups, end) = dottedGroups(at: start, count: 3),
              // "1.000.000" is a number written with "." between thousands, even where "." is decimal.
              !groups.dropFirst().allSatisfy({ $0.count == 3 }),
              case let dot = rules.versionDot(decimalIsDot: lexicon.decimalIsDot), !dot.isEmpty else { return nil }
        let spoken = groups.map { rules.standalone(Numeral(integer: $0)) }.joined(separator: rules.separator + dot + rules.separator)
        return NumberItem(end: end, spoken: spoken)
    }

    /// Phone numbers and other digit groups: "+1 (123) 123-5678", "555.555.5555", "111-11-1111",
    /// "(11) 99999-8888". Each group is read digit by digit, a comma pause between groups.
    func readTelephone(at start: Int) -> NumberItem? {
        var index = start
        var parts: [String] = []
        // The digit groups as ranges of the text: digit arrays are made only for an accepted number.
        var groups: [Range<Int>] = []
        var hasPlus = false
        var hasParens = false
        var separators = SeparatorSet()
        if at(index) == "+" {
            hasPlus = true
            index += 1
        }
        while true {
            var opened = false
            if at(index) == "(" { opened = true; index += 1 }
            let groupStart = index
            index = digitRunEnd(index)
            guard index > groupStart else { return nil }
            let group = groupStart..<index
            if opened {
                guard at(index) == ")" else { return nil }
                index += 1
                hasParens = true
            }
            groups.append(group)
            // Separators: "-", ".", " ", or ")" already consumed; "(123)-123" and "(123) 123" both work.
            var ahead = index
            if let scalar = at(ahead), scalar == "-" || scalar == "." || scalar == " " {
                ahead += 1
                if scalar != " ", at(ahead) == " " { return nil }
                separators.insert(scalar)
            }
            if at(ahead) == "(" || (isDigit(ahead) && (ahead > index || opened)) {
                index = ahead
                continue
            }
            break
        }
        if isLetter(index) { return nil }
        let total = groups.reduce(0) { $0 + $1.count }
        let dashed = separators.contains("-") || separators.contains(".")
        let accepted: Bool
        if hasPlus || hasParens {
            accepted = groups.count >= 2 && total >= 7
        } else if separators.isOnly(" ") {
            accepted = spacedGroupsAreTelephone(groups, total: total)
        } else if groups.count >= 3 {
            accepted = dashed && groups.dropLast().allSatisfy { $0.count >= 2 } && total >= 8
                && !separators.isOnly(" ")
        } else if groups.count == 2 {
            let yearLike = isYear(groups[0])
            accepted = separators.isOnly("-") && (3...5).contains(groups[0].count) && groups[1].count == 4 && !yearLike
        } else {
            accepted = false
        }
        guard accepted else { return nil }
        let digits = groups.map { digitValues($0.lowerBound, $0.upperBound) }
        // The profile's word for a country code ("국가번호") where it is not read as "plus".
        let plus = rules.word("telephonePlus").isEmpty ? rules.word("plus") : rules.word("telephonePlus")
        if hasPlus {
            let code = locale.data.countryCodeAsNumber && digits[0].first != 0
                ? rules.cardinal(digits[0][...], gender: .masculine) : rules.digitNames(digits[0])
            parts.append(rules.join([plus, code]))
        }
        parts += digits.dropFirst(hasPlus ? 1 : 0).map { rules.telephoneGroup($0) }
        return NumberItem(end: index, spoken: parts.joined(separator: locale.data.digitGroupPause ? ", " : rules.separator))
    }

    /// Digit groups apart by spaces alone ("0800 123 4567", "555 123 4567", "030 1234567") are a
    /// phone number when they cannot be one number grouped by thousands (at most three digits,
    /// then groups of exactly three: "612 345 678" and "3 500 000" stay numbers) and start with
    /// the trunk zero that no count is written with, or hold a group of four digits or more
    /// among three or more groups, not all of them years.
    func spacedGroupsAreTelephone(_ groups: [Range<Int>], total: Int) -> Bool {
        guard groups.count >= 2, (8...15).contains(total) else { return false }
        let thousands = groups[0].count <= 3 && groups.dropFirst().allSatisfy { $0.count == 3 }
        // Years listed without commas ("2019 2020 2021") are years.
        let years = groups.allSatisfy(isYear)
        guard !thousands, !years else { return false }
        if at(groups[0].lowerBound) == "0" { return true }
        return groups.count >= 3 && total >= 10 && groups.contains { $0.count >= 4 }
    }

    /// Whether a digit group could be a year (four digits, 1000-2099): "2026-1234" and "2019
    /// 2020" are not phone numbers.
    func isYear(_ group: Range<Int>) -> Bool {
        group.count == 4 && (1000...2099).contains(Numeral.value(digitValues(group.lowerBound, group.upperBound)) ?? 0)
    }

    /// An e-mail address or URL: letters as written, digits one by one, and the marks between
    /// them as words ("dot", "at", "slash").
    func readElectronic(at start: Int) -> SpokenItem? {
        var runEnd = start
        var marked = false
        while runEnd < textEnd {
            let scalar = scalars[runEnd]
            // Runs on every word: letters and digits (most of the run) take one test.
            if scalar.isASCIILetter || scalar.isASCIIDigit { runEnd += 1; continue }
            if scalar.isSpaceLike || scalar == "," || scalar == ";" || scalar == "\"" || scalar == ")" || scalar == "(" || scalar.isCJK { break }
            // "@", or a "." / ":" inside the run ("a.bc", "http:"); a sentence's final dot is not.
            if scalar == "@" || ((scalar == "." || scalar == ":") && runEnd + 1 < textEnd && !scalars[runEnd + 1].isSpaceLike) { marked = true }
            runEnd += 1
        }
        guard marked else { return nil }
        // Sentence punctuation after the address is not part of it.
        while let scalar = at(runEnd - 1), scalar == "." || scalar == "!" || scalar == "?" || scalar == ":", runEnd > start { runEnd -= 1 }
        guard runEnd > start + 2 else { return nil }
        // A dotted abbreviation of the profile ("sig.na", "dott.ssa") is no domain name.
        if !lexicon.abbreviations.isEmpty,
           lexicon.abbreviations.exactMatch(in: scalars, from: start, end: runEnd, string: { self.string(start, runEnd) }) != nil
            || at(runEnd) == "." && lexicon.abbreviations.exactMatch(in: scalars, from: start, end: runEnd + 1, string: { self.string(start, runEnd + 1) }) != nil {
            return nil
        }
        let text = string(start, runEnd)
        let lower = text.lowercased()
        let isURL = lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("www.")
            || lower.hasPrefix("file://")
        let isMail = text.contains("@") && isLetter(start) && !text.hasSuffix("@")
        let isFile = !isURL && !isMail && looksLikeFileName(text)
        guard isURL || isMail || isFile || looksLikeDomain(text) else { return nil }
        var words: [String] = []
        var index = start
        while index < runEnd {
            let scalar = scalars[index]
            if scalar.isWordLetter {
                var ahead = index
                while ahead < runEnd, scalars[ahead].isWordLetter { ahead += 1 }
                let written = string(index, ahead)
                var label = rules.rewrittenLatinWord(scalars[index..<ahead]) ?? written
                // A two-letter country ending (".de", ".it") and "www" are spelled, as written
                // (the label may be a reading already: ru "b" би).
                let isLast = ahead == runEnd || (at(ahead) == "/" && !string(start, index).contains("/"))
                // Where the language names letters, every two-letter label after a dot ("co.kr").
                let twoLetters = ahead - index == 2 && index > start && at(index - 1) == "."
                // The profile's own country's ending is said as its people say it (ru ".ru" "ру").
                let domainWord = twoLetters ? locale.data.names.domains[written.lowercased()] ?? "" : ""
                if !domainWord.isEmpty {
                    label = domainWord
                } else if (twoLetters && (isLast || !lexicon.letterNames.isEmpty)) || written.lowercased() == "www"
                    || (isFile && ahead == runEnd) {
                    label = spelledLetters(written)
                }
                // Capitals are read as the same capitals outside an address are ("D.E.", "E.P.A.").
                if let reading = lexicon.initialisms?.reading(of: label, plural: false, amongCapitals: false) {
                    label = reading
                }
                words.append(label)
                index = ahead
            } else if scalar.isASCIIDigit {
                var ahead = index
                while ahead < runEnd, scalars[ahead].isASCIIDigit { words.append(rules.digitName(scalars[ahead].digitValue)); ahead += 1 }
                index = ahead
            } else {
                let word = locale.data.names.electronic[String(scalar)] ?? ""
                if !word.isEmpty { words.append(word) } else if let sym = lexicon.symbols.entries[String(scalar)] { words.append(sym.spoken) }
                index += 1
            }
        }
        // Words joined by spaces, except between Han characters (zh "艾特九").
        var spoken = ""
        for word in words where !word.isEmpty {
            if let last = spoken.unicodeScalars.last, !(last.isCJK && word.unicodeScalars.first!.isCJK) { spoken += " " }
            spoken += word
        }
        return SpokenItem(end: runEnd, spoken: spoken)
    }

    /// Letters said one by one: the profile's letter names, joined where the language joins the
    /// words of a number (ko "케이알") and spaced elsewhere (ru "ди и"), else capitals the voice
    /// spells ("KR").
    func spelledLetters(_ label: String) -> String {
        guard let named = InitialismReader.named(label, lexicon.letterNames) else { return label.uppercased() }
        return rules.joinsNumberWords ? named.replacingOccurrences(of: " ", with: "") : named
    }

    /// A file name in any script with an ending apps show ("사진.jpg", "Rechnung.PDF"): the ending is
    /// spelled.
    func looksLikeFileName(_ text: String) -> Bool {
        guard let dot = text.lastIndex(of: "."), dot > text.startIndex, !text.contains("/"), !text.contains("@") else { return false }
        let name = text[..<dot]
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { return false }
        return fileEndings.contains(text[text.index(after: dot)...].lowercased())
    }

    /// word.word…tld with a lower-case ending of 2 to 6 letters: "nvidia.com", "test2.uk".
    func looksLikeDomain(_ text: String) -> Bool {
        let host = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).first ?? Substring(text)
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, let tld = parts.last, let first = parts.first else { return false }
        guard (2...6).contains(tld.count), tld.unicodeScalars.allSatisfy({ $0.isASCIILetter && $0.value >= 0x61 }) else { return false }
        guard first.count >= 2, first.unicodeScalars.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit || $0 == "-" }) else { return false }
        return parts.dropLast().allSatisfy { !$0.isEmpty }
    }
}

/// The marks seen between digit groups ("-", ".", " "), as bits: a Set would allocate per number.
struct SeparatorSet {
    private var bits: UInt8 = 0
    private static func bit(_ mark: Unicode.Scalar) -> UInt8 { mark == "-" ? 1 : mark == "." ? 2 : mark == " " ? 4 : 0 }
    mutating func insert(_ mark: Unicode.Scalar) { bits |= Self.bit(mark) }
    func contains(_ mark: Unicode.Scalar) -> Bool { bits & Self.bit(mark) != 0 }
    func isOnly(_ mark: Unicode.Scalar) -> Bool { bits == Self.bit(mark) }
}

/// Endings of files apps list (photos, documents, audio, video, archives). Outside the generic
/// reader because a generic type cannot hold a stored static.
private let fileEndings: Set<String> = [
    "jpg", "jpeg", "png", "gif", "heic", "pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "txt", "csv",
    "zip", "mp3", "mp4", "mov", "wav", "m4a",
]
