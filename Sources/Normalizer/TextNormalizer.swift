import VoiceProfiles

/// Makes label text sayable for one voice profile: numbers, times, money, units and symbols
/// become the profile language's words, punctuation becomes pause events, control characters
/// and markup never pass. Rules live in Swift; the words they use come from the profile's
/// `normalization:` data.
public struct TextNormalizer: Sendable {
    package let profile: VoiceProfile
    package private(set) var punctuation: PunctuationLevel
    private let rules: Rules
    private let lexicon: Lexicon
    /// The reading pass after the rules, for a script espeak-ng cannot read alone (`reading: mecab`).
    private let reading: JapaneseReading?

    /// The language's rules as a concrete type: each rule family gets its own compiled scanner
    /// (`Rewriter<EnglishRules>`, ...) instead of one that calls every rule through an existential.
    /// A family is added here, in ``rules(for:language:times:)`` and in ``withRules(_:)``.
    enum Rules: Sendable {
        case english(EnglishRules)
        case chinese(ChineseRules)
        case portuguese(PortugueseRules)
        case vietnamese(VietnameseRules)
        case russian(RussianRules)
        /// Any other language: CLDR's number words through ICU, the profile's data for the rest.
        case cldr(CLDRRules)
    }

    /// Why this platform cannot normalize as Linux does, or nil where it can. The CLDR rules read
    /// number words, plural rules, currency and unit names through the ICU Foundation ships as
    /// `_FoundationICU`; Apple's toolchains have none, and without it 30 of the 39 profiles would
    /// read numbers as digits. Callers that normalize refuse with this rather than say less.
    public static let platformGap: String? = {
        #if canImport(_FoundationICU)
        nil
        #else
        "ICU's CLDR data (number words, plurals, currency and unit names) through _FoundationICU, which Apple's toolchains do not ship"
        #endif
    }()

    /// A normalizer speaking `profile`'s language, reading punctuation as `punctuation` says and
    /// times written on the 24-hour clock as `times` says.
    public init(profile: VoiceProfile, punctuation: PunctuationLevel = .some, times: TimeReading = .asVoiceOver) {
        self.profile = profile
        self.punctuation = punctuation
        let rules = Self.rules(for: profile.normalization, language: profile.language, times: times)
        self.rules = rules
        // The lexicon indexes the data the rules read: CLDR's completed data for a CLDR language.
        if case .cldr(let r) = rules {
            lexicon = Lexicon(r.locale.data, language: profile.language)
        } else {
            lexicon = Lexicon(profile.normalization, language: profile.language)
        }
        reading = profile.normalization.reading == "mecab" ? JapaneseReading.shared : nil
    }

    /// This normalizer reading punctuation at `level`. The rules and the lexicon do not depend on
    /// the level (it is read only while normalizing), so they are shared, not built again: a
    /// render that spells or reads punctuation in one run would otherwise set its language up twice.
    package func reading(punctuation level: PunctuationLevel) -> TextNormalizer {
        var copy = self
        copy.punctuation = level
        return copy
    }

    /// The rules of the family the profile's `grammar` names; `language` (a BCP 47 tag) is the
    /// CLDR locale a CLDR family reads; `times` how the family with a 12-hour clock reads a time.
    static func rules(for data: NormalizationData, language: String, times: TimeReading = .asVoiceOver) -> Rules {
        switch data.grammar.family {
        case .english: .english(EnglishRules(data: data, times: times))
        case .chinese: .chinese(ChineseRules(data: data))
        case .portuguese: .portuguese(PortugueseRules(data: data))
        case .vietnamese: .vietnamese(VietnameseRules(data: data))
        case .russian: .russian(RussianRules(data: data))
        case .cldr: .cldr(CLDRRules(data: data, language: language))
        }
    }

    /// `task` run with the rules as their concrete type, so the scanner is compiled for it: the
    /// one switch over the families. `state` is the task's output, written in place.
    private func withRules<T: RulesTask>(_ task: T, _ state: inout T.State) {
        switch rules {
        case .english(let r): task.run(r, &state)
        case .chinese(let r): task.run(r, &state)
        case .portuguese(let r): task.run(r, &state)
        case .vietnamese(let r): task.run(r, &state)
        case .russian(let r): task.run(r, &state)
        case .cldr(let r): task.run(r, &state)
        }
    }

    /// `text` as words the engine says right: numbers, times, dates, money, units and symbols
    /// spelled out in the profile's language.
    public func normalize(_ text: String) -> NormalizedText {
        let spoken = normalizedByRules(text)
        guard let reading else { return spoken }
        return NormalizedText(pieces: spoken.pieces.map { piece in
            if case .words(let words) = piece { return .words(reading.read(words)) }
            return piece
        })
    }

    private struct Normalizing: RulesTask {
        let text: String, lexicon: Lexicon, level: PunctuationLevel
        func run<R: LanguageRules>(_ rules: R, _ result: inout NormalizedText) {
            result = Rewriter(text: text, rules: rules, lexicon: lexicon, level: level).run()
        }
    }

    private func normalizedByRules(_ text: String) -> NormalizedText {
        var result = NormalizedText(pieces: [])
        withRules(Normalizing(text: text, lexicon: lexicon, level: punctuation), &result)
        return result
    }

    /// Normalizes each "\n"-separated line of UTF-8 `input` and appends its text (as
    /// ``NormalizedText/text`` writes it) and a "\n" to `output`: one output line per input line,
    /// a last line without "\n" included. For `normalize --lines`: the lines share one output
    /// buffer and one scalar buffer, and no pieces are built.
    package func appendLines(of input: [UInt8], to output: inout [UInt8]) {
        withRules(AppendingLines(normalizer: self, input: input), &output)
    }

    private struct AppendingLines: RulesTask {
        let normalizer: TextNormalizer, input: [UInt8]
        func run<R: LanguageRules>(_ rules: R, _ output: inout [UInt8]) {
            normalizer.appendLines(of: input, to: &output, rules: rules)
        }
    }

    private func appendLines<R: LanguageRules>(of input: [UInt8], to output: inout [UInt8], rules: R) {
        let rewriter = Rewriter(scalars: [], rules: rules, lexicon: lexicon, level: punctuation,
                                output: PieceBuilder(recordsPieces: false))
        // One buffer for the reading pass's lines, kept from line to line rather than grown anew.
        var read: [UInt8] = []
        input.withUnsafeBufferPointer { input in
            var start = 0
            while start < input.count {
                var end = start
                while end < input.count, input[end] != 10 { end += 1 }
                let lineStart = output.count
                rewriter.restart(utf8: UnsafeBufferPointer(rebasing: input[start..<end]), output: &output)
                output = rewriter.runText()
                if let reading {
                    let hasKanji = output[lineStart...].withUnsafeBytes { JapaneseReading.hasKanji($0) }
                    if hasKanji {
                        // The line's slice must not outlive the read: held across
                        // `replaceSubrange`, it makes the whole output a shared buffer, copied
                        // for every line with kanji (quadratic in the input).
                        read.removeAll(keepingCapacity: true)
                        reading.read(utf8: output[lineStart...], into: &read)
                        output.replaceSubrange(lineStart..., with: read)
                    }
                }
                output.append(10)
                start = end + 1
            }
        }
    }
}

/// Something done with a normalizer's rules as their concrete type (``TextNormalizer``'s
/// `withRules`), writing its output to `state`.
private protocol RulesTask {
    associatedtype State
    func run<R: LanguageRules>(_ rules: R, _ state: inout State)
}
