import VoiceProfiles

/// The scanning loop: one pass over one text, asking at each position what is there (a number
/// or amount, a word, a symbol) and handing the words and pauses to a ``PieceBuilder``. The
/// `Recognizers` read the items; the rewriter speaks them, moves on and remembers the word just
/// read. Everything else is copied as written. Generic over the rules so that each language's
/// scanner calls its rules (and their shared defaults) directly, specialized, rather than
/// through an existential.
final class Rewriter<Rules: LanguageRules>: TextReading {
    let cursor: TextCursor
    let rules: Rules
    let lexicon: Lexicon
    /// What reads the numbers, times, dates, money and codes the scan meets.
    let recognizers: Recognizers<Rules>
    let level: PunctuationLevel
    /// Where the words and pauses go.
    var output: PieceBuilder
    /// Where the scan has reached in `scalars`.
    var position = 0

    func shiftWord(_ range: Range<Int>?) {
        cursor.previousRange = range
    }

    /// A rewriter of `scalars` (cleaned by ``InputCleaner``) writing into `output`.
    init(scalars: [Unicode.Scalar], rules: Rules, lexicon: Lexicon, level: PunctuationLevel, output: PieceBuilder) {
        cursor = TextCursor(scalars: scalars)
        self.output = output
        self.rules = rules
        self.lexicon = lexicon
        self.level = level
        recognizers = Recognizers(cursor: cursor, rules: rules, lexicon: lexicon)
    }

    convenience init(text: String, rules: Rules, lexicon: Lexicon, level: PunctuationLevel) {
        self.init(scalars: InputCleaner.scalars(text), rules: rules, lexicon: lexicon, level: level,
                  output: PieceBuilder(recordsPieces: true))
    }

    /// The text as pieces.
    func run() -> NormalizedText {
        scan()
        return output.finish()
    }

    /// Starts over on another line of UTF-8 text, its words to be appended to `output` (which the
    /// builder takes over until ``runText()`` hands it back). For `normalize --lines`: one rewriter
    /// for all lines, its scalar buffer reused, instead of a rewriter made and freed per line.
    func restart(utf8 line: UnsafeBufferPointer<UInt8>, output bytes: inout [UInt8]) {
        cursor.restart(utf8: line)
        recognizers.restart()
        position = 0
        output = PieceBuilder(recordsPieces: false)
        output.adopt(&bytes)
    }

    /// The text appended to the builder's bytes, which are handed back.
    func runText() -> [UInt8] {
        scan()
        output.finishText()
        return output.takeBytes()
    }

    private func scan() {
        while position < textEnd {
            let scalar = scalars[position]
            if scalar.isSpaceLike { output.space(); position += 1; continue }
            if scalar == "(", let weekday = recognizers.writtenDates.readWeekday(at: position) {
                // A word of its own where words are spaced (ko "십일 목요일").
                if rules.separator == " " { output.space() }
                speak(weekday)
                position = weekday.end
                continue
            }
            if scalar == "(", isDigit(position + 1), let phone = recognizers.digitGroups.readTelephone(at: position) {
                speak(SpokenItem(end: phone.end, spoken: phone.spoken))
                position = phone.end
                continue
            }
            if scalar.isASCIIDigit || startsNumber(at: position) {
                if speakNumberLed() { continue }
            }
            if scalar.isWordLetter {
                speakWordLed()
                continue
            }
            if scalar.isCJK {
                let start = position
                if !speakCurrencyLed() { output.speak(String(scalar)); position += 1 }
                shiftWord(start..<start + 1)
                continue
            }
            if speakCurrencyLed() { continue }
            speakSymbol()
        }
    }

    /// A sign, a currency symbol or a leading decimal mark right before digits.
    func startsNumber(at index: Int) -> Bool {
        let scalar = scalars[index]
        if (scalar == "-" || scalar == "\u{2212}"), isDigit(index + 1) || (at(index + 1) == "." && isDigit(index + 2)) {
            return signAllowed(at: index)
        }
        // "-$50.00", "-Rp 50.000": a sign before the currency symbol (a balance, a refund).
        if scalar == "-" || scalar == "\u{2212}", recognizers.money.negativeMoney(at: index) != nil { return signAllowed(at: index) }
        if scalar == ".", lexicon.decimalIsDot, isDigit(index + 1), !isDigit(index - 1), !isLetter(index - 1) { return true }
        // "+82 10-1234-5678": a country code starts a phone number (read as a whole, or "+" as a symbol).
        if scalar == "+", isDigit(index + 1), signAllowed(at: index) { return true }
        if scalar == "%" || scalar == "٪", recognizers.quantities.percentStartsNumber(at: index) { return true }
        return false
    }

    /// "-" is a minus only where a number may start: not inside "covid-19" or "1-2".
    func signAllowed(at index: Int) -> Bool {
        guard let before = at(index - 1) else { return true }
        // After kana or Hangul a "-" before digits is a minus ("気温は-2.5度"): those scripts do
        // not join words to numbers with hyphens.
        if before.isKanaOrHangul { return true }
        return !(before.isWordLetter || before.isASCIIDigit || before.isCJK && !"负".unicodeScalars.contains(before))
            && before != "." && before != ","
    }

    func speakNumberLed() -> Bool {
        let start = position
        if let item = recognizers.ranges.readRange(at: position) {
            speak(item)
            position = item.end
            if !lexicon.particles.isEmpty { agreeParticle(after: item.spoken) }
            return true
        }
        if scalars[start].isASCIIDigit {
            // Unreachable for digits in practice: readItem always reads a digit run.
            output.speak(rules.digitName(scalars[start].digitValue)); position += 1
            return true
        }
        return false
    }

    /// A particle written right after a number takes the form its reading asks for (ko "4/7이" is
    /// "칠분의 사가": 사 ends in a vowel). Said glued to the number, as written.
    func agreeParticle(after spoken: String) {
        guard let next = at(position), next.isKanaOrHangul, let last = spoken.unicodeScalars.last,
              (0xAC00...0xD7A3).contains(last.value) else { return }
        let closed = (last.value - 0xAC00) % 28 != 0
        for pair in lexicon.particles {
            for form in [pair.closed, pair.open] {
                let end = position + form.count
                // Not a word going on, nor "과" joining a mixed number ("2과3/4").
                guard end <= textEnd, scalars[position..<end].elementsEqual(form), !(at(end)?.isKanaOrHangul ?? false), !isDigit(end) else { continue }
                output.speak(String(String.UnicodeScalarView(closed ? pair.closed : pair.open)))
                position = end
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
        output.speak(words)
        shiftWord(nil)
    }

    /// A currency symbol or code written before an amount ("$5", "R$ 10,50", "USD 3").
    func speakCurrencyLed() -> Bool {
        guard recognizers.money.currencyPrefix(at: position) != nil, let item = recognizers.ranges.readRange(at: position) else { return false }
        speak(item)
        position = item.end
        return true
    }
}
