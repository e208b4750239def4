import VoiceProfiles

/// One pass over one text: finds what needs saying differently (numbers, times, money, symbols)
/// and hands the words and pauses to a ``PieceBuilder``. Everything else is copied as written.
/// A class, because its recognizers call each other constantly and a struct this size would be
/// copied into their closures. Generic over the rules so that each language's scanner calls its
/// rules (and their shared defaults) directly, specialized, rather than through an existential.
final class Rewriter<Rules: LanguageRules> {
    /// The text's scalars; replaced by ``restart(utf8:output:)`` when a rewriter goes on to the next line.
    private(set) var s: [Unicode.Scalar]
    let rules: Rules
    let lexicon: Lexicon
    let level: PunctuationLevel
    var out: PieceBuilder
    var i = 0
    /// The last two words read from the source, lower-cased, for rules that look behind.
    var previousRange: Range<Int>?

    /// The word just before, lower-cased; made only when a rule asks.
    var previousWord: String { previousRange.map { string($0.lowerBound, $0.upperBound).lowercased() } ?? "" }

    /// What the word just before is to a number after it (an ordinal, month or day word), looked
    /// up in place without making it a String.
    var previousContextWord: Lexicon.ContextWord {
        guard let range = previousRange, !lexicon.contextWords.isEmpty else { return [] }
        return lexicon.contextWords.exactMatch(in: s, from: range.lowerBound, end: range.upperBound, folded: true) {
            string(range.lowerBound, range.upperBound).lowercased()
        } ?? []
    }

    func shiftWord(_ range: Range<Int>?) {
        previousRange = range
    }
    /// A street address was read: region codes and postal codes after it read as such.
    var sawAddress = false

    /// A rewriter of `scalars` (cleaned by ``InputCleaner``) writing into `out`.
    init(scalars: [Unicode.Scalar], rules: Rules, lexicon: Lexicon, level: PunctuationLevel, out: PieceBuilder) {
        s = scalars
        self.out = out
        self.rules = rules
        self.lexicon = lexicon
        self.level = level
        decimalMark = lexicon.decimalMark
        groupMarks = lexicon.groupMarks
    }

    // Derived from `rules` rather than stored: a rewriter is made for every text the renderer
    // normalizes, and each stored reference is a retain and a release per text.
    var locale: LocaleData { rules.locale }
    /// The decimal mark and the marks that group thousands, as scalars.
    let decimalMark: Unicode.Scalar
    let groupMarks: [Unicode.Scalar]
    var n: Int { s.count }

    func at(_ k: Int) -> Unicode.Scalar? { k >= 0 && k < s.count ? s[k] : nil }
    func isDigit(_ k: Int) -> Bool { at(k)?.isASCIIDigit ?? false }
    func isLetter(_ k: Int) -> Bool { at(k)?.isWordLetter ?? false }
    func string(_ a: Int, _ b: Int) -> String {
        let lo = max(0, a), hi = min(b, s.count)
        return lo < hi ? String(String.UnicodeScalarView(s[lo..<hi])) : ""
    }

    convenience init(text: String, rules: Rules, lexicon: Lexicon, level: PunctuationLevel) {
        self.init(scalars: InputCleaner.scalars(text), rules: rules, lexicon: lexicon, level: level,
                  out: PieceBuilder(recordsPieces: true))
    }

    /// The text as pieces.
    func run() -> NormalizedText {
        scan()
        return out.finish()
    }

    /// Starts over on another line of UTF-8 text, its words to be appended to `output` (which the
    /// builder takes over until ``runText()`` hands it back). For `normalize --lines`: one rewriter
    /// for all lines, its scalar buffer reused, instead of a rewriter made and freed per line.
    func restart(utf8 line: UnsafeBufferPointer<UInt8>, output: inout [UInt8]) {
        s.removeAll(keepingCapacity: true)
        // A lone "\r" from CRLF input is a control character: removed like the others.
        InputCleaner.append(utf8: line, to: &s)
        i = 0
        previousRange = nil
        sawAddress = false
        out = PieceBuilder(recordsPieces: false)
        out.adopt(&output)
    }

    /// The text appended to the builder's bytes, which are handed back.
    func runText() -> [UInt8] {
        scan()
        out.finishText()
        return out.takeBytes()
    }

    private func scan() {
        while i < n {
            let c = s[i]
            if c.isSpaceLike { out.space(); i += 1; continue }
            if c == "(", let weekday = readWeekday(at: i) {
                // A word of its own where words are spaced (ko "십일 목요일").
                if rules.separator == " " { out.space() }
                speak(weekday)
                i = weekday.end
                continue
            }
            if c == "(", isDigit(i + 1), let phone = readTelephone(at: i) {
                speak(SpokenItem(end: phone.end, spoken: phone.spoken))
                i = phone.end
                continue
            }
            if c.isASCIIDigit || startsNumber(at: i) {
                if speakNumberLed() { continue }
            }
            if c.isWordLetter {
                speakWordLed()
                continue
            }
            if c.isCJK {
                let start = i
                if !speakCurrencyLed() { out.speak(String(c)); i += 1 }
                shiftWord(start..<start + 1)
                continue
            }
            if speakCurrencyLed() { continue }
            speakSymbol()
        }
    }

    /// A sign, a currency symbol or a leading decimal mark right before digits.
    func startsNumber(at k: Int) -> Bool {
        let c = s[k]
        if (c == "-" || c == "\u{2212}"), isDigit(k + 1) || (at(k + 1) == "." && isDigit(k + 2)) {
            return signAllowed(at: k)
        }
        // "-$50.00", "-Rp 50.000": a sign before the currency symbol (a balance, a refund).
        if c == "-" || c == "\u{2212}", negativeMoney(at: k) != nil { return signAllowed(at: k) }
        if c == ".", lexicon.decimalIsDot, isDigit(k + 1), !isDigit(k - 1), !isLetter(k - 1) { return true }
        // "+82 10-1234-5678": a country code starts a phone number (read as a whole, or "+" as a symbol).
        if c == "+", isDigit(k + 1), signAllowed(at: k) { return true }
        if c == "%" || c == "٪", percentStartsNumber(at: k) { return true }
        return false
    }

    /// "-" is a minus only where a number may start: not inside "covid-19" or "1-2".
    func signAllowed(at k: Int) -> Bool {
        guard let p = at(k - 1) else { return true }
        // After kana or Hangul a "-" before digits is a minus ("気温は-2.5度"): those scripts do
        // not join words to numbers with hyphens.
        if p.isKanaOrHangul { return true }
        return !(p.isWordLetter || p.isASCIIDigit || p.isCJK && !"负".unicodeScalars.contains(p))
            && p != "." && p != ","
    }

    func speakNumberLed() -> Bool {
        let start = i
        if let item = readRange(at: i) {
            speak(item)
            i = item.end
            if !lexicon.particles.isEmpty { agreeParticle(after: item.spoken) }
            return true
        }
        if s[start].isASCIIDigit {
            // Unreachable for digits in practice: readItem always reads a digit run.
            out.speak(rules.digitName(s[start].digitValue)); i += 1
            return true
        }
        return false
    }

    /// A particle written right after a number takes the form its reading asks for (ko "4/7이" is
    /// "칠분의 사가": 사 ends in a vowel). Said glued to the number, as written.
    func agreeParticle(after spoken: String) {
        guard let c = at(i), c.isKanaOrHangul, let last = spoken.unicodeScalars.last,
              (0xAC00...0xD7A3).contains(last.value) else { return }
        let closed = (last.value - 0xAC00) % 28 != 0
        for pair in lexicon.particles {
            for form in [pair.closed, pair.open] {
                let end = i + form.count
                // Not a word going on, nor "과" joining a mixed number ("2과3/4").
                guard end <= n, s[i..<end].elementsEqual(form), !(at(end)?.isKanaOrHangul ?? false), !isDigit(end) else { continue }
                out.speak(String(String.UnicodeScalarView(closed ? pair.closed : pair.open)))
                i = end
                return
            }
        }
    }

    func speak(_ item: SpokenItem) {
        var words = item.spoken
        // A reading that starts with the word just before it ("ngày" + "ngày mười lăm...",
        // "the" + "the twenty-sixth of may") keeps one copy.
        if item.dropsRepeatedWord, case let last = previousWord, !last.isEmpty,
           words.lowercased().hasPrefix(last + rules.separator) {
            words = String(words.dropFirst(last.count + rules.separator.count))
        }
        out.speak(words)
        shiftWord(nil)
    }

    /// A currency symbol or code written before an amount ("$5", "R$ 10,50", "USD 3").
    func speakCurrencyLed() -> Bool {
        guard currencyPrefix(at: i) != nil, let item = readRange(at: i) else { return false }
        speak(item)
        i = item.end
        return true
    }

    // MARK: words

    func speakWordLed() {
        if let item = readElectronic(at: i) ?? readMonthFirstDate(at: i) ?? readWeekdayBeforeDate(at: i) {
            speak(item)
            i = item.end
            return
        }
        // A Roman month with its dot and a dotted day (hu "IV. 1." április elseje).
        if s[i].isOneOf("IVX"), let date = readMonthDayDate(at: i) {
            speak(SpokenItem(end: date.end, spoken: date.spoken))
            i = date.end
            return
        }
        var letters = i
        while isLetter(letters) { letters += 1 }
        // Only a short code can stand before an amount ("R$ 5", "USD 10", "US$76").
        if letters - i <= 3, at(letters) == "$" || isDigit(letters) || (at(letters) == " " && isDigit(letters + 1)),
           speakCurrencyLed() { return }
        let start = i
        var k = i
        var dotted = false
        while k < n {
            if s[k].isWordLetter { k += 1; continue }
            // Joiners inside a word: don't, mother-in-law, U.S.A, a.m
            if s[k].isOneOf("'’-‐."), isLetter(k + 1), k > start {
                if s[k] == ".", !(k + 2 >= n || !isLetter(k + 2) || at(k + 2) == ".") { break }
                if s[k] == "." { dotted = true }
                k += 2
                continue
            }
            break
        }
        // The last dot of a dotted abbreviation ("p.m.", "U.S.A.") belongs to it: it is not a
        // sentence end, and keeping it makes the reading the same when normalized again.
        if dotted, at(k) == ".", !isLetter(k + 1), !isDigit(k + 1) { k += 1 }
        i = k
        defer { shiftWord(start..<k) }
        if !lexicon.beforeNames.isEmpty, speakTitleOrStreet(start..<k) { return }
        // Letters after a dot or colon, inside one word ("sig.na", "dott.ssa", "p.za", sv "s:t")
        // or as a second dotted word ("EE. UU.", "a. C."): read only as the profile writes the
        // whole abbreviation, never letter by letter ("sig punto NA").
        if let c = at(k), c == "." || c == ":", !lexicon.abbreviations.isEmpty,
           case let second = c == "." && at(k + 1) == " " ? k + 2 : k + 1, isLetter(second) {
            var e = second
            while e < n, s[e].isWordLetter { e += 1 }
            for end in at(e) == "." ? [e + 1, e] : [e] {
                if let spoken = lexicon.abbreviations.exactMatch(in: s, from: start, end: end, string: { self.string(start, end) }) {
                    out.speak(spoken)
                    i = end
                    if end > e, i >= n || s[i].isSpaceLike, endsSentenceAfterAbbreviation(i) { out.pause(.sentence) }
                    return
                }
            }
        }
        // An abbreviation with its final dot ("Mt.", "Dr."), then one written without a final dot
        // ("Mme", "vs", "Jr") or with dots inside ("z.B.", "e.g."), as the profile writes it.
        if at(k) == ".", let spoken = lexicon.abbreviations.exactMatch(in: s, from: start, end: k + 1, string: { self.string(start, k + 1) }) {
            // A case ending after the dot and a hyphen joins the word (hu "tv.-t" törvényt).
            if let (joined, end) = hyphenEnding(on: spoken, at: k + 1) {
                out.speak(joined)
                i = end
                return
            }
            out.speak(spoken)
            i = k + 1
            if i >= n || s[i].isSpaceLike, endsSentenceAfterAbbreviation(i) { out.pause(.sentence) }
            return
        }
        if let spoken = lexicon.abbreviations.exactMatch(in: s, from: start, end: k, string: { self.string(start, k) }) {
            out.speak(spoken)
            return
        }
        // A unit symbol with a written power standing alone ("м²", a column heading) is the unit:
        // the power marks it as one, where a bare "m" may be a letter.
        if at(k)?.isPowerDigit == true, let (unit, end) = longestMatch(at: start, in: lexicon.unitsExact, folded: false),
           end == k + 1, !isLetter(end), !isDigit(end) {
            out.speak(rules.locale.named(unit).name.one)
            i = end
            return
        }
        // Most words are copied as they are: no string is built for them.
        let mayBeRoman = (!lexicon.romanWords.isEmpty || lexicon.romanAfterNames)
            && s[start..<k].allSatisfy { $0.isOneOf("IVXLCDMivxlcdm") }
        let mayBeInitialism = mayBeInitialism(start..<k)
        if !sawAddress, at(k) != ".", !mayBeRoman, !mayBeInitialism {
            if let rewritten = rules.rewrittenLatinWord(s[start..<k]) { out.speak(rewritten) } else { out.speakScalars(s[start..<k]) }
            return
        }
        let word = string(start, k)
        if let region = addressRegion(word, at: start) {
            out.speak(region)
            if let zip = postalCode(after: k) {
                out.speak(zip.spoken)
                i = zip.end
            }
        } else if at(k) == ".", numberFollows(k + 1),
                  let spoken = lexicon.beforeNumbers.exactMatch(in: s, from: start, end: k + 1, string: { word + "." }) {
            out.speak(spoken)
            i = k + 1
        } else if mayBeRoman, let value = RomanNumeral.value(Substring(word)), case let said = out.lastWords,
                  lexicon.romanWords.contains(said.last) || lexicon.romanWords.contains(said.lastTwo) {
            out.speak(rules.standalone(Numeral(value)))
        } else if mayBeRoman, lexicon.romanAfterNames, let reading = romanAfterName(start..<k) {
            out.speak(reading)
        } else if mayBeInitialism, let reading = initialismReading(start..<k) {
            // Spaced: "M.I.G." ends in a dot, after which the builder would join "MIG-25"'s number.
            out.speak(reading, spaced: true)
        } else {
            out.speak(rules.rewrittenLatinWord(s[start..<k]) ?? word)
        }
    }

    /// "St. John" → "saint John", "Main St." → "Main Street": the same letters are a title before
    /// a name and a street type after one. A title is read only before a capitalized word and not
    /// after a name; after a name the street type is read where the profile has one; otherwise the
    /// word goes on to the abbreviations ("on St. at noon").
    func speakTitleOrStreet(_ word: Range<Int>) -> Bool {
        // "ST" in capitals is an initialism, not a title nor a street.
        guard !isCapitals(word), let title = lexicon.beforeNames.exactMatch(in: s, from: word.lowerBound, end: word.upperBound, folded: true,
                                                         string: { self.string(word.lowerBound, word.upperBound).lowercased() })
        else { return false }
        let end = at(word.upperBound) == "." ? word.upperBound + 1 : word.upperBound
        // Marks said as nothing (spaces, quotes) do not part the words: a second pass, which no
        // longer sees them, must decide the same.
        var next = end
        while let c = at(next), saysNothing(c) { next += 1 }
        var before = word.lowerBound
        while let c = at(before - 1), saysNothing(c) { before -= 1 }
        var previousStart = before
        while isLetter(previousStart - 1) { previousStart -= 1 }
        let spoken: String
        if before - previousStart >= 2, s[previousStart].properties.isUppercase, !isCapitals(previousStart..<before),
           !isDigit(previousStart - 1) {
            guard let street = lexicon.streetTypes.exactMatch(in: s, from: word.lowerBound, end: word.upperBound, folded: true,
                                                              string: { self.string(word.lowerBound, word.upperBound).lowercased() })
            else { return false }
            spoken = street
        } else if let first = at(next), first.properties.isUppercase, isLetter(next + 1) {
            spoken = title
        } else {
            return false
        }
        out.speak(spoken)
        i = end
        if end > word.upperBound, endsSentenceAfterAbbreviation(i) { out.pause(.sentence) }
        return true
    }

    /// Whether `c` is neither a letter nor a digit nor a pause mark: a space, a quote, a symbol.
    func saysNothing(_ c: Unicode.Scalar) -> Bool {
        !c.isWordLetter && !c.isASCIIDigit && !c.isCJK && Self.pause(after: c, next: nil) == nil
    }

    /// A five-digit postal code after a region: read digit by digit.
    func postalCode(after k: Int) -> NumberItem? {
        var j = k
        if at(j) == "," { j += 1 }
        guard at(j) == " " else { return nil }
        j += 1
        var digits: [UInt8] = []
        while isDigit(j) { digits.append(s[j].digitValue); j += 1 }
        guard digits.count == 5, !isLetter(j), !isDigit(j) else { return nil }
        return NumberItem(end: j, spoken: rules.digitNames(digits))
    }

    /// Whether a number starts at `k`, after at most one space ("p. 40", "No.5").
    func numberFollows(_ k: Int) -> Bool {
        isDigit(k) || (at(k) == " " && isDigit(k + 1))
    }

    /// Whether the word at `range` is written in capitals only (two or more).
    func isCapitals(_ range: Range<Int>) -> Bool {
        range.count >= 2 && s[range].allSatisfy(\.isASCIICapital)
    }

    /// "EPA" → "E.P.A.", "PDFs" → "P.D.F.'s", "AFI's" → "A.F.I.'s"; nil for a word ("BEEF").
    /// A word of two capitals or more first, where the profile reads initialisms.
    func mayBeInitialism(_ range: Range<Int>) -> Bool {
        lexicon.initialisms != nil && range.count >= 2 && s[range.lowerBound].isASCIICapital && s[range.lowerBound + 1].isASCIICapital
    }

    /// `afterCapitals` says whether the word before is capitals where that is not `previousRange`.
    func initialismReading(_ range: Range<Int>, afterCapitals: Bool? = nil) -> String? {
        guard let reader = lexicon.initialisms else { return nil }
        var capitalsEnd = range.lowerBound
        while capitalsEnd < range.upperBound, s[capitalsEnd].isASCIICapital { capitalsEnd += 1 }
        let rest = string(capitalsEnd, range.upperBound)
        guard rest.isEmpty || rest == "s" || rest == "'s" || rest == "’s" else { return nil }
        // Among other capitals ("CONTACT US") the text is shouting, and its words are words.
        var next = range.upperBound
        while at(next) == " " { next += 1 }
        var nextEnd = next
        while isLetter(nextEnd) { nextEnd += 1 }
        let amongCapitals = (afterCapitals ?? previousRange.map(isCapitals) ?? false) || (next > range.upperBound && isCapitals(next..<nextEnd))
        return reader.reading(of: string(range.lowerBound, capitalsEnd), plural: !rest.isEmpty, amongCapitals: amongCapitals)
    }

    /// "Class II" → "Class two", "Henry VIII" → "Henry the eighth": a numeral of I, V and X
    /// (two or more) right after a capitalized word, or after a word in capitals when the text
    /// goes on in small letters ("Prime BEEF III sent", not "NEED IV FLUIDS"). "V" and "X" alone
    /// stay letters ("Malcolm X"); "I" alone is an ordinal only after a monarch's name ("Elizabeth I").
    func romanAfterName(_ range: Range<Int>) -> String? {
        guard s[range].allSatisfy({ $0.isOneOf("IVX") }),
              let previous = previousRange, previous.upperBound < range.lowerBound,
              // Nothing said between: a mark with a name ends the previous word, and one that makes
              // a pause here (the mark after it decides: "Jan.XIV" has none) is checked; silent marks
              // are as spaces ('Henry "VIII"'), so the output, read again, reads the same.
              (previous.upperBound..<range.lowerBound).allSatisfy({ Self.pause(after: s[$0], next: at($0 + 1)) == nil }),
              s[previous.lowerBound].isASCIICapital, !isCapitals(previous) || !capitalsFollow(range.upperBound),
              let value = RomanNumeral.value(Substring(string(range.lowerBound, range.upperBound))) else { return nil }
        let template = rules.word("regnal")
        let regnal = !template.isEmpty && lexicon.regnalNames.contains(previousWord)
        // "Paul I was": the pronoun, which a word in small letters follows, but not "of" ("Elizabeth
        // I of England"). "V" alone is a numeral after a monarch's name ("Charles V"); "X" alone
        // stays a letter ("Malcolm X").
        let single = s[range.lowerBound]
        guard range.count >= 2 || regnal && (single == "V" || single == "I" && (!smallLettersFollow(range.upperBound) || nextWord(after: range.upperBound) == "of"))
        else { return nil }
        if regnal,
           let ordinal = rules.ordinal(Numeral.digits(value)[...], gender: .masculine, suffix: "") {
            return template.replacingAll("{ordinal}", with: ordinal)
        }
        return rules.standalone(Numeral(value))
    }

    /// Whether the next word after `k` (past spaces) is written in capitals: the text is shouting.
    func capitalsFollow(_ k: Int) -> Bool {
        var next = k
        while at(next) == " " { next += 1 }
        var end = next
        while isLetter(end) { end += 1 }
        return isCapitals(next..<end)
    }

    /// Whether the next word after `k` (past spaces) starts with a small letter.
    func smallLettersFollow(_ k: Int) -> Bool {
        var next = k
        while at(next) == " " { next += 1 }
        return at(next)?.properties.isLowercase ?? false
    }

    /// The word after `k` (past spaces), as written.
    func nextWord(after k: Int) -> String {
        var next = k
        while at(next) == " " { next += 1 }
        var end = next
        while isLetter(end) { end += 1 }
        return string(next, end)
    }

    /// Up to `count` words just before `start`, each ending at one space, in lower case and in
    /// reading order ("in der" before "2."): the words a rule looks back at.
    func words(before start: Int, count: Int) -> [String] {
        var words: [String] = []
        var k = start
        while words.count < count, at(k - 1) == " " {
            var w = k - 1
            while isLetter(w - 1) { w -= 1 }
            guard w < k - 1 else { break }
            words.insert(string(w, k - 1).lowercased(), at: 0)
            k = w
        }
        return words
    }

    /// After "St." a capitalized next word starts a sentence only if another sentence mark follows.
    func endsSentenceAfterAbbreviation(_ k: Int) -> Bool { k >= n }

    // MARK: punctuation and symbols

    func speakSymbol() {
        let c = s[i]
        // A gender ending after a mark inside a word of three letters or more ("Kolleg*innen",
        // "Nutzer:innen", "Lehrer/-innen", he "הקש/י"; es "y/o" is "and/or"): said as the profile
        // says it, never the mark's name.
        if c.isOneOf("/:*_·"), isLetter(i - 1), isLetter(i - 2), isLetter(i - 3), !lexicon.genderedEndings.isEmpty,
           var ending = genderedEnding(after: i) {
            // Endings may follow one another (fr "connecté·e·s").
            while true {
                if !ending.spoken.isEmpty { out.speak(ending.spoken, spaced: true) }
                i = ending.end
                guard let mark = at(i), mark.isOneOf("/:*_·"), let next = genderedEnding(after: i) else { break }
                ending = next
            }
            shiftWord(nil)
            return
        }
        // "#1": a mark the profile reads as a word before a number ("number one").
        if numberFollows(i + 1), let word = lexicon.beforeNumbers.exactMatch(in: s, from: i, end: i + 1, string: { String(c) }) {
            out.speak(word)
            i += 1
            shiftWord(nil)
            return
        }
        // "12's", "29th’s": the apostrophe and letters stay on the word before.
        if c == "'" || c == "’", let p = at(i - 1), p.isWordLetter || p.isASCIIDigit || p.isCJK, isLetter(i + 1) {
            var e = i + 1
            while isLetter(e) { e += 1 }
            out.attach(string(i, e))
            i = e
            return
        }
        if let (exponent, end) = readExponent(at: i) {
            speakPower(exponent)
            i = end
            shiftWord(nil)
            return
        }
        // A joined emoji sequence ("👩‍💻") by its own name before the profile's word for its first part.
        if c.startsEmoji, startsJoinedEmoji(i), readEmoji() { return }
        // Longest symbol written in the profile ("...", "->", emoji sequences).
        if let (symbol, end) = longestMatch(at: i, in: lexicon.symbols, folded: false, needsBoundary: false) {
            i = end
            let said = speaks(symbol.level)
            if said { out.speak(symbol.spoken, spaced: true) }
            if let pause = Self.pause(after: c, next: at(i)) { out.pause(pause) }
            // Left unsaid at this level, the symbol is as a silent mark: the word before it stays
            // the previous word, as it will when the output, without the symbol, is read again.
            if said { shiftWord(nil) }
            return
        }
        // Emoji the profile does not name: CLDR's name in the language, at every level.
        if c.startsEmoji, readEmoji() { return }
        // Other symbols the profile does not name: CLDR's name, where the level names symbols.
        if readSymbolName() { return }
        // Superscript and subscript digits the profile has no word for ("10⁶", "H₂O", a footnote
        // mark) are the number they write, never dropped.
        if c.superscriptOrSubscriptDigit != nil {
            var digits: [UInt8] = []
            while let d = at(i)?.superscriptOrSubscriptDigit { digits.append(d); i += 1 }
            out.speak(rules.number(Numeral(integer: digits)), spaced: true)
            shiftWord(nil)
            return
        }
        i += 1
        if let pause = Self.pause(after: c, next: at(i)) { out.pause(pause); return }
        // Anything else unnamed (quotes, unknown symbols, emoji without a name) is silent;
        // it never reaches the engine raw, so no markup can pass.
        if c.isWordLetter || c.isCJK { out.speak(String(c)) } else { out.space() }
    }

    /// The profile's reading of the gender ending after the mark at `k` (a hyphen may follow the
    /// mark), and where the ending stops; nil unless a whole word's end is a listed ending.
    func genderedEnding(after k: Int) -> (spoken: String, end: Int)? {
        let start = at(k + 1) == "-" ? k + 2 : k + 1
        var end = start
        while isLetter(end) { end += 1 }
        guard end > start, end - start <= 5, !isDigit(end), let spoken = lexicon.genderedEndings[string(start, end)] else { return nil }
        return (spoken, end)
    }

    /// An exponent right after a number, a one-letter variable or ")": superscript digits with an
    /// optional sign ("10⁶", "10⁻³") or "^" and digits ("2^10", "x^-2"); nil for anything else,
    /// and for a lone ² or ³ the profile has its own word for ("squared", "au carré"). After a
    /// longer word other superscripts are footnote marks ("Terms¹"), read as the number they
    /// write; a lone ² or ³ is a power after any letters ("mc²").
    func readExponent(at k: Int) -> (Numeral, Int)? {
        guard let before = at(k - 1) else { return nil }
        let variable = before.isWordLetter && (!isLetter(k - 2) || s[k].isPowerDigit && at(k + 1)?.superscriptDigit == nil)
        guard before.isASCIIDigit || before == ")" || variable else { return nil }
        var j = k
        var digits: [UInt8] = []
        var negative = false
        if s[k] == "^" {
            j += 1
            if at(j) == "-" || at(j) == "\u{2212}" { negative = true; j += 1 }
            while isDigit(j) { digits.append(UInt8(s[j].value - 48)); j += 1 }
            if at(j) == ".", isDigit(j + 1) { return nil }
        } else {
            if s[j] == "\u{207B}" || s[j] == "\u{207A}" { negative = s[j] == "\u{207B}"; j += 1 }
            while let d = at(j)?.superscriptDigit { digits.append(d); j += 1 }
            if !negative, digits.count == 1, j == k + 1, s[k].isPowerDigit,
               longestMatch(at: k, in: lexicon.symbols, folded: false, needsBoundary: false) != nil { return nil }
        }
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        return (Numeral(negative: negative, integer: digits), j)
    }

    /// A power in the profile's phrase; without one, the profile's word for "^" and the number.
    func speakPower(_ exponent: Numeral) {
        guard let phrase = rules.power(exponent) else {
            if let caret = lexicon.symbols.exactMatch(in: ["^"], from: 0, end: 1, string: { "^" }) { out.speak(caret.spoken, spaced: true) }
            out.speak(rules.number(exponent), spaced: true)
            return
        }
        // Joined to the base where words are written without spaces or the phrase starts with a
        // particle (zh 十的六次方, ja 十の六乗, th สิบยกกำลังหก, ko 십의 육제곱); a word of its own elsewhere.
        if rules.separator.isEmpty || phrase.unicodeScalars.first.map({ $0.isCJK || $0.isKanaOrHangul }) == true {
            out.attach(phrase)
        } else {
            out.speak(phrase, spaced: true)
        }
    }

    func speaks(_ minimum: String) -> Bool {
        switch minimum {
        case "none": true
        case "some": level != .none
        default: level == .all
        }
    }

    static func pause(after c: Unicode.Scalar, next: Unicode.Scalar?) -> NormalizedText.Pause? {
        switch c {
        // Arabic "؟" and "۔", Devanagari danda "।" and "॥" end sentences; Arabic "،" and "؛" pause.
        case "?", "？", "⁇", "؟":
            return .question
        case "!", "！", "‼":
            return .exclamation
        case ".", "。", "…", "۔", "।", "॥":
            if c == ".", let next, next.isWordLetter || next.isASCIIDigit { return nil }
            return .sentence
        case ",", ";", ":", "、", "，", "；", "：", "(", ")", "[", "]", "{", "}", "（", "）", "—", "–", "،", "؛":
            return .comma
        default:
            return nil
        }
    }
}

/// A recognized stretch of text and how to say it.
struct SpokenItem {
    var end: Int
    var spoken: String
    /// Whether a reading that begins with the word written just before it drops that word.
    var dropsRepeatedWord = false
}
