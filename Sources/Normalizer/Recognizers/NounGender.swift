import VoiceProfiles

/// The gender of the noun after a dotted ordinal, from its ending, where the mark says none
/// ("2. miejsce" drugie miejsce, "3. klasa" trzecia klasa, "5. ročník" pátý ročník): Polish,
/// Czech, Slovak and Croatian nouns in -a are mostly feminine, in -o and -e mostly neuter, and
/// those ending in a consonant masculine. The profile lists the endings (`nouns.endingGenders`,
/// "a": feminine; the longest that fits wins, so "ść" makes Polish
/// "część" feminine); a noun with none of them is masculine, as before. The same endings give the
/// gender of a singular noun after "1" (it "1 notifica" una notifica, ro "1 notificare" o
/// notificare: ``LanguageRules/count(_:beforeWord:nounGender:)``), up to four letters ("ione").
struct NounGenderReader<Rules: LanguageRules>: Recognizer {
    let recognizers: Recognizers<Rules>
    func nounGender(after index: Int) -> GrammaticalGender? {
        guard at(index) == " ", isLetter(index + 1) else { return nil }
        var runEnd = index + 1
        while isLetter(runEnd) { runEnd += 1 }
        // A capitalized word after a number ends a sentence or names something: no noun to agree with.
        guard runEnd - (index + 1) >= 3, at(index + 1)?.isUncapitalizedLetter == true else { return nil }
        return gender(ofNoun: string(index + 1, runEnd))
    }

    /// The gender of a plural noun after a count of two or more, where two has genders (cs "2
    /// položky" dvě, hr "2 stavke" dvije, pl "2 wiadomości" dwie): from the profile's
    /// `nouns.genders`, else its `nouns.pluralEndingGenders` (a plural's ending tells less than a
    /// singular's: Croatian's counting form ends in -e only for feminines, Hrvatska gramatika), nil
    /// for the most common gender.
    func pluralNounGender(after index: Int) -> GrammaticalGender? {
        guard at(index) == " ", isLetter(index + 1) else { return nil }
        var nounEnd = index + 1
        while isLetter(nounEnd) { nounEnd += 1 }
        guard nounEnd - (index + 1) >= 3, at(index + 1)?.properties.isLowercase == true else { return nil }
        let noun = string(index + 1, nounEnd)
        if let listed = locale.data.nouns.genders[noun] { return listed }
        for length in stride(from: min(5, noun.count - 1), through: 1, by: -1) {
            if let gender = locale.data.nouns.pluralEndingGenders[String(noun.suffix(length))] { return gender }
        }
        return nil
    }

    /// The gender the profile's `nouns.endingGenders` give a noun's ending, the longest first.
    func gender(ofNoun noun: String) -> GrammaticalGender? {
        // A noun whose gender its ending misleads about, named whole (`nouns.genders`: he "שנים",
        // years, feminine though written with the masculine plural's ending).
        if let named = locale.data.nouns.genders[noun] { return named }
        for length in stride(from: min(4, noun.count - 1), through: 1, by: -1) {
            if let gender = locale.data.nouns.endingGenders[String(noun.suffix(length))] { return gender }
        }
        return nil
    }
}
