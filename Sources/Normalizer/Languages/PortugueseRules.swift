import VoiceProfiles

/// Brazilian Portuguese: "e" before the last group when it is below 100 or a round hundred
/// ("mil e cem", "mil cento e dez"), "mil" without "um", gender agreement ("duas horas",
/// "duzentas gramas" is not said: grama is masculine), "de" after round millions.
struct PortugueseRules: LanguageRules {
    let locale: LocaleData
    private let masculineGroups = GroupReadings(count: 1000) { PortugueseRules.spelledBelow1000($0, gender: .masculine) }
    private let feminineGroups = GroupReadings(count: 1000) { PortugueseRules.spelledBelow1000($0, gender: .feminine) }

    init(data: NormalizationData) {
        var data = data
        data.ordinalSuffixes = EnglishOrdinalMark.added(to: data.ordinalSuffixes)
        locale = LocaleData(data)
    }
    var readsHourMarkAsClock: Bool { true }

    private static let units = ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez",
                                "onze", "doze", "treze", "catorze", "quinze", "dezesseis", "dezessete", "dezoito", "dezenove"]
    private static let tens = ["", "", "vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta", "oitenta", "noventa"]
    private static let hundreds = ["", "cento", "duzentos", "trezentos", "quatrocentos", "quinhentos", "seiscentos",
                                   "setecentos", "oitocentos", "novecentos"]
    private static let scales: [(String, String)] = [("", ""), ("mil", "mil"), ("milhão", "milhões"), ("bilhão", "bilhões"),
                                                      ("trilhão", "trilhões"), ("quatrilhão", "quatrilhões"),
                                                      ("quintilhão", "quintilhões")]
    private static let ordinalUnits = ["", "primeiro", "segundo", "terceiro", "quarto", "quinto", "sexto", "sétimo", "oitavo", "nono"]
    private static let ordinalTens = ["", "décimo", "vigésimo", "trigésimo", "quadragésimo", "quinquagésimo", "sexagésimo",
                                      "septuagésimo", "octogésimo", "nonagésimo"]
    private static let ordinalHundreds = ["", "centésimo", "ducentésimo", "trecentésimo", "quadringentésimo", "quingentésimo",
                                          "sexcentésimo", "septingentésimo", "octingentésimo", "nongentésimo"]

    func digitName(_ digit: UInt8) -> String { Self.units[Int(digit)] }

    private static func feminine(_ word: String) -> String {
        switch word {
        case "um": return "uma"
        case "dois": return "duas"
        default: return word.hasSuffix("entos") ? String(word.dropLast(5)) + "entas" : word
        }
    }

    /// 0–999, "e" between hundreds, tens and units.
    func below1000(_ n: Int, gender: GrammaticalGender) -> String {
        gender == .feminine ? feminineGroups[n] : masculineGroups[n]
    }

    private static func spelledBelow1000(_ n: Int, gender: GrammaticalGender) -> String {
        if n == 100 { return "cem" }
        var out = ""
        func add(_ word: String) {
            if !out.isEmpty { out += " e " }
            out += word
        }
        let h = n / 100, r = n % 100
        if h > 0 { add(gender == .feminine ? feminine(hundreds[h]) : hundreds[h]) }
        if r > 0 {
            if r < 20 {
                add(gender == .feminine ? feminine(units[r]) : units[r])
            } else {
                add(tens[r / 10])
                if r % 10 > 0 { add(gender == .feminine ? feminine(units[r % 10]) : units[r % 10]) }
            }
        }
        return out.isEmpty ? "zero" : out
    }

    func appendCardinal(_ digits: ArraySlice<UInt8>, gender: GrammaticalGender, to words: inout SpokenWords) {
        if digits.count <= 3 { words.add(below1000(Numeral.value(digits) ?? 0, gender: gender)); return }
        let groups = threeDigitGroups(digits)
        guard groups.count <= Self.scales.count else { words.add(longDigits(Array(digits))); return }
        if groups.allSatisfy({ $0 == 0 }) { words.add("zero"); return }
        let lastNonZero = groups.lastIndex { $0 != 0 }!
        var first = true
        for (index, value) in groups.enumerated() where value != 0 {
            let scaleIndex = groups.count - 1 - index
            if index == lastNonZero, !first, value < 100 || value % 100 == 0 { words.add("e") }
            first = false
            switch scaleIndex {
            case 0: words.add(below1000(value, gender: gender))
            case 1:
                if value != 1 { words.add(below1000(value, gender: gender)) }
                words.add("mil")
            default:
                let (one, many) = Self.scales[scaleIndex]
                words.add(below1000(value, gender: .masculine))
                words.add(value == 1 ? one : many)
            }
        }
    }

    func ordinal(_ digits: ArraySlice<UInt8>, gender: GrammaticalGender, suffix: String) -> String? {
        guard let v = Numeral.value(digits), v > 0, v < 10000 else { return nil }
        if locale.data.ordinalSuffixes[suffix.lowercased()] == EnglishOrdinalMark.role,
           !EnglishOrdinalMark.agrees(suffix, with: digits) { return nil }
        var parts: [String] = []
        if v >= 1000 { parts.append(v >= 2000 ? cardinal(v / 1000, gender: .masculine) + " milésimo" : "milésimo") }
        let r = v % 1000
        if r / 100 > 0 { parts.append(Self.ordinalHundreds[r / 100]) }
        if (r % 100) / 10 > 0 { parts.append(Self.ordinalTens[(r % 100) / 10]) }
        if r % 10 > 0 { parts.append(Self.ordinalUnits[r % 10]) }
        let words = parts.map { gender == .feminine ? String($0.dropLast()) + "a" : $0 }
        return words.joined(separator: " ")
    }

    /// A number before a feminine noun the profile's endings or list tell ("2 fotos" duas fotos,
    /// "1 mensagem" uma mensagem, Gramática do Português: um/uma, dois/duas and the hundreds agree);
    /// nil before any other word, which keeps the masculine counted reading.
    func count(_ number: Numeral, beforeWord word: String?, nounGender: GrammaticalGender?) -> String? {
        guard word != nil, nounGender == .feminine, number.isInteger, !number.hasLeadingZero,
              number.integer.count <= 15 else { return nil }
        let spoken = cardinal(number.significant, gender: .feminine)
        return number.negative ? join([self.word("minus"), spoken]) : spoken
    }

    func afterOrdinalWord(_ digits: ArraySlice<UInt8>) -> String { ordinal(digits, gender: .masculine, suffix: "º") ?? cardinal(digits, gender: .masculine) }

    func plural(_ number: Numeral) -> PluralCategory {
        number.isInteger && (number.significant == [1]) ? .one : .other
    }

    func fraction(numerator: Numeral, denominator: Numeral) -> String {
        let many = !(numerator.significant == [1])
        let num = number(numerator)
        let den: String
        switch denominator.intValue ?? 0 {
        case 2: den = many ? "meios" : "meio"
        case 3: den = many ? "terços" : "terço"
        case 4...10:
            let base = ordinal(denominator.significant, gender: .masculine, suffix: "º") ?? ""
            den = many ? base + "s" : base
        case 100, 1000:
            let base = denominator.intValue == 100 ? "centésimo" : "milésimo"
            den = many ? base + "s" : base
        default:
            den = cardinal(denominator.significant, gender: .masculine) + " avos"
        }
        return join([num, den])
    }

    func mixedFraction(whole: Numeral, numerator: Numeral, denominator: Numeral) -> String {
        join([number(whole), "e", fraction(numerator: numerator, denominator: denominator)])
    }

    func clock(hour: Int, minute: Int, second: Int?, period: ClockPeriod?, writtenPeriod: String?, zeroPadded: Bool) -> String {
        let (hour, period) = onOwnClock(hour: hour, period: period, written: writtenPeriod)
        var h = hour
        if period == .pm, (13...18).contains(h) { h -= 12 }
        var words = SpokenWords(separator: separator)
        appendCardinal(h, gender: .feminine, to: &words)
        words.add(h == 1 ? "hora" : "horas")
        if let second {
            words.add("e")
            appendCardinal(minute, gender: .masculine, to: &words)
            words.add(minute == 1 ? "minuto" : "minutos")
            words.add("e")
            appendCardinal(second, gender: .masculine, to: &words)
            words.add(second == 1 ? "segundo" : "segundos")
        } else if minute > 0 {
            words.add("e")
            appendCardinal(minute, gender: .masculine, to: &words)
        }
        words.add(periodWord(period, written: writtenPeriod))
        return words.string
    }

    func date(year: Numeral?, month: Int?, day: Int?, dayFirst: Bool) -> String {
        var parts: [String] = []
        if let day { parts.append(day == 1 ? "primeiro" : cardinal(day, gender: .masculine)) }
        if let month { parts.append(contentsOf: day == nil ? [monthName(month)] : ["de", monthName(month)]) }
        if let year { parts.append(contentsOf: month == nil ? [self.year(year)] : ["de", self.year(year)]) }
        return join(parts)
    }
}
