import Synchronization
import VoiceProfiles

/// CLDR's number words for one locale (ICU's rule-based spell-out): cardinals, ordinals and their
/// gendered or native forms, each a named rule set. Readings are remembered, since labels repeat
/// the same small numbers; one ICU formatter is opened per locale and switched between rule sets
/// under a lock (it is not safe to share between threads; opening one parses all the locale's
/// rules, a millisecond or more, so one per rule set cost each CLDR language several).
final class Spellout: Sendable {
    let locale: String
    /// The rule sets the locale has, in ICU's order.
    let ruleSets: [String]
    private let state: Mutex<State>

    private struct State {
        /// The locale's formatter (nil if ICU has no number words for it) and its rule set now.
        var format: OpaquePointer?
        var current: String?
        var memo: [MemoKey: String] = [:]

        /// Bounded: long texts full of distinct numbers must not grow memory without end.
        mutating func remember(_ spoken: String, for key: MemoKey) {
            if memo.count > 20_000 { memo.removeAll(keepingCapacity: true) }
            memo[key] = spoken
        }
    }

    /// A reading remembered: the two strings as they are, not joined into one key (joining
    /// allocated a string for every number said, hit or miss).
    private struct MemoKey: Hashable {
        let ruleSet: String
        let number: String
    }

    /// Whether compounds are split at the breaks ICU marks (soft hyphens) rather than joined.
    let splitsCompounds: Bool
    /// Whether the spaces between ICU's words are left out (ko).
    let joinsWords: Bool

    /// ja: "一" before a thousand that leads a group of 万 or more (一千万), from ICU's own words.
    private let thousands: GroupThousands?

    /// The profile's corrections to ICU's words, longest first, as UTF-8 bytes, made in one pass
    /// over a reading's bytes (Foundation's `contains` on each reading cost ar-SA, with 13
    /// corrections, 40 % of its time).
    private let corrections: [(wrong: [UInt8], right: [UInt8])]
    /// Corrections made only where the word starts (written with a leading "^": sv "^ettusen").
    private let wordStartCorrections: [(wrong: String, right: String)]

    /// Words after which a long compound is broken (it "cento", "mila"), when a number word of
    /// five or more letters follows ("trecento sessantanove", not "millesimo").
    private let compoundBreaks: [String]

    /// Ordinals where ICU has none, made by the rule of the profile's grammar family: every case
    /// (pl, cs, sk, uk) or all but the nominative (hr), and Romanian's.
    private let madeOrdinals: (any MadeOrdinals)?

    init(locale: String, splitsCompounds: Bool = false, joinsWords: Bool = false, thousandOneInGroups: Bool = false,
         replacements: [String: String] = [:], compoundBreaks: [String] = [], ordinals: OrdinalGrammar? = nil) {
        self.compoundBreaks = compoundBreaks
        let longestFirst = replacements.sorted { $0.key.count > $1.key.count }
        corrections = longestFirst.filter { !$0.key.hasPrefix("^") }.map { (Array($0.key.utf8), Array($0.value.utf8)) }
        wordStartCorrections = longestFirst.filter { $0.key.hasPrefix("^") }.map { (String($0.key.dropFirst()), $0.value) }
        self.locale = locale
        self.splitsCompounds = splitsCompounds
        self.joinsWords = joinsWords
        let (format, ruleSets) = ICU.openSpelloutListingRuleSets(locale: locale)
        let made: (any MadeOrdinals)? = switch ordinals?.family {
        case .slavic: ordinals.flatMap { SlavicOrdinals(grammar: $0, icuRuleSets: ruleSets) }
        case .romanian: ordinals.flatMap { RomanianOrdinals(grammar: $0, icuRuleSets: ruleSets) }
        case nil: nil
        }
        madeOrdinals = made
        self.ruleSets = ruleSets + (made?.ruleSets ?? [])
        thousands = thousandOneInGroups ? format.flatMap { GroupThousands(format: $0, ruleSets: ruleSets) } : nil
        state = Mutex(State(format: format))
    }

    deinit {
        state.withLock { if let format = $0.format { ICU.close(spellout: format) } }
    }

    /// Whether `ruleSet` is one of the ordinals made here rather than ICU's.
    func isGenerated(_ ruleSet: String) -> Bool { madeOrdinals?.generates(ruleSet) ?? false }

    /// Whether the locale has number words at all (every CLDR locale with RBNF data).
    var isAvailable: Bool { !ruleSets.isEmpty }

    /// The first of `names` the locale has ("%spellout-ordinal-feminine", then "%spellout-ordinal").
    func ruleSet(_ names: String...) -> String? {
        names.first { ruleSets.contains($0) }
    }

    /// `number` ("1234", "-5", "2.5": ASCII digits, "." for decimals) in words, or nil if ICU has none.
    func words(_ number: String, ruleSet: String) -> String? {
        // Outside the lock: the ordinal says its head through this same method.
        if let madeOrdinals, madeOrdinals.generates(ruleSet) {
            return madeOrdinals.words(number, ruleSet: ruleSet) { self.words($0, ruleSet: $1) }
        }
        let key = MemoKey(ruleSet: ruleSet, number: number)
        return state.withLock { state -> String? in
            if let known = state.memo[key] { return known }
            guard let format = state.format else { return nil }
            if state.current != ruleSet {
                guard ICU.setRuleSet(ruleSet, of: format) else { state.current = nil; return nil }
                state.current = ruleSet
            }
            guard let raw = ICU.spellOut(number, with: format) else { return nil }
            var spoken = splitsCompounds ? Self.split(raw) : Self.cleaned(raw)
            if !compoundBreaks.isEmpty { spoken = Self.broken(spoken, after: compoundBreaks) }
            if joinsWords { spoken.removeAll { $0 == " " } }
            if let thousands { spoken = thousands.marked(spoken) }
            if !corrections.isEmpty { spoken = Self.corrected(spoken, corrections) }
            for (wrong, right) in wordStartCorrections {
                spoken = Self.replacingWordStarts(of: wrong, with: right, in: spoken)
            }
            state.remember(spoken, for: key)
            return spoken
        }
    }

    /// A reading the rules make from ICU's words (ar's feminine), remembered beside them under
    /// `role`, a name no rule set has; made outside the lock, since making it asks ``words(_:ruleSet:)``.
    func remembered(_ role: String, _ number: String, make: () -> String) -> String {
        let key = MemoKey(ruleSet: role, number: number)
        if let known = state.withLock({ $0.memo[key] }) { return known }
        let spoken = make()
        state.withLock { $0.remember(spoken, for: key) }
        return spoken
    }

    /// `text` with every occurrence of each `wrong` replaced by its `right`, in order, left to right.
    static func corrected(_ text: String, _ pairs: [(wrong: [UInt8], right: [UInt8])]) -> String {
        var bytes = Array(text.utf8)
        var changed = false
        for (wrong, right) in pairs where !wrong.isEmpty && bytes.count >= wrong.count {
            // Most corrections are absent from most readings: found first with a plain byte search.
            guard bytes.withUnsafeBufferPointer({ text in wrong.withUnsafeBufferPointer { text.firstOffset(of: $0) != nil } }) else { continue }
            var out: [UInt8] = []
            var i = 0
            var found = false
            while i < bytes.count {
                if bytes[i] == wrong[0], i + wrong.count <= bytes.count, bytes[i..<(i + wrong.count)].elementsEqual(wrong) {
                    if !found { out.reserveCapacity(bytes.count + right.count); out.append(contentsOf: bytes[..<i]); found = true }
                    out.append(contentsOf: right)
                    i += wrong.count
                } else {
                    if found { out.append(bytes[i]) }
                    i += 1
                }
            }
            if found { bytes = out; changed = true }
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : text
    }

    /// ICU marks syllable breaks in long compounds with soft hyphens (de "ein­tausend­zwei­hundert"):
    /// invisible in print, but not text to speak.
    /// The parts of a compound as words: "vier und zwanzig tausend" (the "und" inside a German
    /// number is marked too).
    /// Works on the UTF-8 bytes: U+00AD is always C2 AD there, and a space is 20.
    static func split(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var afterLead = false
        for byte in text.utf8 {
            if afterLead, byte == 0xAD {
                out.removeLast()
                if out.last != 0x20 { out.append(0x20) }
            } else {
                out.append(byte)
            }
            afterLead = byte == 0xC2
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `wrong` replaced where it starts a word only: sv "^etthundra" → "hundra" changes
    /// "etthundra" and "tvåtusen etthundra" but not "tvåhundraettusen".
    static func replacingWordStarts(of wrong: String, with right: String, in text: String) -> String {
        // Found first as bytes: Foundation's search, on every reading, was a twentieth of cs's time.
        guard !wrong.isEmpty, text.containsLiterally(wrong) else { return text }
        var out = ""
        var rest = text[...]
        while let range = rest.range(of: wrong) {
            let atWordStart = range.lowerBound == text.startIndex || text[text.index(before: range.lowerBound)] == " "
            out += rest[..<range.lowerBound]
            out += atWordStart ? right : String(rest[range])
            rest = rest[range.upperBound...]
        }
        return out + rest
    }

    /// `text` with a space after each of `breaks` that five or more letters follow in the same word.
    static func broken(_ text: String, after breaks: [String]) -> String {
        var out = ""
        for (index, word) in text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { out += " " }
            var rest = word
            var searchFrom = rest.startIndex
            while let found = breaks.compactMap({ rest.range(of: $0, range: searchFrom..<rest.endIndex) }).min(by: { $0.lowerBound < $1.lowerBound }) {
                let following = rest[found.upperBound...]
                if following.count >= 5, following.first?.isLetter == true {
                    out += rest[..<found.upperBound] + " "
                    rest = following
                    searchFrom = rest.startIndex
                } else {
                    searchFrom = rest.index(after: found.lowerBound)
                }
            }
            out += rest
        }
        return out
    }

    static func cleaned(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\u{AD}" }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{AD}" }))
    }
}
