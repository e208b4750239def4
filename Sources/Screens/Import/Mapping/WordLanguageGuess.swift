import Foundation

/// A Latin-script screen's language from its words: which language's spelling dictionary
/// (``SpellingDictionary``) knows them. The script tells Japanese from Korean, and letters such
/// as ł or ñ tell some Latin languages (``LanguageGuess``), but "Geld overmaken" and "Lupa kata
/// sandi?" are written in plain a–z; an n-gram guesser (libexttextcat, tried) took Spanish
/// labels for Catalan and "Back Done" for German, while counting known words told every
/// language of the probes apart.
///
/// Cost: one dictionary is 5–270 ms of CPU to open (pt_BR the most). English is asked first and
/// alone decides when it knows most words, so an English capture opens one dictionary; other
/// captures open every dictionary in turn (about 2 s of CPU in all) and free each after counting.
enum WordLanguageGuess {
    /// The profiles' Latin-script languages with a Debian Hunspell dictionary, as (profile,
    /// dictionary). Spanish is es-ES and Portuguese pt-BR, as iOS resolves `es` and `pt`:
    /// spelling does not tell the regions apart. Finnish and Malay have no Debian dictionary.
    static let languages: [(language: String, dictionary: String)] = [
        ("en-US", "en_US"), ("de-DE", "de_DE"), ("fr-FR", "fr_FR"), ("es-ES", "es_ES"),
        ("it-IT", "it_IT"), ("pt-BR", "pt_BR"), ("nl-NL", "nl_NL"), ("sv-SE", "sv_SE"),
        ("da-DK", "da_DK"), ("nb-NO", "nb_NO"), ("pl-PL", "pl_PL"), ("cs-CZ", "cs_CZ"),
        ("sk-SK", "sk_SK"), ("hr-HR", "hr_HR"), ("hu-HU", "hu_HU"), ("ro-RO", "ro_RO"),
        ("tr-TR", "tr_TR"), ("ca-ES", "ca_ES"), ("id-ID", "id_ID"),
    ]

    /// Words it takes to guess: fewer say too little ("Settings" is a Norwegian word too).
    static let minimumWords = 4
    /// The words a guess looks at, at most: enough to decide, bounded on a long capture.
    static let maximumWords = 160
    /// English decides alone when it knows this share of the words.
    static let englishShare = 0.8
    /// The guessed language knows at least this share of the words (names and brands are
    /// nobody's words)…
    static let minimumShare = 0.4
    /// …and its score is this many times the next language's (or, for close relatives, the
    /// words only one of the two knows are nearly all its own).
    static let clearLead = 1.5

    /// The language whose dictionary knows clearly more of the words than any other, each word
    /// shared among the languages that know it: "Profil" or "Bluetooth" says little, "Wachtwoord"
    /// says Dutch. Nil when no dictionary is installed or none stands out.
    /// `among` narrows the languages asked (tests of close calls), English first.
    static func guess(_ texts: [String], among languages: [(language: String, dictionary: String)] = languages,
                      folder: String = SpellingDictionary.folder) -> String? {
        let words = self.words(texts)
        guard words.count >= minimumWords else { return nil }
        guard let english = known(words, dictionary: languages[0].dictionary, folder: folder) else { return nil }
        if share(english) >= englishShare { return languages[0].language }
        // One dictionary open at a time, in turn: libhunspell's shared tables are not safe to
        // build from two threads at once (two opening together crashed), and all of them open
        // would hold ~350 MB.
        var answers = [(language: languages[0].language, known: english)]
        for (language, dictionary) in languages.dropFirst() {
            if let known = known(words, dictionary: dictionary, folder: folder) { answers.append((language, known)) }
        }
        // A word many languages know ("Bluetooth", "Profil", "Tempo") tells little: each word
        // gives its one vote in equal parts to the languages that know it. A tie goes to the
        // language first in the table.
        let knowers = words.indices.map { word in answers.filter { $0.known[word] }.count }
        let ranked = answers.enumerated().map { order, answer in (answer, order: order, score: score(answer.known, knowers)) }
            .sorted { $0.score > $1.score || ($0.score == $1.score && $0.order < $1.order) }
        guard let best = ranked.first, share(best.0.known) >= minimumShare else { return nil }
        if ranked.count > 1, best.score < clearLead * ranked[1].score {
            // Close relatives (Danish and Bokmål) share most written words: the best is still
            // clear when the words only one of the two knows are nearly all its own.
            let pairs = zip(best.0.known, ranked[1].0.known)
            let bestOnly = pairs.filter { $0 && !$1 }.count, secondOnly = pairs.filter { !$0 && $1 }.count
            guard bestOnly >= 2, bestOnly >= 3 * secondOnly else { return nil }
        }
        return best.0.language
    }

    /// The distinct words worth asking about: Latin letters only, two or more, not all capitals
    /// (an acronym such as "WIB" or "CS" is no language's word), in the order first met.
    static func words(_ texts: [String]) -> [String] {
        var seen = Set<Substring>(), words: [String] = []
        for text in texts {
            for word in text.split(whereSeparator: { !$0.isLetter }) where word.count >= 2 && !seen.contains(word) {
                guard word.unicodeScalars.allSatisfy(LanguageGuess.isLatinLetter), word.contains(where: \.isLowercase) else { continue }
                seen.insert(word)
                words.append(String(word))
                if words.count == maximumWords { return words }
            }
        }
        return words
    }

    /// Which of `words` the dictionary knows; nil when it is not installed.
    private static func known(_ words: [String], dictionary name: String, folder: String) -> [Bool]? {
        guard let dictionary = SpellingDictionary(named: name, folder: folder) else { return nil }
        return words.map(dictionary.knows)
    }

    /// The words `known` marks, each counted as 1 over the number of languages that know it.
    private static func score(_ known: [Bool], _ knowers: [Int]) -> Double {
        var total = 0.0
        for (isKnown, count) in zip(known, knowers) where isKnown { total += 1 / Double(count) }
        return total
    }

    private static func share(_ answers: [Bool]) -> Double {
        answers.isEmpty ? 0 : Double(answers.filter { $0 }.count) / Double(answers.count)
    }
}
