/// "2" with each unit's short form in one locale ("2 Std.", "2 km", "2分"), as ICU's short-width
/// number formatter writes it; nil for a unit ICU does not know. Read from CLDR's short unit
/// patterns (``ICU/UnitPatterns``) with the number put in: the formatter's output for the same
/// pattern, without opening a formatter per unit (50 a CLDR language at every start, ~6 ms of a
/// render under perf). A unit whose pattern the formatter does not use as written (percent and
/// per mille take the locale's percent pattern; a quoted or unusual pattern) is formatted by ICU.
/// `ShortUnitFormsTests` checks both ways agree for every unit in every locale ICU has.
struct ShortUnitForms {
    let tag: String
    /// 2 as the locale writes it ("2", "٢"), nil where ICU cannot format numbers in it.
    let two: String?
    private let patterns: ICU.UnitPatterns?
    /// CLDR's plural keyword of 2 ("other", "few", "two"), which picks the pattern.
    private let keyword: String

    init(tag: String) {
        self.tag = tag
        two = ICU.NumberSkeleton("", locale: tag)?.format(2)
        patterns = ICU.UnitPatterns(locale: tag)
        keyword = ICU.PluralRules(locale: tag)?.keyword(2) ?? "other"
    }

    /// "2" with the short form of ICU's unit `icu` ("length-kilometer").
    func ofTwo(_ icu: String) -> String? {
        if !Self.formattedWithNumberSymbols.contains(icu), let two, let pattern = patterns?.short(icu, plural: keyword),
           !pattern.contains("'"), case let pieces = pattern.components(separatedBy: "{0}"), pieces.count == 2 {
            return pieces[0] + two + pieces[1]
        }
        return Self.formatted(icu, tag: tag)
    }

    /// What ICU's formatter writes: the reference the patterns are read to match.
    static func formatted(_ icu: String, tag: String) -> String? {
        ICU.format(2, skeleton: "measure-unit/\(icu) unit-width-short", locale: tag)
    }

    /// Units ICU writes at short width with the locale's percent or per-mille pattern ("2 %",
    /// "٢٪؜"), not with their unit pattern.
    static let formattedWithNumberSymbols: Set<String> = ["concentr-percent", "concentr-permille"]
}
