@testable import Normalizer
import Testing
import VoiceProfiles

/// The recognizers on their own, over a ``TextCursor``: each reads one item where it starts and
/// says where it ends, writes nothing and moves nothing, and reads it as the whole normalizer does.
@Suite("Normalizer recognizers over the text cursor")
struct RecognizerTests {
    /// English recognizers over `text`, and the cursor they share.
    static func english(_ text: String) throws -> (Recognizers<EnglishRules>, TextCursor) {
        let data = try Fixture.store.require("en-US").normalization
        let cursor = TextCursor(scalars: InputCleaner.scalars(text))
        return (Recognizers(cursor: cursor, rules: EnglishRules(data: data), lexicon: Lexicon(data, language: "en-US")), cursor)
    }

    /// German recognizers, read through ICU's CLDR data as the normalizer reads them.
    static func german(_ text: String) throws -> Recognizers<CLDRRules> {
        let data = try Fixture.store.require("de-DE").normalization
        let rules = CLDRRules(data: data, language: "de-DE")
        return Recognizers(cursor: TextCursor(scalars: InputCleaner.scalars(text)), rules: rules,
                           lexicon: Lexicon(rules.locale.data, language: "de-DE"))
    }

    /// The offset of `part`'s first scalar in `text`.
    static func offset(of part: String, in text: String) -> Int {
        let scalars = Array(text.unicodeScalars), wanted = Array(part.unicodeScalars)
        return (0...(scalars.count - wanted.count)).first { scalars[$0..<($0 + wanted.count)].elementsEqual(wanted) } ?? -1
    }

    @Test("a range is read from its first mark to its last, as the normalizer says it alone",
          arguments: [("Open 9:30–17:00 daily", "9:30–17:00"), ("Pay $5-$10 now", "$5-$10"),
                      ("Sizes 2x8 m2 here", "2x8 m2"), ("Born 1980-1986 in Ohio", "1980-1986")])
    func rangeEndsWhereItsItemEnds(text: String, written: String) throws {
        let (recognizers, cursor) = try Self.english(text)
        let start = Self.offset(of: written, in: text)
        let item = try #require(recognizers.ranges.readRange(at: start))
        #expect(recognizers.string(start, item.end) == written)
        #expect(item.spoken == say(written))
        // Reading is all a recognizer does: the cursor's memory of the scan is untouched.
        #expect(cursor.previousRange == nil && !recognizers.addresses.sawAddress)
    }

    @Test("nothing is read where no item starts: a word, a lone mark")
    func noItemInWords() throws {
        let (recognizers, _) = try Self.english("hello - world")
        #expect(recognizers.readItem(at: 0) == nil && recognizers.ranges.readRange(at: 6) == nil)
    }

    @Test("the address recognizer remembers that an address was read, and the region after it is then a region")
    func addressIsRemembered() throws {
        let text = "708 N 1st St, CA 95051"
        let (recognizers, _) = try Self.english(text)
        #expect(recognizers.addresses.addressRegion("CA", at: Self.offset(of: "CA", in: text)) == nil)
        let address = try #require(recognizers.readItem(at: 0))
        #expect(address.end == Self.offset(of: ",", in: text))
        #expect(recognizers.addresses.sawAddress)
        #expect(recognizers.addresses.addressRegion("CA", at: Self.offset(of: "CA", in: text)) != nil)
    }

    @Test("a restarted cursor and recognizers hold the new line and forget the word and address before it")
    func restartForgets() throws {
        let (recognizers, cursor) = try Self.english("708 N 1st St")
        _ = recognizers.readItem(at: 0)
        cursor.previousRange = 0..<3
        let line = Array("12 kg".utf8)
        #expect(recognizers.addresses.sawAddress)
        line.withUnsafeBufferPointer { cursor.restart(utf8: $0) }
        recognizers.restart()
        #expect(cursor.scalars == Array("12 kg".unicodeScalars))
        #expect(cursor.previousRange == nil && !recognizers.addresses.sawAddress)
        #expect(recognizers.ranges.readRange(at: 0)?.end == 5)
    }

    @Test("the time recognizer asks the money recognizer through the composition: a dotted time before a currency is an amount")
    func timeAsksMoney() throws {
        let amount = try Self.german("12.50 €")
        #expect(amount.money.followsCurrencyOrUnit(6))
        #expect(amount.times.readTime(at: 0) == nil)
        let time = try Self.german("14.30 Uhr")
        #expect(!time.money.followsCurrencyOrUnit(6))
        #expect(time.times.readTime(at: 0) != nil)
    }

    @Test("German recognizers read a dotted date and a price with the decimal comma as the normalizer does",
          arguments: ["24.11.2025", "12,50 €", "1.234,56 kg"])
    func germanItems(text: String) throws {
        let recognizers = try Self.german(text)
        let item = try #require(recognizers.ranges.readRange(at: 0))
        #expect(item.end == text.unicodeScalars.count)
        #expect(item.spoken == say(text, "de-DE"))
    }
}
