@testable import Normalizer
import Testing

/// British spellings read by an American voice (docs/normalization.md, "Open text"): en-US
/// respells them to the spelling its dictionary knows; en-GB keeps them.
@Suite("British spellings")
struct SpellingTests {
    @Test(arguments: [
        ("The organisation was organised", "The organization was organized"),
        ("colours analysed at the centre", "colors analyzed at the center"),
        ("haematology and oestrogen", "hematology and estrogen"), ("dialled 5 kilometres", "dialed five kilometers"),
        // Capitals kept as written: a capital first, or all capitals.
        ("Organisation", "Organization"), ("LEGAL ASSISTANCE CENTRE", "LEGAL ASSISTANCE CENTER"),
        // A possessive keeps its mark.
        ("the centre's rules", "the center's rules"), ("the centre’s rules", "the center’s rules"),
        // Words of both spellings, mixed case and words of no spelling table stay.
        ("advertise the theatre programme", "advertise the theatre programme"), ("McColour", "McColour"),
        ("snowshoed", "snowshoed"),
    ])
    func americanVoice(_ written: String, _ spoken: String) { #expect(say(written) == spoken) }

    @Test(arguments: ["The organisation was organised", "colours analysed at the centre"])
    func britishVoiceKeepsItsSpelling(_ written: String) { #expect(say(written, "en-GB") == written) }

    @Test func tableReadsItsPairs() throws {
        let table = try #require(Respellings.named("american"))
        #expect(table.respelling(of: ArraySlice("behaviour".unicodeScalars)) == "behavior")
        #expect(table.respelling(of: ArraySlice("behavior".unicodeScalars)) == nil)
        #expect(Respellings.named("klingon") == nil)
    }

    /// Every spelling table a built-in profile names exists, so no profile silently loses the rule.
    @Test func profilesNameKnownTables() {
        for profile in Fixture.store.profiles {
            guard let name = profile.normalization.words["spelling"] else { continue }
            #expect(Respellings.named(name) != nil, "\(profile.language) names the spelling table '\(name)'")
        }
    }

    @Test(arguments: ["The organisation's colours", "CENTRE", "kilometres"])
    func readingsAreFixedPoints(_ written: String) {
        let once = say(written)
        #expect(say(once) == once)
    }
}
