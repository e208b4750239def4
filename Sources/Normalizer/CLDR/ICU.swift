#if canImport(_FoundationICU)
import _FoundationICU
import CICUResources
#endif
import Synchronization

/// The few ICU calls the CLDR rules need, reached through the ICU that Foundation already ships
/// (`_FoundationICU` on Linux): rule-based spell-out with a chosen rule set (ordinals, genders,
/// Korean native numbers are separate rule sets that `NumberFormatter.spellOut` cannot pick),
/// plural categories, currency names and unit names. Every call fails soft: an unknown locale
/// or rule set gives nil, and the caller falls back to digits or to the profile's own words.
enum ICU {
    /// The public spell-out rule sets of a locale ("%spellout-cardinal-feminine", ...), empty if
    /// ICU has no number words for its language (it would fall back to the root's English ones),
    /// with the spell-out formatter opened to list them (nil when empty): ``Spellout`` keeps it
    /// and switches its rule set, since opening one parses all of the locale's rules.
    static func openSpelloutListingRuleSets(locale: String) -> (format: OpaquePointer?, ruleSets: [String]) {
        #if canImport(_FoundationICU)
        var status = U_ZERO_ERROR
        guard let format = swift_unum_open(UNUM_SPELLOUT, nil, 0, locale, nil, &status), status.rawValue <= 0 else { return (nil, []) }
        guard let actual = swift_unum_getLocaleByType(format, ULOC_ACTUAL_LOCALE, &status), status.rawValue <= 0 else {
            swift_unum_close(format)
            return (nil, [])
        }
        // ICU falls back to the root's or the default locale's words: only the language's own count.
        func language(_ tag: String) -> Substring { tag.split(whereSeparator: { $0 == "_" || $0 == "-" }).first ?? "" }
        let found = String(cString: actual)
        let text = found.isEmpty || found == "root" || language(found).lowercased() != language(locale).lowercased() ? nil
            : readUTF16 { buffer, capacity, status in swift_unum_getTextAttribute(format, UNUM_PUBLIC_RULESETS, buffer, capacity, &status) }
        let ruleSets = (text ?? "").split(separator: ";").map(String.init)
        if ruleSets.isEmpty { swift_unum_close(format); return (nil, []) }
        return (OpaquePointer(format), ruleSets)
        #else
        return (nil, [])
        #endif
    }

    /// Sets the rule set an open spell-out formatter uses; false if it has no such rule set.
    static func setRuleSet(_ ruleSet: String, of format: OpaquePointer) -> Bool {
        #if canImport(_FoundationICU)
        var status = U_ZERO_ERROR
        let name = Array(ruleSet.utf16)
        swift_unum_setTextAttribute(UnsafeMutablePointer(format), UNUM_DEFAULT_RULESET, name, Int32(name.count), &status)
        return status.rawValue <= 0
        #else
        return false
        #endif
    }

    static func close(spellout format: OpaquePointer) {
        #if canImport(_FoundationICU)
        swift_unum_close(UnsafeMutablePointer(format))
        #endif
    }

    /// A decimal number written with "." and ASCII digits, spelled out by an open formatter.
    static func spellOut(_ number: String, with format: OpaquePointer) -> String? {
        #if canImport(_FoundationICU)
        return readUTF16 { buffer, capacity, status in
            swift_unum_formatDecimal(UnsafePointer(format), number, Int32(number.utf8.count), buffer, capacity, nil, &status)
        }
        #else
        return nil
        #endif
    }

    /// A locale's open plural rules: opening loads the locale's data (the slow part), so a caller
    /// asking for many values keeps one.
    final class PluralRules {
        #if canImport(_FoundationICU)
        private let rules: OpaquePointer
        #endif

        init?(locale: String) {
            #if canImport(_FoundationICU)
            var status = U_ZERO_ERROR
            guard let rules = swift_uplrules_open(locale, &status), status.rawValue <= 0 else { return nil }
            self.rules = rules
            #else
            return nil
            #endif
        }

        deinit {
            #if canImport(_FoundationICU)
            swift_uplrules_close(rules)
            #endif
        }

        /// CLDR's plural keyword of `value`.
        func keyword(_ value: Double) -> String? {
            #if canImport(_FoundationICU)
            ICU.readUTF16 { buffer, capacity, status in swift_uplrules_select(rules, value, buffer, capacity, &status) }
            #else
            nil
            #endif
        }
    }

    /// A currency's display name for a plural keyword ("euro", "euros"), nil if CLDR has none.
    static func currencyName(_ code: String, locale: String, plural: String) -> String? {
        #if canImport(_FoundationICU)
        currencyText(code) { iso, choice, length, status in
            swift_ucurr_getPluralName(iso, locale, choice, plural, length, status)
        }
        #else
        return nil
        #endif
    }

    /// A currency's symbol in `locale` ("€", "US$"), nil if only the code is known.
    static func currencySymbol(_ code: String, locale: String) -> String? {
        #if canImport(_FoundationICU)
        currencyText(code) { iso, choice, length, status in
            swift_ucurr_getName(iso, locale, UCURR_SYMBOL_NAME, choice, length, status)
        }
        #else
        return nil
        #endif
    }

    #if canImport(_FoundationICU)
    /// A name ICU keeps for a currency; ICU answers with the code itself when the locale has none.
    private static func currencyText(
        _ code: String,
        _ call: ([UChar], UnsafeMutablePointer<UBool>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UErrorCode>) -> UnsafePointer<UChar>?
    ) -> String? {
        let iso = Array(code.utf16) + [0]
        var status = U_ZERO_ERROR
        var choice: UBool = 0
        var length: Int32 = 0
        guard let name = call(iso, &choice, &length, &status), status.rawValue <= 0, length > 0 else { return nil }
        let text = String(utf16: UnsafeBufferPointer(start: name, count: Int(length)))
        return text == code ? nil : text
    }
    #endif

    /// `value` formatted with an ICU number skeleton ("measure-unit/length-meter unit-width-full-name",
    /// "compact-long"), e.g. "2 Kilometer", "1,2 Millionen".
    static func format(_ value: Double, skeleton: String, locale: String) -> String? {
        NumberSkeleton(skeleton, locale: locale)?.format(value)
    }

    /// An open number formatter for one skeleton and locale: opening parses the skeleton and
    /// loads the locale's data (the slow part: a render spent ~20 ms of CPU reopening them per
    /// value), so a caller formatting many values keeps one.
    final class NumberSkeleton {
        #if canImport(_FoundationICU)
        private let formatter: OpaquePointer
        #endif

        init?(_ skeleton: String, locale: String) {
            #if canImport(_FoundationICU)
            var status = U_ZERO_ERROR
            let skeletonText = Array(skeleton.utf16)
            guard let formatter = swift_unumf_openForSkeletonAndLocale(skeletonText, Int32(skeletonText.count), locale, &status),
                  status.rawValue <= 0 else { return nil }
            self.formatter = formatter
            #else
            return nil
            #endif
        }

        deinit {
            #if canImport(_FoundationICU)
            swift_unumf_close(formatter)
            #endif
        }

        func format(_ value: Double) -> String? {
            #if canImport(_FoundationICU)
            var status = U_ZERO_ERROR
            guard let result = swift_unumf_openResult(&status), status.rawValue <= 0 else { return nil }
            defer { swift_unumf_closeResult(result) }
            swift_unumf_formatDouble(formatter, value, result, &status)
            guard status.rawValue <= 0 else { return nil }
            return ICU.readUTF16 { buffer, capacity, status in swift_unumf_resultToString(result, buffer, capacity, &status) }
            #else
            return nil
            #endif
        }
    }

    /// One of ICU's data trees ("unit", "curr") for one locale, opened once: strings read by
    /// path with the locale's fallback at every level ("unitsShort/length/meter/other" from
    /// de_DE, de or root), as ICU's own formatters and `ucurr_` calls find them, without opening
    /// the locale's bundle (or building a formatter) for each.
    final class ResourceData {
        #if canImport(_FoundationICU)
        private let bundle: OpaquePointer
        #endif

        /// `tree`: the data tree's name inside ICU's data ("unit" for `U_ICUDATA_UNIT`).
        init?(tree: String, locale: String) {
            #if canImport(_FoundationICU)
            let name = "icudt\(U_ICU_VERSION_SHORT)\(1.littleEndian == 1 ? "l" : "b")-\(tree)"
            var status = U_ZERO_ERROR
            guard let bundle = swift_ures_open(name, locale, &status), status.rawValue <= 0 else { return nil }
            self.bundle = bundle
            #else
            return nil
            #endif
        }

        deinit {
            #if canImport(_FoundationICU)
            swift_ures_close(bundle)
            #endif
        }

        /// The string at `path` (or the `index`th string of the array there), nil if there is none.
        func string(at path: String, index: Int32? = nil) -> String? {
            #if canImport(_FoundationICU)
            var status: Int32 = 0
            guard let found = swift_ures_getByKeyWithFallback(bundle, path, nil, &status) else { return nil }
            defer { swift_ures_close(found) }
            guard status <= 0 else { return nil }
            var length: Int32 = 0
            var stringStatus = U_ZERO_ERROR
            let text = index.map { swift_ures_getStringByIndex(found, $0, &length, &stringStatus) } ?? swift_ures_getString(found, &length, &stringStatus)
            guard let text, stringStatus.rawValue <= 0 else { return nil }
            return String(utf16: UnsafeBufferPointer(start: text, count: Int(length)))
            #else
            return nil
            #endif
        }
    }

    /// CLDR's currency symbols and names in one locale, as `ucurr_getName` and
    /// `ucurr_getPluralName` give them: each of those calls opens the locale's bundle again
    /// (~4 µs; 180 calls a CLDR language at every start, ``CLDRLocaleData``).
    struct CurrencyNames {
        private let data: ResourceData

        init?(locale: String) {
            guard let data = ResourceData(tree: "curr", locale: locale) else { return nil }
            self.data = data
        }

        /// The currency's symbol ("€", "US$"), nil where the locale has only the code.
        func symbol(_ code: String) -> String? { differentFromCode(code, data.string(at: "Currencies/" + code, index: 0)) }

        /// The currency's name for a plural keyword, else its "other" name, else its display name
        /// (as `ucurr_getPluralName`); nil where the locale has only the code.
        func name(_ code: String, plural keyword: String) -> String? {
            let plurals = "CurrencyPlurals/\(code)/"
            let name = data.string(at: plurals + keyword) ?? data.string(at: plurals + "other")
                ?? data.string(at: "Currencies/" + code, index: 1)
            return differentFromCode(code, name)
        }

        private func differentFromCode(_ code: String, _ text: String?) -> String? {
            guard let text, !text.isEmpty, text != code else { return nil }
            return text
        }
    }

    /// CLDR's short unit patterns in one locale ("{0} km", "{0} Std.", "{0}分"), as a
    /// short-width number formatter finds them: a formatter per unit also builds the locale's
    /// number symbols, ~0.1 ms each, 50 units a CLDR language at every start (``ShortUnitForms``).
    struct UnitPatterns {
        private let data: ResourceData

        init?(locale: String) {
            guard let data = ResourceData(tree: "unit", locale: locale) else { return nil }
            self.data = data
        }

        /// The short pattern of ICU's unit `icu` ("length-kilometer") for a plural keyword, the
        /// "other" one where the locale has none for it; nil if ICU has no such unit.
        func short(_ icu: String, plural keyword: String) -> String? {
            guard let dash = icu.firstIndex(of: "-") else { return nil }
            let path = "unitsShort/\(icu[..<dash])/\(icu[icu.index(after: dash)...])/"
            return data.string(at: path + keyword) ?? data.string(at: path + "other")
        }
    }

    /// Whether `scalar` belongs to a script written without spaces between words: Unicode's line
    /// breaking classes ID (Han, kana) and SA (Thai, Lao, Khmer, Myanmar), UAX #14.
    static func isWrittenWithoutSpaces(_ scalar: Unicode.Scalar) -> Bool {
        #if canImport(_FoundationICU)
        let lineBreak = swift_u_getIntPropertyValue(UChar32(scalar.value), UCHAR_LINE_BREAK)
        return lineBreak == Int32(U_LB_IDEOGRAPHIC.rawValue) || lineBreak == Int32(U_LB_COMPLEX_CONTEXT.rawValue)
        #else
        return false
        #endif
    }

    #if canImport(_FoundationICU)
    /// Calls an ICU function that writes UTF-16 into a buffer, growing the buffer once if needed.
    private static func readUTF16(_ call: (UnsafeMutablePointer<UChar>, Int32, inout UErrorCode) -> Int32) -> String? {
        var capacity: Int32 = 256
        for _ in 0..<2 {
            var status = U_ZERO_ERROR
            // On the stack: no array made and zeroed for every number said.
            let read: String?? = withUnsafeTemporaryAllocation(of: UChar.self, capacity: Int(capacity)) { buffer in
                let length = call(buffer.baseAddress!, capacity, &status)
                if status == U_BUFFER_OVERFLOW_ERROR || length > capacity { capacity = length + 1; return .none }
                guard status.rawValue <= 0, length >= 0 else { return .some(nil) }
                return .some(String(utf16: UnsafeBufferPointer(rebasing: buffer[..<Int(length)])))
            }
            if let read { return read }
        }
        return nil
    }
    #endif
}
