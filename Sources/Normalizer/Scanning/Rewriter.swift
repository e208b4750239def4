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

    // MARK: pauses

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
