/// Locale data for the languages read through CLDR's number words (ICU spell-out): the few
/// things CLDR does not say, written as data in the profile's `normalization:` section.

/// How fractions are said. The denominator is the ordinal ("un cinquième") unless `names` has
/// a word for it ("un demi", "un tiers"), or `template` puts the parts in another order
/// ("{denominator}分の{numerator}").
package struct FractionWords: Codable, Hashable, Sendable {
    /// "{numerator}" and "{denominator}" in the language's order; nil: numerator, then denominator.
    package var template: String?
    /// Denominators with their own words, by plural category of the numerator ("2": demi/demis).
    package var names: [String: PluralForms]?
    /// Added to the ordinal to make the denominator (de "dritte" + "l" = "drittel").
    package var ordinalSuffix: String?
    /// Added to the denominator when the numerator is not one (es "quintos", fr "cinquièmes").
    package var pluralSuffix: String?
    /// Above this, the denominator is a cardinal with `largeSuffix` (es "onceavos"); nil: always ordinal.
    package var ordinalUpTo: Int?
    /// Joined to the cardinal as one word (es "treinta y uno" + "avo" = "treintaiunavo").
    package var largeSuffix: String?
    /// Above this, a round denominator is an ordinal again ("centésimo") and any other is said
    /// with `overTemplate` ("{numerator} sobre {denominator}").
    package var largeUpTo: Int?
    package var overTemplate: String?
    /// Where set, only numerators up to it are said with `names`, and larger ones and
    /// denominators without a name with `overTemplate` (ar "ثلاثة أرباع", "سبعة عشر على ثلاثة").
    package var namedUpTo: Int?
    /// One part after a whole number, said without its "one" (fr "2": "demi": "un et demi").
    package var afterWhole: [String: String]?
    /// One part said before the noun it divides, by the noun's gender, with no "one" and no link
    /// word (es "2": {masculine: medio, feminine: media}: "medio milímetro", "una y media millas").
    package var beforeNoun: [String: [String: String]]?
    /// The denominator's last letters replaced, longest match first, before `ordinalSuffix`: the
    /// ordinal's stem (hu "harmadik" → "harmad", fi "toinen" → "kahdes" + "osa") or a case
    /// ending on the cardinal's last word (tr "dört" → "dörtte": "dörtte üç").
    package var denominatorEndings: [String: String]?
    /// The denominator's last letters replaced when the numerator is not one (el "τέταρτο" →
    /// "τέταρτα": "τρία τέταρτα"), where the plural is no added suffix.
    package var pluralEndings: [String: String]?
    /// The numerator one before the denominator's noun where it is not the counted "one"
    /// (ro "o": "o doime").
    package var numeratorOne: String?
    /// The word between a whole number and its fraction where it is not the language's "and"
    /// (tr "tam": "bir tam dörtte üç", hu "egész").
    package var and: String?
}

/// How the day of a date is said, where the locale's date pattern does not tell.
package struct DateWords: Codable, Hashable, Sendable {
    /// The day is an ordinal though the pattern writes it bare (sv "andra januari").
    package var dayOrdinal: Bool?
    /// The ordinal day's last letters replaced, longest match first (hu possessive "április
    /// elseje", "negyedike": "első" → "elseje", "edik" → "edike").
    package var dayEndings: [String: String]?
}

/// How a clock time is said: templates with `{hour}`, `{minute}`, `{second}` (numbers in words),
/// `{hours}` and `{minutes}` (counted with the profile's hour and minute units, the noun in the
/// form the count takes: fr "une heure", ar "خمس دقائق", "دقيقتان") and `{period}` (a.m./p.m. words).
package struct ClockWords: Codable, Hashable, Sendable {
    /// A time on the hour ("{hour} Uhr").
    package var onTheHour: String?
    /// A time with minutes ("{hour} Uhr {minute}").
    package var withMinutes: String?
    /// The ICU rule set for hours (ko "%spellout-cardinal-native-attributive"), else the cardinal.
    package var hourRuleSet: String?
    /// The hour's gender where numbers agree (es "la una": feminine).
    package var hourGender: GrammaticalGender?
    /// Words written after a time that the spoken time already says ("08:00 Uhr"): read once.
    package var writtenAfter: [String]?
    /// Minutes said by name (es "15": "cuarto", "30": "media").
    package var minuteNames: [String: String]?
    /// A time with seconds ("{hour}시 {minute}분 {second}초"); nil: hour, minutes and seconds
    /// with their unit names.
    package var withSeconds: String?
    /// Zero seconds are left unsaid ("12:00:00" as "12:00"), as es and ko say them; otherwise
    /// written seconds are said, zero included.
    package var zeroSecondsUnsaid: Bool?
    /// Midnight's hour is said as zero on the 12-hour dial too (ko 영시 "00:30"); otherwise it is
    /// twelve there ("00:15": twelve fifteen a.m.).
    package var midnightHourZero: Bool?
}

/// Counter words written right after a number that take another ICU rule set: Korean native
/// numbers before 시, 개, 명, 번째 ("3시" → "세시").
package struct CounterWords: Codable, Hashable, Sendable {
    package var written: [String]
    /// An ICU spell-out rule set, e.g. "%spellout-cardinal-native-attributive".
    package var ruleSet: String
    /// Numbers above this keep the ordinary cardinal (native numbers stop at 99).
    package var upTo: Int?
}
