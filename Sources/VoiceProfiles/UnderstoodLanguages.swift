/// Which other language a reader of a language without a profile understands best, from CLDR's
/// language matching data (`common/supplemental/languageInfo.xml`, the "written_new" matches at a
/// distance of 10 or less: Serbian and Bosnian read Croatian, Galician reads Spanish, Belarusian
/// reads Russian). Only pairs whose second language has a profile are kept. `LanguageMatcher`
/// suggests these first among the profiles written in the same script: a voice can only read
/// the script it knows, so CLDR's many fallbacks to English are of no use to an Urdu screen.
enum UnderstoodLanguages {
    /// Language subtag → the language subtags its readers understand, nearest first.
    static let byLanguage: [String: [String]] = [
        // Distance 4: variants of one language, or readers who all read the other.
        "bs": ["hr"], "sh": ["hr"], "sr": ["hr"], "gsw": ["de"], "lb": ["de"],
        // Distance 8: Danish and Norwegian Bokmål, both ways.
        "da": ["nb"], "nb": ["da"],
        // Distance 10, one way.
        "ab": ["ru"], "af": ["nl"], "ay": ["es"], "az": ["ru"], "be": ["ru"], "bh": ["hi"], "br": ["fr"],
        "ckb": ["ar"], "co": ["fr"], "crs": ["fr"], "et": ["fi"], "eu": ["es"], "fo": ["da"], "fy": ["nl"],
        "gl": ["es"], "gn": ["es"], "gu": ["hi"], "ht": ["fr"], "hy": ["ru"], "jv": ["id"], "kg": ["fr"],
        "kk": ["ru"], "ku": ["tr"], "ky": ["ru"], "la": ["it"], "ln": ["fr"], "lua": ["fr"], "mg": ["fr"],
        "mk": ["bg"], "mn": ["ru"], "mr": ["hi"], "ms": ["id"], "nn": ["nb"], "oc": ["fr"], "qu": ["es"],
        "rm": ["de"], "rw": ["fr"], "sa": ["hi"], "su": ["id"], "tg": ["ru"], "tk": ["ru"], "tt": ["ru"],
        "ug": ["zh"], "uz": ["ru"], "wo": ["fr"],
    ]
}
