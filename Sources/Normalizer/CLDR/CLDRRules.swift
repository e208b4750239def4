import Foundation
import Synchronization
import VoiceProfiles

/// Any language without rules written in Swift: numbers in CLDR's words (ICU spell-out rule sets
/// for cardinals, ordinals, genders, years), plural categories from CLDR, dates in the order and
/// with the linking words of the locale's date pattern, and the profile's data for what CLDR
/// does not say (clock and fraction templates, counters). A locale ICU does not know reads its
/// digits as written, so the voice still says them in its own language.
struct CLDRRules: LanguageRules {
    let locale: LocaleData
    let spellout: Spellout
    let separator: String
    private let plurals: PluralRules
    private let foundationLocale: Locale
    /// Rule sets by use, resolved once from what the locale has.
    let numbering: String?
    let cardinals: [GrammaticalGender: String]
    private let ordinals: [GrammaticalGender: String]
    private let yearRuleSet: String?
    /// Ordinals as denominators: the plain form ("dritte" + "l"), whatever the ordinal said alone.
    let fractionOrdinal: String?
    /// Numerators and the whole of a mixed fraction, where the profile names a rule set for them.
    let fractionNumerator: String?
    let fractionWhole: String?
    private let digitWords: [String]
    /// The profile's word for zero where ICU's spell-out writes a sign espeak-ng cannot read as
    /// a number (ja "〇", which it names as a character): `words.zero`.
    private let zeroWord: String?
    let datePatterns: DatePatterns
    /// The locale writes the day half before the time ("오후 3:30", "上午10:30"), not after
    /// ("3:30 μ.μ."); asked of CLDR only where the clock has halves.
    let periodFirst: Bool
    /// The last words of a cardinal said otherwise before the noun it counts, from the profile's
    /// `nouns.attributive` (hu "kettő" → "két", "huszonkettő" → "huszonkét"); an ending
    /// written "^…" only as the whole number (ro "unu" → "un", but "douăzeci și unu de lei").
    private let attributiveEndings: [(ending: String, whole: Bool, form: String)]
    /// Whether the profile names the words after a number that are not nouns (`notNouns`).
    private let countsBeforeWords: Bool
    /// Whether every count agrees with its noun's gender, not only one (`countsAgree: every`, he).
    private let countsAgreeEvery: Bool
    /// The clock templates whose hour or minute stands before its unit's noun ("{hour} óra"),
    /// where the number takes its form before a noun (`nouns.attributive`).
    let countedInClock: (hours: Set<String>, minutes: Set<String>)

    init(data: NormalizationData, language: String) {
        let tag = language.replacingOccurrences(of: "-", with: "_")
        let spellout = Spellout(locale: tag, splitsCompounds: data.splitNumberCompounds, joinsWords: data.joinNumberWords,
                                 thousandOneInGroups: data.thousandOneInGroups, replacements: data.spelloutReplacements,
                                 compoundBreaks: data.numberCompoundBreaks, ordinals: data.ordinals)
        self.spellout = spellout
        var completed = CLDRLocaleData.completed(data, locale: tag, spellout: spellout)
        completed.ordinalSuffixes = EnglishOrdinalMark.added(to: completed.ordinalSuffixes)
        locale = LocaleData(completed, unitNames: CLDRLocaleData.unitNames(tag: tag, profileUnits: data.units))
        plurals = PluralRules(locale: tag)
        foundationLocale = Locale(identifier: tag)
        // The profile's choice for a role first, if the locale has it; then CLDR's usual names.
        let chosen = completed.ruleSets
        func pick(_ role: String, _ names: String...) -> String? {
            if let own = chosen[role], spellout.ruleSets.contains(own) { return own }
            return names.first { spellout.ruleSets.contains($0) }
        }
        numbering = pick("number", "%spellout-numbering", "%spellout-cardinal")
        var cardinals: [GrammaticalGender: String] = [:]
        var ordinals: [GrammaticalGender: String] = [:]
        for gender in [GrammaticalGender.masculine, .feminine, .neuter] {
            let suffix = gender == .masculine ? "" : "-\(gender.rawValue)"
            cardinals[gender] = pick("cardinal" + suffix, "%spellout-cardinal-\(gender.rawValue)", "%spellout-cardinal", "%spellout-numbering")
            // Any ordinal rule set the locale has before none (da "%spellout-ordinal-common").
            ordinals[gender] = pick("ordinal" + suffix, "%spellout-ordinal-\(gender.rawValue)", "%spellout-ordinal")
                ?? spellout.ruleSets.first { $0.hasPrefix("%spellout-ordinal") }
        }
        self.cardinals = cardinals
        self.ordinals = ordinals
        yearRuleSet = pick("year", "%spellout-numbering-year", "%spellout-numbering")
        // Any ordinal rule set before none, as for ordinals (da "%spellout-ordinal-common").
        // Not the Slavic ordinals made beside ICU's unless the profile names one: their fractions
        // are nouns or "przez" ("jedna dwunastina" is no ordinal).
        fractionOrdinal = (pick("fraction", "%spellout-ordinal-masculine", "%spellout-ordinal")
            ?? spellout.ruleSets.first { $0.hasPrefix("%spellout-ordinal") })
            .flatMap { spellout.isGenerated($0) && chosen["fraction"] != $0 ? nil : $0 }
        fractionNumerator = pick("fractionNumerator")
        fractionWhole = pick("fractionWhole")
        let numbering = self.numbering
        let zeroWord = completed.words["zero"].flatMap { $0.isEmpty ? nil : $0 }
        self.zeroWord = zeroWord
        digitWords = (0...9).map { d in
            d == 0 && zeroWord != nil ? zeroWord! : numbering.flatMap { spellout.words(String(d), ruleSet: $0) } ?? String(d)
        }
        separator = completed.wordSeparator ?? (Self.isWrittenWithoutSpaces(digitWords[1]) ? "" : " ")
        datePatterns = DatePatterns(locale: foundationLocale)
        var attributive: [(ending: String, whole: Bool, form: String)] = []
        for (ending, value) in completed.nouns.attributive {
            attributive.append(ending.hasPrefix("^") ? (String(ending.dropFirst()), true, value) : (ending, false, value))
        }
        // The longest ending first, so "ione" is tried before "e".
        attributiveEndings = attributive.sorted { $0.ending.count > $1.ending.count || $0.ending.count == $1.ending.count && $0.ending < $1.ending }
        countsBeforeWords = completed.words["notNouns"] != nil
        countsAgreeEvery = completed.words["countsAgree"] == "every"
        let templates = [completed.clock?.onTheHour, completed.clock?.withMinutes, completed.clock?.withSeconds].compactMap { $0 }
        var counted: [Set<String>] = []
        for (placeholder, id) in [("{hour}", "hour"), ("{minute}", "minute")] {
            let unit = attributive.isEmpty ? nil : completed.units.first(where: { $0.id == id }).map(locale.named)
            counted.append(Set(unit.map { unit in templates.filter { $0.contains(placeholder + " " + unit.name.one) } } ?? []))
        }
        countedInClock = (counted[0], counted[1])
        periodFirst = completed.clockPeriods != nil
            && DateFormatter.dateFormat(fromTemplate: "hmma", options: 0, locale: Locale(identifier: tag)).map(Self.periodComesFirst) == true
    }

    /// Whether a time pattern ("h:mm a", "a h:mm") puts the day half ("a") before the hour.
    static func periodComesFirst(_ pattern: String) -> Bool {
        guard let period = pattern.firstIndex(of: "a"), let hour = pattern.firstIndex(where: { "hHkK".contains($0) }) else { return false }
        return period < hour
    }

    /// Whether a language whose profile does not say (`wordSeparator`) joins its words as
    /// written, from its word for one: its script is written without spaces (Han, kana, Thai,
    /// Lao, Khmer, Burmese) or not.
    static func isWrittenWithoutSpaces(_ one: String) -> Bool {
        one.unicodeScalars.first.map(ICU.isWrittenWithoutSpaces) ?? false
    }

    // MARK: numbers

    var joinsNumberWords: Bool { spellout.joinsWords }
    /// The form after a decimal, where the profile says a fraction takes it (`words.fractionNoun:
    /// decimal`: pl "jedna czwarta kilometra", uk "три четвертих кілометра").
    var fractionNounCategory: PluralCategory? {
        word("fractionNoun") == "decimal" ? plural(Numeral(integer: [0], fraction: [5])) : nil
    }
    /// A year as the ordinal of the profile's year rule set (`dateYear`, else `year`) in another
    /// case: pl "w 2026 roku" dwudziestym szóstym, uk "у 2026 році" шостому; bg's feminine "година".
    func year(_ number: Numeral, inCase grammaticalCase: String) -> String? {
        let prefix = "%spellout-ordinal-"
        guard let base = locale.data.ruleSets["dateYear"] ?? locale.data.ruleSets["year"], base.hasPrefix(prefix),
              let gender = base.dropFirst(prefix.count).split(separator: "-").first else { return nil }
        let name = prefix + gender + (grammaticalCase == "nominative" ? "" : "-" + grammaticalCase)
        return spellout.ruleSet(name).map { spelled(number.significant, ruleSet: $0) }
    }
    /// "3-й", "5-го" (uk): the profile lists endings written after a hyphen ("-го").
    var readsHyphenedOrdinals: Bool { locale.data.ordinalSuffixes.keys.contains { $0.count > 1 && $0.hasPrefix("-") } }
    /// Voices other than the English ones read "EST" as a word; letters apart are spelled.
    var spacesZoneLetters: Bool { true }
    /// The profile's word between a fraction and its unit (es "de": "tres quintos de metro").
    var fractionUnitLink: String { word("fractionOf") }

    func digitName(_ digit: UInt8) -> String { digitWords[Int(min(digit, 9))] }

    func appendCardinal(_ digits: ArraySlice<UInt8>, gender: GrammaticalGender, to words: inout SpokenWords) {
        if gender == .feminine, locale.data.numbersAgreeWithNoun, let agreeing = feminineThousands(digits) {
            words.add(agreeing)
            return
        }
        if gender == .feminine, !locale.data.feminineWords.isEmpty {
            words.add(feminine(digits))
            return
        }
        words.add(spelled(digits, ruleSet: cardinals[gender] ?? numbering))
    }

    func appendCount(_ digits: ArraySlice<UInt8>, gender: GrammaticalGender, to words: inout SpokenWords) {
        guard !attributiveEndings.isEmpty else { return appendCardinal(digits, gender: gender, to: &words) }
        words.add(attributive(cardinal(digits, gender: gender)))
    }

    /// A cardinal's words in the form said before a noun (`nouns.attributive`), else as they are.
    func attributive(_ cardinal: String) -> String {
        for (ending, whole, form) in attributiveEndings where whole ? cardinal == ending : cardinal.hasSuffix(ending) {
            return String(cardinal.dropLast(ending.count)) + form
        }
        return cardinal
    }

    func count(_ number: Numeral, beforeWord word: String?, nounGender: GrammaticalGender?) -> String? {
        // A scale word counted in its own gender (`scaleGender`), or as a noun where the profile
        // names the words that are not nouns.
        let scaleGender = word == nil ? GrammaticalGender(rawValue: self.word("scaleGender")) : nil
        guard number.isInteger, !number.hasLeadingZero, scaleGender != nil || countsBeforeWords,
              number.integer.count <= locale.data.cardinalDigitLimit || number.grouped else { return nil }
        // One counts a singular noun, whose ending may tell its gender ("una notifica"); two and
        // more a plural one, whose gender the profile's plural endings and list tell (cs "dvě").
        let word = word ?? ""
        // Where every count agrees with its noun (`countsAgree: every`, he "שלושה פריטים", "שלוש
        // הודעות"), a plural noun whose gender nothing tells leaves the number as said alone.
        // A singular noun none of the endings fits is masculine, as before.
        if scaleGender == nil, countsAgreeEvery, nounGender == nil, plural(number) != .one { return nil }
        let gender = scaleGender ?? nounGender ?? .masculine
        var words = SpokenWords(separator: separator)
        if number.negative { words.add(self.word("minus")) }
        appendCount(number.significant, gender: gender, to: &words)
        return beforeCluster(words.string, word: word)
    }

    /// A number's last word in the form said before a word starting with one of the profile's
    /// `clusters` (it "s+" s and a consonant, "z", "gn", "ps": "1 sconto" uno sconto, "1 zaino"
    /// uno zaino), from its `nouns.clusters`; else as it is.
    private func beforeCluster(_ spoken: String, word: String) -> String {
        let clusters = self.word("clusters")
        guard !clusters.isEmpty, let first = word.first else { return spoken }
        let starts = clusters.split(separator: " ").contains { cluster in
            if cluster.hasSuffix("+") {
                // The letter and any consonant after it.
                let second = word.dropFirst().first
                return word.hasPrefix(cluster.dropLast()) && second.map { !"aeiouàèéìíòóùú".contains($0) && $0.isLetter } == true
            }
            return word.hasPrefix(cluster)
        }
        guard starts, first.isLetter else { return spoken }
        for (ending, form) in locale.data.nouns.clusters {
            if spoken.hasSuffix(" " + ending) || spoken == ending { return String(spoken.dropLast(ending.count)) + form }
        }
        return spoken
    }

    /// The feminine from the profile's `feminineWords`: the words of the last three digits swapped
    /// (a prefix "و" kept), what counts thousands and more left as it is ("ثلاثة آلاف").
    private func feminine(_ digits: ArraySlice<UInt8>) -> String {
        // Remembered like ICU's words: splitting and swapping them was most of saying a count.
        spellout.remembered("feminine", String(decoding: digits.map { $0 + 48 }, as: UTF8.self)) { swappedToFeminine(digits) }
    }

    private func swappedToFeminine(_ digits: ArraySlice<UInt8>) -> String {
        let swaps = locale.data.feminineWords
        let tail = digits.suffix(3).drop { $0 == 0 }
        guard !tail.isEmpty else { return spelled(digits, ruleSet: numbering) }
        let and = word("and")
        // Split at the spaces' bytes: splitting the Arabic words by Character was most of the time.
        let swapped = spelled(tail, ruleSet: numbering).utf8.split(separator: 0x20).map { bytes -> String in
            let token = Substring(bytes)
            let joined = !and.isEmpty && token.hasPrefix(and) && swaps[String(token)] == nil
            let bare = joined ? String(token.dropFirst(and.count)) : String(token)
            return (joined ? and : "") + (swaps[bare] ?? bare)
        }.joined(separator: " ")
        guard digits.count > 3, digits.dropLast(3).contains(where: { $0 != 0 }) else { return swapped }
        let head = spelled((Array(digits.dropLast(3)) + [0, 0, 0])[...], ruleSet: numbering)
        return head + " " + and + swapped
    }

    /// Hundreds that count thousands agree with a feminine noun ("doscientas mil millas", as the
    /// Real Academia writes it), where CLDR's feminine rule set says them masculine; nil when the
    /// thousands have no hundreds of two or more.
    private func feminineThousands(_ digits: ArraySlice<UInt8>) -> String? {
        guard digits.count >= 6, digits.count <= 18 else { return nil }
        let end = digits.endIndex
        let thousands = digits[(end - 6)..<(end - 3)]
        guard let hundreds = thousands.first, hundreds >= 2, let ruleSet = cardinals[.feminine] else { return nil }
        var words = SpokenWords(separator: separator)
        let millions = digits[..<(end - 6)]
        if millions.contains(where: { $0 != 0 }) {
            words.add(spelled((Array(millions) + [0, 0, 0, 0, 0, 0])[...], ruleSet: ruleSet))
        }
        words.add(spelled(thousands, ruleSet: ruleSet))
        words.add(spelled([1, 0, 0, 0], ruleSet: ruleSet))
        let units = digits[(end - 3)...].drop { $0 == 0 }
        if !units.isEmpty { words.add(spelled(units, ruleSet: ruleSet)) }
        return words.string
    }

    /// A bare number, as counted: "eins", "uno", "un".
    func appendNumber(_ n: Numeral, to words: inout SpokenWords) {
        if n.negative { words.add(word("minus")) }
        words.add(spelled(n.significant, ruleSet: numbering))
    }

    /// Digits in a rule set's words; numbers beyond what ICU reads (19 digits and more) in groups.
    func spelled(_ digits: ArraySlice<UInt8>, ruleSet: String?) -> String {
        guard let ruleSet, digits.count <= 18 else {
            return digits.count > 18 ? longDigits(Array(digits)) : String(decoding: digits.map { $0 + 48 }, as: UTF8.self)
        }
        if let zeroWord, digits.allSatisfy({ $0 == 0 }) { return zeroWord }
        let text = String(decoding: digits.map { $0 + 48 }, as: UTF8.self)
        return spellout.words(text, ruleSet: ruleSet) ?? text
    }

    func ordinal(_ digits: ArraySlice<UInt8>, gender: GrammaticalGender, suffix: String) -> String? {
        // A rule set named by the rules themselves (a case a preposition asks for, pl "na 2. miejscu").
        let marked = suffix.hasPrefix("%") ? suffix : locale.data.ordinalSuffixes[suffix] ?? locale.data.ordinalSuffixes[suffix.lowercased()]
            ?? locale.data.ordinalSuffixes["-" + suffix.lowercased()]
        guard suffix.isEmpty || marked != nil || suffix == "º" || suffix == "ª" else { return nil }
        guard digits.count <= 18 else { return nil }
        if marked == "ending" { return ordinal(digits, endingAsWritten: suffix) }
        if marked == EnglishOrdinalMark.role {
            guard EnglishOrdinalMark.agrees(suffix, with: digits) else { return nil }
            return ordinals[gender].map { spelled(digits, ruleSet: $0) }
        }
        if let marked, marked.hasPrefix("%") {
            return spellout.ruleSet(marked).map { spelled(digits, ruleSet: $0) }
        }
        // A gender the mark names, else the one asked (`agreeing`: the noun's after it, "2. miejsce").
        let gender = marked.flatMap(GrammaticalGender.init(rawValue:)) ?? gender
        return ordinals[gender].map { spelled(digits, ruleSet: $0) }
    }

    /// The ordinal whose last letters are the written ending (hi "27वें" सत्ताईसवें, "2री" दूसरी):
    /// the masculine ordinal with its ending replaced from the ending's first letter on, so one
    /// rule set gives every form the text writes.
    private func ordinal(_ digits: ArraySlice<UInt8>, endingAsWritten suffix: String) -> String? {
        guard let first = suffix.unicodeScalars.first,
              let masculine = ordinals[.masculine].map({ inHundreds(digits, ordinal: spelled(digits, ruleSet: $0)) }) else { return nil }
        let scalars = Array(masculine.unicodeScalars)
        guard let cut = scalars.lastIndex(of: first) else { return nil }
        return String(String.UnicodeScalarView(scalars[..<cut])) + suffix
    }

    /// An ordinal said as its cardinal plus an ending ("सत्रह सौ बयासी" + "वाँ"), with the cardinal
    /// in hundreds where years are said so; other ordinals as they are.
    private func inHundreds(_ digits: ArraySlice<UInt8>, ordinal: String) -> String {
        guard let hundreds = inHundreds(digits) else { return ordinal }
        let cardinal = spelled(digits, ruleSet: numbering)
        return ordinal.hasPrefix(cardinal) ? hundreds + ordinal.dropFirst(cardinal.count) : ordinal
    }

    func afterOrdinalWord(_ digits: ArraySlice<UInt8>) -> String {
        ordinal(digits, gender: .masculine, suffix: "") ?? cardinal(digits, gender: .masculine)
    }

    func plural(_ number: Numeral) -> PluralCategory {
        // A whole number of up to 15 digits is exact as a Double, summed from its digits as parsed
        // from their text; most numbers in labels are, and making the text for each was slow.
        let significant = number.significant
        let value = significant.count <= 15
            ? Double(significant.reduce(0) { $0 * 10 + Int($1) })
            : Double(String(decoding: significant.map { $0 + 48 }, as: UTF8.self)) ?? 0
        let fraction = number.fraction.map { f in Double("0." + String(decoding: f.map { $0 + 48 }, as: UTF8.self)) ?? 0 } ?? 0
        switch plurals.keyword(value + fraction) {
        case "one": return .one
        case "two": return .two
        case "few": return .few
        case "many": return .many
        default: return .other
        }
    }

    func decimal(_ n: Numeral, gender: GrammaticalGender) -> String { decimal(n, agreeing: nil) }

    func decimal(_ n: Numeral, beforeNoun gender: GrammaticalGender, scaleFollows: Bool) -> String {
        // The whole part counts the scale word in the gender the profile gives it (sv "1,5
        // miljoner" en komma fem miljoner: miljon is of common gender).
        if scaleFollows, let scale = GrammaticalGender(rawValue: word("decimalScaleGender")) {
            return decimal(n, agreeing: nil, wholeGender: scale)
        }
        guard locale.data.numbersAgreeWithNoun else { return decimal(n, gender: gender) }
        // A scale word (millón) is the noun the number stands before, and it is masculine.
        return decimal(n, agreeing: scaleFollows ? .masculine : gender)
    }

    /// A decimal; with `agreeing`, the whole part counts in the noun's gender ("una", "uno")
    /// and the last word takes its form before a noun ("cero una millas", "coma un millones").
    private func decimal(_ n: Numeral, agreeing: GrammaticalGender?, wholeGender: GrammaticalGender? = nil) -> String {
        if let over = decimalOver(n) { return over }
        var words = SpokenWords(separator: separator)
        let whole = n.integer.isEmpty ? [0] : n.significant
        if let gender = agreeing == .feminine ? .feminine : wholeGender { words.add(cardinal(whole, gender: gender)) } else { words.add(spelled(whole, ruleSet: numbering)) }
        words.add(word("point"))
        let fraction = n.fraction ?? []
        // The fraction's parts: runs said as one number, or single digits.
        var parts: [(digits: ArraySlice<UInt8>, asNumber: Bool)] = []
        if locale.data.decimalFractionAsNumber, fraction.count <= 3, fraction.first != 0 || fraction.count == 1 {
            parts.append((fraction[...], true))
        } else if locale.data.decimalFractionPairs, fraction.count > 3 {
            var k = 0
            while k < fraction.count {
                let pair = fraction[k..<min(k + 2, fraction.count)]
                if pair.count == 2, pair.first != 0 { parts.append((pair, true)) } else { for d in pair.indices { parts.append((pair[d...d], false)) } }
                k += 2
            }
        } else {
            for d in fraction.indices { parts.append((fraction[d...d], false)) }
        }
        for (index, part) in parts.enumerated() {
            if let agreeing, index == parts.count - 1, part.digits.contains(where: { $0 != 0 }) {
                words.add(cardinal(part.digits.drop { $0 == 0 }, gender: agreeing))
            } else if part.asNumber {
                words.add(spelled(part.digits, ruleSet: numbering))
            } else {
                words.add(digitName(part.digits.first ?? 0))
            }
        }
        // A language that says a number as one word says a decimal as one too (ko "이점오").
        let spoken = spellout.joinsWords ? words.string.replacingOccurrences(of: " ", with: "") : words.string
        return n.negative ? join([word("minus"), spoken]) : spoken
    }

    /// A decimal as a whole number and a fraction over its power of ten, where the profile has the
    /// template `decimalOver` (ar "6.88" ستة وثمانية وثمانون من مئة: "{whole} و{fraction} من
    /// {denominator}"); nil without it or beyond what ICU reads.
    private func decimalOver(_ n: Numeral) -> String? {
        let template = word("decimalOver")
        guard !template.isEmpty, let fraction = n.fraction, !fraction.isEmpty, fraction.count <= 17, n.integer.count <= 18 else { return nil }
        let whole = n.integer.isEmpty ? [0] : n.significant
        let digits = fraction.drop { $0 == 0 }
        // "{over}": the digits as a fraction of their power of ten, as the language says one (hu
        // "11,4006" tizenegy egész négyezer-hat tízezred).
        let over = template.containsLiterally("{over}")
            ? self.fraction(numerator: Numeral(integer: digits.isEmpty ? [0] : Array(digits)),
                       denominator: Numeral(integer: [1] + Array(repeating: 0, count: fraction.count))) : ""
        let spoken = template.replacingAll("{whole}", with: spelled(whole, ruleSet: numbering))
            .replacingAll("{over}", with: over)
            .replacingAll("{fraction}", with: spelled(digits.isEmpty ? [0] : digits, ruleSet: numbering))
            .replacingAll("{denominator}", with: spelled(([1] + Array(repeating: 0, count: fraction.count))[...], ruleSet: numbering))
        return n.negative ? join([word("minus"), spoken]) : spoken
    }

    /// A phone number's group: digit by digit, or as a number where the language says groups
    /// so (`words.telephoneGroup: cardinal`, hu "06 1 441 4000" nulla hat, egy, négyszáznegyvenegy,
    /// négyezer); a group that starts with zero is said digit by digit even there.
    func telephoneGroup(_ digits: [UInt8]) -> String {
        guard word("telephoneGroup") == "cardinal", digits.count <= 4, digits.first != 0 else { return digitNames(digits) }
        return cardinal(digits[...], gender: .masculine)
    }

    /// Digits one by one, as one word where numbers are (ko "일이삼").
    func digitNames<C: Collection>(_ digits: C) -> String where C.Element == UInt8 {
        var words = SpokenWords(separator: spellout.joinsWords ? "" : separator, capacity: digits.count * 6)
        for digit in digits { words.add(digitName(digit)) }
        return words.string
    }

    func year(_ number: Numeral) -> String {
        guard number.isInteger, !number.negative, !number.hasLeadingZero else { return self.number(number) }
        return inHundreds(number.significant) ?? spelled(number.significant, ruleSet: yearRuleSet)
    }

    /// A bare four-digit number is a year where years are said in hundreds (hi).
    func yearAlternative(_ number: Numeral) -> String? {
        number.isInteger && !number.negative && !number.hasLeadingZero ? inHundreds(number.significant) : nil
    }

    /// 1100-1999 in hundreds, where the profile says years so (hi "उन्नीस सौ निन्यानबे"): the first
    /// two digits, the locale's word for a hundred (the last word of its "100"), the rest.
    private func inHundreds(_ digits: ArraySlice<UInt8>) -> String? {
        guard locale.data.yearsInHundreds, digits.count == 4, digits.first == 1, let second = digits.dropFirst().first, second > 0,
              let hundred = spelled([1, 0, 0], ruleSet: numbering).split(separator: " ").last else { return nil }
        var words = SpokenWords(separator: separator)
        words.add(spelled(digits.prefix(2), ruleSet: numbering))
        words.add(String(hundred))
        let rest = digits.suffix(2).drop { $0 == 0 }
        if !rest.isEmpty { words.add(spelled(rest, ruleSet: numbering)) }
        return words.string
    }

    // MARK: context

    /// A number before a counter that takes other number words (ko "3시" → "세시").
    func contextual(_ number: Numeral, after: Unicode.Scalar?, afterNext: Unicode.Scalar?) -> String {
        guard number.isInteger, !number.negative, let after, !locale.data.counters.isEmpty, let value = number.intValue else {
            return plainNumber(number)
        }
        for counter in locale.data.counters where value <= (counter.upTo ?? 99) && value > 0 {
            for written in counter.written {
                let scalars = Array(written.unicodeScalars)
                guard scalars.first == after, scalars.count == 1 || (scalars.count == 2 && scalars[1] == afterNext) else { continue }
                guard let ruleSet = spellout.ruleSet(counter.ruleSet) else { continue }
                // A rule set that says the counter too ("첫 번째") leaves it to the text.
                let reading = spelled(number.significant, ruleSet: ruleSet)
                guard reading.hasSuffix(written) else { return reading }
                return String(reading.dropLast(written.count)).trimmingCharacters(in: .whitespaces)
            }
        }
        return plainNumber(number)
    }

    /// The number as the profile's counter `noun` counts it (ko 시간: "한"), nil if it is none.
    func counterReading(_ value: Int, noun: String) -> String? {
        guard let counter = locale.data.counters.first(where: { $0.written.contains(noun) }), value > 0, value <= (counter.upTo ?? 99),
              let ruleSet = spellout.ruleSet(counter.ruleSet) else { return nil }
        return spelled(Numeral.digits(value)[...], ruleSet: ruleSet)
    }

    /// A number with nothing around it, as counted.
    func plainNumber(_ n: Numeral) -> String {
        if n.fraction != nil || n.hasLeadingZero || n.integer.count > locale.data.cardinalDigitLimit && !n.grouped { return number(n) }
        var words = SpokenWords(separator: separator)
        appendNumber(n, to: &words)
        return words.string
    }
}
