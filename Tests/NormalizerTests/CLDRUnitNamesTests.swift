@testable import Normalizer
import Testing
import VoiceProfiles

/// CLDR's unit names are read from ICU the first time a text uses a unit, but which units a
/// language has is decided when its normalizer is built, by whether ICU formats the unit's short
/// form. The two must go together in every locale, or a unit would be found in text with no name
/// to say, or a unit ICU names would go unread.
@Suite("CLDR unit names read on first use")
struct CLDRUnitNamesTests {
    /// The shipped profiles whose numbers and units come from CLDR.
    static let cldrLanguages = Fixture.store.profiles.filter {
        if case .cldr = TextNormalizer.rules(for: $0.normalization, language: $0.language) { return true }
        return false
    }.map(\.language)

    @Test(arguments: cldrLanguages)
    func shortFormAndNamesGoTogether(_ language: String) {
        let tag = language.replacingOccurrences(of: "-", with: "_")
        let names = CLDRUnitNames(tag: tag, icuUnits: [:])
        for unit in CLDRLocaleData.commonUnits {
            let hasShortForm = ShortUnitForms(tag: tag).ofTwo(unit.icu) != nil
            let named = names.names(of: unit.icu)
            #expect(hasShortForm == (named != nil), "\(language) \(unit.icu): short form \(hasShortForm), names \(String(describing: named))")
            if let named { #expect(!named.name.other.isEmpty && !named.name.one.isEmpty, "\(language) \(unit.icu)") }
        }
    }

    /// The names a text hears are ICU's, read when first needed, the same on every later use, and
    /// in the number's plural form; a unit the profile names itself keeps the profile's words.
    @Test func namesAreReadWhenFirstUsed() {
        #expect(say("5 ha und 1 ha", "de-DE") == "fünf Hektar und ein Hektar")
        #expect(say("2 mi", "de-DE") == say("2 mi", "de-DE"))
        #expect(say("2 ha", "fr-FR") == "deux hectares")
        #expect(say("1 ha", "fr-FR") == "un hectare")
    }

    /// `LocaleData.named` passes the profile's own units through unchanged, and gives a CLDR unit
    /// found by its written form the names ICU has for it.
    @Test func onlyCLDRUnitsAreRenamed() throws {
        let profile = try Fixture.store.require("de-DE")
        guard case .cldr(let rules) = TextNormalizer.rules(for: profile.normalization, language: profile.language) else {
            Issue.record("de-DE is read through CLDR")
            return
        }
        let own = try #require(profile.normalization.units.first { $0.id == "hour" })
        #expect(rules.locale.named(own) == own)
        let hectare = try #require(rules.locale.data.units.first { $0.id == "hectare" })
        #expect(hectare.name == CLDRUnitNames.unread)
        #expect(rules.locale.named(hectare).name.other == "Hektar")
    }
}
