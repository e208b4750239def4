import Testing
import TestSupport
import VoiceProfiles

/// A regional profile (fr-CA, es-MX, pt-PT, en-GB, zh-TW) starts as a copy of its language's
/// first profile and drifts: a rule tuned in one (decimals, ordinal endings, titles) was missing in
/// the other. Every normalization setting one of them has, the others of the same language have
/// too, but for what the locale itself decides.
@Suite("Regional profiles")
struct RegionalProfileTests {
    static let store = try! Repository.voiceStore()

    /// What the region's own locale decides (CLDR's hour cycle: en-GB and es-ES use 24 hours,
    /// zh-CN too), not a rule to share.
    static let localeFacts: Set<String> = ["twelveHourClock", "clockPeriods"]

    /// The settings that are not at their default ("set"), by name, from the decoded struct, so
    /// a setting added to `NormalizationData` is compared without editing this test.
    static func setSettings(_ data: NormalizationData) -> Set<String> {
        var names: Set<String> = []
        for child in Mirror(reflecting: data).children {
            guard let name = child.label else { continue }
            let value = child.value
            let isSet: Bool
            switch value {
            case let flag as Bool: isSet = flag
            case let collection as any Collection: isSet = !collection.isEmpty
            default:
                let optional = Mirror(reflecting: value)
                isSet = optional.displayStyle != .optional || !optional.children.isEmpty
            }
            if isSet { names.insert(name) }
        }
        return names
    }

    static var languagesWithRegions: [String] {
        Dictionary(grouping: store.profiles.map(\.language)) { String($0.prefix { $0 != "-" }) }
            .filter { $0.value.count > 1 }.keys.sorted()
    }

    @Test(arguments: languagesWithRegions)
    func regionsOfALanguageHaveTheSameSettings(language: String) throws {
        let tags = Self.store.profiles.map(\.language).filter { $0.hasPrefix(language + "-") }.sorted()
        var settings: [String: Set<String>] = [:]
        for tag in tags { settings[tag] = Self.setSettings(try #require(Self.store.profile(for: tag)).normalization) }
        for tag in tags {
            for other in tags where other != tag {
                let missing = settings[other]!.subtracting(settings[tag]!).subtracting(Self.localeFacts)
                #expect(missing.isEmpty, "\(tag) lacks what \(other) sets: \(missing.sorted())")
            }
        }
    }
}
