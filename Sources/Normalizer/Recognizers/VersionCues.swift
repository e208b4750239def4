/// A number with one dot after a product or the word "version" is a version, said with the dot's
/// name where "." is not the decimal mark: de "iOS 17.2" iOS siebzehn Punkt zwei, fr "version 2.1"
/// version deux point un, "v2.1" (was "siebzehn Komma zwei": a decimal, since lead11 reads a dot
/// there as a second decimal mark). Speakers of these languages name the dot in versions (Duden
/// writes "Version 2.0" and it is read "zwei Punkt null"; Apple's German, French and Spanish pages
/// write "iOS 17.2" with the dot, never the decimal comma), and a version is no quantity: "17.10"
/// is the tenth update, not seventeen and a tenth. Three groups ("2.3.1") are versions without a
/// cue (``DigitGroupRecognizer/readVersion(at:)``).
enum VersionCues {
    /// Products and standards whose numbers are versions in every language, lower-cased; the
    /// language's own word for "version" is the profile's (`words.versionWords`, "|" apart).
    static let products: Set<String> = [
        "ios", "ipados", "macos", "watchos", "tvos", "visionos", "android", "windows", "linux", "ubuntu",
        "chrome", "firefox", "safari", "xcode", "swift", "python", "java", "kotlin", "php", "node",
        "bluetooth", "usb", "hdmi", "thunderbolt", "displayport", "pcie", "tls", "ssl", "http", "opengl",
        "version", "ver", "release", "build", "update", "beta", "firmware", "v",
    ]
}

extension LanguageRules {
    /// The word a version's dot is said by: the profile's `versionDot` where the language names it
    /// apart from both the decimal point and other dots (ms "titik" where a decimal is "perpuluhan"),
    /// else "point" where "." is the decimal mark and the dot's name elsewhere.
    func versionDot(decimalIsDot: Bool) -> String {
        let own = word("versionDot")
        return own.isEmpty ? word(decimalIsDot ? "point" : "dot") : own
    }
}

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
