import Foundation

/// Resolves a screen's or element's language tag to a voice profile the way iOS resolves locales,
/// and names the closest profiles when none fits. The rules, in order:
///
/// 1. Another language never matches (`ca` is not `es`), and a script differs only when the
///    language has no profile in the tag's script (`zh-Hant` takes zh-TW, not zh-CN).
/// 2. Within the language: the same region (`es-MX`), else a shared CLDR parent (`es-AR` and
///    es-MX are both `es-419`, Latin American Spanish; `en-AU` and en-GB are both `en-001`), else
///    the language's likely region (`pt` → pt-BR, `ja` → ja-JP, `zh-Hant` → zh-TW), else the
///    first profile of the language by tag.
package struct LanguageMatcher: Sendable {
    private struct Candidate: Sendable {
        let tag: LanguageTag
        let language: String
        /// Its position in the list the matcher was made from.
        let index: Int
    }

    private let candidates: [Candidate]
    /// The profile at a position of that list (a store decodes it only when it is asked for).
    private let profileAt: @Sendable (Int) -> VoiceProfile

    package init(profiles: [VoiceProfile]) {
        self.init(languages: profiles.map(\.language), profile: { profiles[$0] })
    }

    /// A matcher over profiles known by their language tags, `profile(i)` giving the profile of
    /// `languages[i]`, called only for a profile that is matched or suggested.
    package init(languages: [String], profile: @escaping @Sendable (Int) -> VoiceProfile) {
        candidates = languages.enumerated().compactMap { index, language in
            LanguageTag(language).map { Candidate(tag: $0, language: language, index: index) }
        }.sorted { $0.language < $1.language }
        profileAt = profile
    }

    /// The profile a tag resolves to, or nil.
    package func profile(for text: String) -> VoiceProfile? {
        if case .matched(let profile) = resolve(text) { return profile }
        return nil
    }

    package func resolve(_ text: String) -> LanguageResolution {
        guard let wanted = LanguageTag(text) else { return .unmatched(tag: text, closest: []) }
        if let exact = candidates.first(where: { $0.language.caseInsensitiveCompare(wanted.written) == .orderedSame }) {
            return .matched(profileAt(exact.index))
        }
        let sameLanguage = candidates.filter { $0.tag.language == wanted.language }
        let sameScript = sameLanguage.filter { $0.tag.script == wanted.script }
        let pool = sameScript.isEmpty ? sameLanguage : sameScript
        if let best = pool.min(by: { rank($0, for: wanted) < rank($1, for: wanted) }) {
            return .matched(profileAt(best.index))
        }
        return .unmatched(tag: text, closest: closest(to: wanted).map { profileAt($0.index) })
    }

    /// For each profile, the locales CLDR knows (ICU's available locales, e.g. `es-AR`, `de-AT`,
    /// `zh-Hant-HK`) that resolve to it, sorted: what `earshot voices` shows.
    package func coverage() -> [String: [String]] {
        var covered: [String: [String]] = [:]
        for identifier in Set(Locale.availableIdentifiers.map { $0.replacingOccurrences(of: "_", with: "-") }) {
            guard !identifier.contains("@"), case .matched(let profile) = resolve(identifier),
                  identifier != profile.language else { continue }
            covered[profile.language, default: []].append(identifier)
        }
        return covered.mapValues { $0.sorted() }
    }

    /// Lower is better: same region, shared parent, the language's likely region, then anything.
    private func rank(_ candidate: Candidate, for wanted: LanguageTag) -> Int {
        if candidate.tag.region == wanted.region, wanted.regionWritten || wanted.region != nil { return 0 }
        if wanted.regionWritten, !Set(candidate.tag.groups).isDisjoint(with: wanted.groups) { return 1 }
        if let likely = LanguageTag(wanted.script.map { "\(wanted.language)-\($0)" } ?? wanted.language),
           candidate.tag.region == likely.region { return 2 }
        return 3
    }

    /// Scripts that are one writing system for this purpose: Urdu's Nastaliq (`Aran`) is Arabic
    /// script, Japanese (`Jpan`) and Korean (`Kore`) include Han.
    private static func writing(_ script: String?) -> String? {
        switch script {
        case "Aran": "Arab"
        case "Jpan", "Kore", "Hans", "Hant": "Hani"
        default: script
        }
    }

    /// Up to three profiles for a language without one: those written in the same script, a
    /// language its readers understand first (`UnderstoodLanguages`: `sr-Latn` → hr-HR, `gl` →
    /// es-ES), then nearest region (same region, same continent), e.g. `fa` → ar-SA.
    private func closest(to wanted: LanguageTag) -> [Candidate] {
        guard let script = wanted.script else { return [] }
        let region = wanted.region.map { RegionDistance(Locale.Region($0)) }
        let understood = UnderstoodLanguages.byLanguage[wanted.language] ?? []
        let sameScript = candidates.filter { Self.writing(script) == Self.writing($0.tag.script) }
        let sorted = sameScript.enumerated().sorted { a, b in
            let ua = understood.firstIndex(of: a.element.tag.language) ?? understood.count
            let ub = understood.firstIndex(of: b.element.tag.language) ?? understood.count
            if ua != ub { return ua < ub }
            let da = region?.distance(to: a.element.tag.region) ?? 2
            let db = region?.distance(to: b.element.tag.region) ?? 2
            return da != db ? da < db : a.offset < b.offset
        }
        return Array(sorted.prefix(3).map(\.element))
    }
}

/// What a tag resolved to.
package enum LanguageResolution: Equatable, Sendable {
    case matched(VoiceProfile)
    /// No profile speaks the language; `closest` holds the profiles to suggest, possibly none.
    case unmatched(tag: String, closest: [VoiceProfile])

    /// One line for a person: which profile speaks the tag, or that none does and what is closest.
    package var summary: String {
        switch self {
        case .matched(let profile):
            return "'\(profile.language)' (\(profile.name))"
        case .unmatched(let tag, let closest):
            let name = LanguageTag(tag)?.englishName.map { " (\($0))" } ?? ""
            let suggestion = closest.isEmpty ? "no profile is close" : "closest: " + closest.map(\.language).joined(separator: ", ")
            return "no voice profile speaks '\(tag)'\(name); \(suggestion)"
        }
    }
}

/// How far apart two regions are in CLDR's containment tree: 0 the same, 1 the same subcontinent
/// (`ES` and `IT`: Southern Europe), 2 the same continent, 3 farther.
private struct RegionDistance {
    let region: Locale.Region

    init(_ region: Locale.Region) { self.region = region }

    func distance(to other: String?) -> Int {
        guard let other else { return 3 }
        let them = Locale.Region(other)
        if them == region { return 0 }
        if let a = region.containingRegion, a == them.containingRegion { return 1 }
        if let a = region.continent, a == them.continent { return 2 }
        return 3
    }
}
