import Foundation

/// The screen's language from the script of its text, when the script says it clearly: Han
/// (zh-CN, or zh-TW when its characters are traditional), kana (ja-JP), Hangul (ko-KR),
/// Cyrillic (ru-RU, uk-UA by і ї є ґ, bg-BG by ъ without ы and э), Arabic (ar-SA), Hebrew
/// (he-IL), Thai (th-TH), Greek (el-GR), Devanagari (hi-IN), Latin with Vietnamese letters
/// (vi-VN) or with letters of one other language alone (``LatinLetters``), else Latin words one
/// language's dictionary knows clearly best (``WordLanguageGuess``). Anything less clear is left
/// to the caller (en-US, or --language).
enum LanguageGuess {
    static func guess(_ texts: [String]) -> String? {
        var han = 0, kana = 0, hangul = 0, cyrillic = 0, latin = 0
        var arabic = 0, hebrew = 0, thai = 0, greek = 0, devanagari = 0
        var words = 0, vietnameseWords = 0
        var cyrillicMarks = CyrillicMarks()
        var latinWords: [String: Int] = [:]
        for text in texts {
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF: han += 1
                case 0x3040...0x30FF: kana += 1
                case 0xAC00...0xD7AF, 0x1100...0x11FF: hangul += 1
                case 0x0400...0x04FF: cyrillic += 1; cyrillicMarks.count(scalar)
                case 0x0600...0x06FF, 0x0750...0x077F, 0xFB50...0xFDFF, 0xFE70...0xFEFF: arabic += 1
                case 0x0590...0x05FF: hebrew += 1
                case 0x0E00...0x0E7F: thai += 1
                case 0x0370...0x03FF: greek += 1
                case 0x0900...0x097F: devanagari += 1
                default: if isLatinLetter(scalar) { latin += 1 }
                }
            }
            for word in text.split(whereSeparator: { $0.isWhitespace || $0.isPunctuation }) where word.contains(where: \.isLetter) {
                words += 1
                if word.unicodeScalars.contains(where: isVietnameseLetter) { vietnameseWords += 1 }
                for language in Set(word.unicodeScalars.compactMap { LatinLetters.onlyIn[$0] }) { latinWords[language, default: 0] += 1 }
            }
        }
        let letters = han + kana + hangul + cyrillic + latin + arabic + hebrew + thai + greek + devanagari
        guard letters > 0 else { return nil }
        func share(_ count: Int) -> Double { Double(count) / Double(letters) }
        if share(kana) > 0.1, share(han + kana) > 0.5 { return "ja-JP" }
        if share(hangul) > 0.5 { return "ko-KR" }
        if share(han) > 0.5 { return isTraditional(texts) ? "zh-TW" : "zh-CN" }
        if share(cyrillic) > 0.5 { return cyrillicMarks.language }
        if share(arabic) > 0.5 { return "ar-SA" }
        if share(hebrew) > 0.5 { return "he-IL" }
        if share(thai) > 0.5 { return "th-TH" }
        if share(greek) > 0.5 { return "el-GR" }
        if share(devanagari) > 0.5 { return "hi-IN" }
        if share(latin) > 0.5, words > 0, Double(vietnameseWords) / Double(words) >= 0.2 { return "vi-VN" }
        // Letters of one language alone, in at least a tenth of the words: a single "Piñata" among
        // English labels is a name, not Spanish.
        if share(latin) > 0.5, latinWords.count == 1, let (language, count) = latinWords.first,
           Double(count) / Double(words) >= 0.1 { return language }
        if share(latin) > 0.5 { return WordLanguageGuess.guess(texts) }
        return nil
    }

    /// Whether Han text is written in traditional characters: more of them change when made
    /// simplified than the other way round (ICU's Hant-Hans transliteration, through Foundation).
    static func isTraditional(_ texts: [String]) -> Bool {
        let text = texts.joined(separator: " ")
        func changed(_ transform: String) -> Int {
            guard let other = text.applyingTransform(StringTransform(transform), reverse: false) else { return 0 }
            return zip(text.unicodeScalars, other.unicodeScalars).filter { $0 != $1 }.count
        }
        return changed("Hant-Hans") > changed("Hans-Hant")
    }

    /// Letters that tell Cyrillic languages apart: Ukrainian і ї є ґ, Russian ы э (which
    /// Bulgarian lacks), Bulgarian's frequent ъ.
    struct CyrillicMarks {
        var ukrainian = 0, russian = 0, hardSign = 0
        mutating func count(_ scalar: Unicode.Scalar) {
            switch scalar {
            case "і", "ї", "є", "ґ", "І", "Ї", "Є", "Ґ": ukrainian += 1
            case "ы", "э", "Ы", "Э": russian += 1
            case "ъ", "Ъ": hardSign += 1
            default: break
            }
        }
        var language: String {
            if ukrainian > russian { return "uk-UA" }
            if russian == 0, hardSign > 0 { return "bg-BG" }
            return "ru-RU"
        }
    }

    /// A letter of the Latin script: Basic Latin to IPA Extensions, and Latin Extended Additional
    /// (Vietnamese's tone-marked vowels).
    static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic && (scalar.value < 0x0250 || (0x1E00...0x1EFF).contains(scalar.value))
    }

    /// Letters only Vietnamese uses among the Latin ones: ơ, ư and the tone marks on vowels (Latin
    /// Extended Additional, U+1EA0–U+1EF9). Not ă, which Romanian writes ("Căutare"), nor đ,
    /// which Croatian writes; a Vietnamese text has tone marks besides.
    private static func isVietnameseLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x01A0, 0x01A1, 0x01AF, 0x01B0, 0x1EA0...0x1EF9: true
        default: false
        }
    }
}
