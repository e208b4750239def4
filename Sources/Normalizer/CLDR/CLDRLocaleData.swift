import Foundation
import VoiceProfiles

/// Fills what a profile's `normalization:` section leaves out with CLDR's data for its locale,
/// as ICU has it: month names, a.m./p.m. words, currency names with their plural forms, unit
/// names, compact-count suffixes ("Mio.", "万", "만") and the minus and decimal words. What the
/// profile writes always wins; what ICU does not know stays empty, and the rules then read the
/// item as written. Only profiles read through ``CLDRRules`` are completed, so the five languages
/// with rules in Swift keep exactly their own data.
enum CLDRLocaleData {
    static func completed(_ data: NormalizationData, locale tag: String, spellout: Spellout) -> NormalizationData {
        var data = data
        let locale = Locale(identifier: tag)
        let dates = DateFormatter()
        dates.locale = locale
        // Foundation's symbols are [String] on Linux and [String]! on Darwin: typed, they read
        // alike on both without a `??` that Linux warns is never used.
        let names: [String] = dates.monthSymbols
        if data.months.isEmpty, names.count == 12 {
            let short: [String] = dates.shortMonthSymbols
            let standalone: [String] = dates.standaloneMonthSymbols
            data.months = names.indices.map { m in
                var written = [names[m]]
                for form in [standalone, short] where form.count == 12 { written.append(form[m]) }
                let unique = written.map(trimmedDot).filter { !$0.isEmpty && !$0.contains(where: \.isNumber) }
                return MonthName(spoken: spelledDigits(names[m], spellout), written: Array(Set(unique)).sorted())
            }
        }
        if data.clockPeriods == nil, data.twelveHourClock {
            data.clockPeriods = ClockPeriods(am: dates.amSymbol, pm: dates.pmSymbol,
                                             writtenAM: [dates.amSymbol], writtenPM: [dates.pmSymbol])
        }
        // Weekdays written short after a date ("(月)", "(금)", "(Mo.)"): `names.weekdays`.
        let full: [String] = dates.weekdaySymbols
        let shortForms: [[String]] = [dates.shortWeekdaySymbols, dates.veryShortWeekdaySymbols]
        for short in shortForms where short.count == full.count {
            for (abbreviation, name) in zip(short, full) where abbreviation != name {
                let key = trimmedDot(abbreviation)
                if data.names.weekdays[key] == nil { data.names.weekdays[key] = name }
            }
        }
        EnglishMonthForms.addWeekdays(to: &data.names.weekdays, fullNames: full)
        if data.words["minus"] == nil, let minus = wordAround(spellout, "-1", core: "1", before: true) {
            data.words["minus"] = minus
        }
        if data.words["point"] == nil, let point = pointWord(spellout) { data.words["point"] = point }
        // The profile's own entries first; CLDR's for the codes and units it does not name, without
        // the written forms the profile already gives a meaning.
        let ownCurrencyForms = Set(data.currencies.flatMap(\.written))
        let ownCodes = Set(data.currencies.map(\.code))
        data.currencies += currencies(locale: locale, tag: tag, taken: ownCurrencyForms).filter { !ownCodes.contains($0.code) }
        // Minor units are the profile's words (CLDR has none), for its own currencies and CLDR's alike.
        for index in data.currencies.indices where data.currencies[index].minor == nil {
            let code = data.currencies[index].code
            data.currencies[index].minor = data.minorUnits[code]
            data.currencies[index].minorGender = data.currencies[index].minorGender ?? data.minorUnitGenders[code]
        }
        let ownUnitForms = Set(data.units.flatMap(\.written))
        let ownUnits = Set(data.units.map(\.id))
        data.units += units(tag: tag).filter { !ownUnits.contains($0.id) }.compactMap { unit in
            var unit = unit
            unit.written.removeAll { ownUnitForms.contains($0) }
            return unit.written.isEmpty ? nil : unit
        }
        // CLDR's compact counts and scale words too ("90 millionen g"), for the forms the profile
        // does not write.
        let ownScaleForms = Set(data.scales.flatMap(\.written))
        data.scales += scales(tag: tag, spellout: spellout).compactMap { scale in
            var scale = scale
            scale.written.removeAll { ownScaleForms.contains($0) }
            return scale.written.isEmpty ? nil : scale
        }
        return data
    }

    /// A name written with digits (ja "1月", ko "1월") with the digits in words ("一月", "일월").
    private static func spelledDigits(_ name: String, _ spellout: Spellout) -> String {
        guard name.contains(where: \.isNumber), let ruleSet = spellout.ruleSet("%spellout-numbering", "%spellout-cardinal") else { return name }
        var out = ""
        var digits = ""
        for c in name + " " {
            if c.isASCII, c.isNumber { digits.append(c); continue }
            if !digits.isEmpty { out += spellout.words(digits, ruleSet: ruleSet) ?? digits; digits = "" }
            out.append(c)
        }
        return String(out.dropLast())
    }

    private static func trimmedDot(_ s: String) -> String {
        s.hasSuffix(".") ? String(s.dropLast()) : s
    }

    /// The word ICU puts before (or after) a number: "minus" from "minus eins".
    private static func wordAround(_ spellout: Spellout, _ number: String, core: String, before: Bool) -> String? {
        guard let ruleSet = spellout.ruleSet("%spellout-numbering", "%spellout-cardinal"),
              let whole = spellout.words(number, ruleSet: ruleSet), let bare = spellout.words(core, ruleSet: ruleSet),
              whole.count > bare.count else { return nil }
        let word = before ? (whole.hasSuffix(bare) ? String(whole.dropLast(bare.count)) : nil)
                          : (whole.hasPrefix(bare) ? String(whole.dropFirst(bare.count)) : nil)
        return word?.trimmingCharacters(in: .whitespaces)
    }

    /// The decimal word: "Komma" from "eins Komma fünf".
    private static func pointWord(_ spellout: Spellout) -> String? {
        guard let ruleSet = spellout.ruleSet("%spellout-numbering", "%spellout-cardinal"),
              let whole = spellout.words("1.5", ruleSet: ruleSet), let one = spellout.words("1", ruleSet: ruleSet),
              let five = spellout.words("5", ruleSet: ruleSet), whole.hasPrefix(one), whole.hasSuffix(five),
              whole.count > one.count + five.count else { return nil }
        let middle = whole.dropFirst(one.count).dropLast(five.count).trimmingCharacters(in: .whitespaces)
        return middle.isEmpty ? nil : middle
    }

    /// Currencies apps show most, the locale's own first (so its "$" or "¥" wins), each with the
    /// locale's symbol, the common symbol, the code, and CLDR's names by plural category.
    static let commonCurrencies: [(code: String, symbols: [String])] = [
        ("USD", ["$", "US$"]), ("EUR", ["€"]), ("GBP", ["£"]), ("JPY", ["¥", "円"]), ("CNY", ["￥", "元", "CN¥"]),
        ("KRW", ["₩", "원"]), ("INR", ["₹"]), ("RUB", ["₽"]), ("BRL", ["R$"]), ("CHF", []), ("CAD", ["CA$"]),
        ("AUD", ["A$"]), ("MXN", ["MX$"]), ("TRY", ["₺"]), ("PLN", ["zł"]), ("SEK", []), ("NOK", []), ("DKK", []),
        ("ILS", ["₪"]), ("SAR", []), ("AED", []), ("THB", ["฿"]), ("VND", ["₫"]), ("TWD", ["NT$"]), ("HKD", ["HK$"]),
        ("UAH", ["₴"]), ("NGN", ["₦"]), ("PHP", ["₱"]), ("IDR", ["Rp"]), ("EGP", []), ("ARS", []), ("CLP", []),
        ("COP", []), ("CZK", ["Kč"]), ("HUF", []), ("RON", []),
    ]

    private static func currencies(locale: Locale, tag: String, taken ownForms: Set<String>) -> [CurrencyName] {
        var order = commonCurrencies
        if let own = locale.currency?.identifier, let index = order.firstIndex(where: { $0.code == own }) {
            order.insert(order.remove(at: index), at: 0)
        }
        var taken = ownForms
        var result: [CurrencyName] = []
        let names = ICU.CurrencyNames(locale: tag)
        for (code, symbols) in order {
            guard let other = names?.name(code, plural: "other") else { continue }
            var written: [String] = []
            for form in [names?.symbol(code)].compactMap({ $0 }) + symbols + [code]
            where !taken.contains(form) && !form.isEmpty {
                taken.insert(form)
                written.append(form)
            }
            func name(_ keyword: String) -> String? { names?.name(code, plural: keyword) }
            result.append(CurrencyName(code: code, written: written,
                                       name: PluralForms(one: name("one") ?? other, few: name("few"), many: name("many"), other: other)))
        }
        return result
    }

    /// Units apps write after numbers: the profile id, ICU's unit, the symbols written.
    static let commonUnits: [(id: String, icu: String, written: [String])] = [
        ("percent", "concentr-percent", ["%", "％"]),
        ("hour", "duration-hour", ["h"]), ("minute", "duration-minute", ["min"]), ("second", "duration-second", ["s", "sec"]),
        ("millisecond", "duration-millisecond", ["ms"]), ("day", "duration-day", []),
        ("kilometre", "length-kilometer", ["km"]), ("metre", "length-meter", ["m"]), ("centimetre", "length-centimeter", ["cm"]),
        ("millimetre", "length-millimeter", ["mm"]), ("mile", "length-mile", ["mi"]), ("foot", "length-foot", ["ft"]),
        ("inch", "length-inch", ["in"]), ("kilogram", "mass-kilogram", ["kg"]), ("gram", "mass-gram", ["g"]),
        ("milligram", "mass-milligram", ["mg"]), ("pound", "mass-pound", ["lb", "lbs"]), ("tonne", "mass-tonne", ["t"]),
        ("litre", "volume-liter", ["l", "L"]), ("millilitre", "volume-milliliter", ["ml", "mL"]),
        ("celsius", "temperature-celsius", ["°C", "℃"]), ("fahrenheit", "temperature-fahrenheit", ["°F", "℉"]),
        ("degree", "angle-degree", ["°"]),
        ("kilobyte", "digital-kilobyte", ["KB", "kB"]), ("megabyte", "digital-megabyte", ["MB"]),
        ("gigabyte", "digital-gigabyte", ["GB"]), ("terabyte", "digital-terabyte", ["TB"]),
        ("kilometre-per-hour", "speed-kilometer-per-hour", ["km/h", "kph"]), ("mile-per-hour", "speed-mile-per-hour", ["mph"]),
        ("cubic-metre", "volume-cubic-meter", ["m³", "m3"]), ("cubic-centimetre", "volume-cubic-centimeter", ["cm³", "cm3"]),
        ("kilowatt-hour", "energy-kilowatt-hour", ["kWh", "kwh"]), ("micrometre", "length-micrometer", ["μm", "µm"]),
        ("millivolt", "electric-millivolt", ["mV", "mv"]), ("milliampere", "electric-milliampere", ["mA"]), ("square-metre", "area-square-meter", ["m²", "m2"]),
        ("square-kilometre", "area-square-kilometer", ["km²", "km2"]), ("hectare", "area-hectare", ["ha"]),
        ("square-centimetre", "area-square-centimeter", ["cm²"]), ("square-foot", "area-square-foot", ["ft²"]),
        ("square-inch", "area-square-inch", ["in²"]), ("square-mile", "area-square-mile", ["mi²"]),
        ("cubic-kilometre", "volume-cubic-kilometer", ["km³"]), ("cubic-foot", "volume-cubic-foot", ["ft³"]),
        ("cubic-inch", "volume-cubic-inch", ["in³"]),
        ("watt", "power-watt", ["W"]), ("kilowatt", "power-kilowatt", ["kW"]), ("volt", "electric-volt", ["V"]),
        ("hertz", "frequency-hertz", ["Hz"]), ("kilocalorie", "energy-foodcalorie", ["kcal"]),
    ]

    /// Units apps write after numbers, with the written forms the scanner indexes: the table's
    /// and the locale's own short form ("Std.", "分", "시간"), when it is not a bare number. Their
    /// names are read when a text first uses each (``CLDRUnitNames``, made by ``unitNames(tag:profileUnits:)``).
    /// A unit ICU cannot format (no short form) has no names either and is left out
    /// (`CLDRUnitNamesTests` checks both go together in every profile's locale).
    private static func units(tag: String) -> [UnitName] {
        let shortForms = ShortUnitForms(tag: tag)
        let two = shortForms.two
        return commonUnits.compactMap { unit in
            guard let short = shortForms.ofTwo(unit.icu) else { return nil }
            var written = unit.written
            if let number = two, let range = short.range(of: number) {
                let symbol = short.replacingCharacters(in: range, with: "").trimmingCharacters(in: spaces)
                if !symbol.isEmpty, !written.contains(symbol) { written.append(symbol) }
            }
            return UnitName(id: unit.id, written: written, name: CLDRUnitNames.unread)
        }
    }

    /// The names of the units ``completed(_:locale:spellout:)`` adds, read on first use: every
    /// table unit the profile does not define itself.
    static func unitNames(tag: String, profileUnits: [UnitName]) -> CLDRUnitNames {
        let own = Set(profileUnits.map(\.id))
        let icuUnits = commonUnits.filter { !own.contains($0.id) }.map { ($0.id, $0.icu) }
        return CLDRUnitNames(tag: tag, icuUnits: Dictionary(icuUnits, uniquingKeysWith: { first, _ in first }))
    }

    /// Compact counts as the locale writes them ("1,2 Mio.", "1.2万", "1.2만") and says them.
    private static func scales(tag: String, spellout: Spellout) -> [ScaleName] {
        var result: [ScaleName] = []
        var taken = Set<String>()
        let compactShort = ICU.NumberSkeleton("compact-short", locale: tag)
        let compactLong = ICU.NumberSkeleton("compact-long", locale: tag)
        let plain = ICU.NumberSkeleton("", locale: tag)
        let plurals = ICU.PluralRules(locale: tag)
        var thousands: PluralForms?
        for exponent in [3, 4, 6, 8, 9, 12] {
            let value = pow(10, Double(exponent))
            guard let short = compactShort?.format(value * 2), let long = compactLong?.format(value * 2),
                  let two = plain?.format(2),
                  let shortRange = short.range(of: two), let longRange = long.range(of: two) else { continue }
            let written = short.replacingCharacters(in: shortRange, with: "").trimmingCharacters(in: spaces)
            let spoken = long.replacingCharacters(in: longRange, with: "").trimmingCharacters(in: spaces)
            guard !spoken.isEmpty, !spoken.contains(where: \.isNumber) else { continue }
            // A compact form that is still digits (de "2000") or a scale already read is no scale.
            let counted = compactLong.flatMap { long in plain.flatMap { scaleForms(exponent, long: long, plain: $0, plurals: plurals) } }
            if exponent == 3 { thousands = counted }
            if !written.isEmpty, !written.contains(where: \.isNumber), !taken.contains(written) {
                taken.insert(written)
                result.append(ScaleName(written: [written], exponent: exponent, spoken: spoken, name: counted))
            }
            // The long words written out ("2 Millionen", "1 millón") are kept as written: the
            // number before them agrees already.
            let one = compactLong?.format(value).flatMap { text -> String? in
                guard let numberOne = plain?.format(1), let r = text.range(of: numberOne) else { return nil }
                return text.replacingCharacters(in: r, with: "").trimmingCharacters(in: spaces)
            }
            // Written in lower case too ("€1 million", "90 millionen g").
            let forms = [spoken, one ?? spoken].flatMap { [$0, $0.lowercased()] }
            for word in Set(forms) where !word.isEmpty && !taken.contains(word) && !word.contains(where: \.isNumber) {
                taken.insert(word)
                result.append(ScaleName(written: [word], exponent: exponent, spoken: word))
            }
        }
        // "1,2 k" is written in most Latin-script locales for thousands.
        if !taken.contains("k"), !taken.contains("K"), let ruleSet = spellout.ruleSet("%spellout-numbering", "%spellout-cardinal"),
           let thousand = thousandWord(spellout, ruleSet: ruleSet) {
            result.append(ScaleName(written: ["k", "K"], exponent: 3, spoken: thousand, name: thousands))
        }
        return result
    }

    /// A compact count's word by plural category, as CLDR's long compact forms write it after a
    /// number of each category (ru "1 тысяча", "2 тысячи", "5 тысяч", "1,5 тысячи"); nil where one
    /// word follows every number (de "Tausend").
    private static func scaleForms(_ exponent: Int, long: ICU.NumberSkeleton, plain: ICU.NumberSkeleton,
                                   plurals: ICU.PluralRules?) -> PluralForms? {
        guard let plurals else { return nil }
        var forms: [String: String] = [:]
        for sample in [1.0, 2, 3, 5, 11, 21, 100, 1.5] {
            guard let category = plurals.keyword(sample), forms[category] == nil,
                  let text = long.format(sample * pow(10, Double(exponent))), let number = plain.format(sample),
                  let range = text.range(of: number) else { continue }
            let word = text.replacingCharacters(in: range, with: "").trimmingCharacters(in: spaces)
            if !word.isEmpty, !word.contains(where: \.isNumber) { forms[category] = word }
        }
        guard let other = forms["other"], Set(forms.values).count > 1 else { return nil }
        return PluralForms(one: forms["one"] ?? other, two: forms["two"], few: forms["few"], many: forms["many"], other: other)
    }

    /// "mil", "mille", "tausend": the word of 2000 without the word of 2.
    private static func thousandWord(_ spellout: Spellout, ruleSet: String) -> String? {
        guard let whole = spellout.words("2000", ruleSet: ruleSet), let two = spellout.words("2", ruleSet: ruleSet),
              whole.hasPrefix(two) else { return nil }
        let rest = whole.dropFirst(two.count).trimmingCharacters(in: spaces)
        return rest.isEmpty || rest.contains(where: \.isNumber) ? nil : rest
    }

    static let spaces = CharacterSet.whitespaces.union(CharacterSet(charactersIn: "\u{A0}\u{202F}\u{2009}"))
}
