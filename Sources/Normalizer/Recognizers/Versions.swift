import VoiceProfiles

/// Versions named as such: a dotted number after a cue word or a "v" ("iOS 17.4", "v2.1").
struct VersionRecognizer<Rules: LanguageRules>: Recognizer {
    let recognizers: Recognizers<Rules>
    /// "iOS 17.2", "Version 2.1", "v2.1" where "." is not the decimal mark: a version of two
    /// groups, said as ``DigitGroupRecognizer/readVersion(at:)`` says three. Nil without a cue
    /// just before the number (a space apart, or "v" written onto it).
    func readCuedVersion(at start: Int) -> NumberItem? {
        guard !lexicon.versionCues.isEmpty else { return nil }
        let glued = at(start - 1).map { $0 == "v" || $0 == "V" } == true && !isLetter(start - 2)
        let before = words(before: start, count: 2)
        let cued = glued || before.last.map(lexicon.versionCues.contains) == true
            || before.count == 2 && lexicon.versionCues.contains(before.joined(separator: " "))
        guard cued, let (groups, end) = recognizers.digitGroups.dottedGroups(at: start, count: 2), !isLetter(end),
              case let dot = rules.versionDot(decimalIsDot: lexicon.decimalIsDot), !dot.isEmpty else { return nil }
        let spoken = groups.map { rules.standalone(Numeral(integer: $0)) }.joined(separator: rules.separator + dot + rules.separator)
        return NumberItem(end: end, spoken: spoken)
    }
}
