import Normalizer
import Testing

/// Pauses, punctuation levels, symbols, emoji, and the markup policy.
@Suite("Punctuation, symbols and markup")
struct PunctuationTests {
    @Test func punctuationBecomesPauseEvents() {
        let pieces = Fixture.normalizer("en-US").normalize("Hello, world. Done!").pieces
        #expect(pieces == [.words("Hello"), .pause(.comma), .words("world"), .pause(.sentence), .words("Done"), .pause(.exclamation)])
    }

    @Test func leadingPausesAreDroppedAndRunsMerge() {
        #expect(Fixture.normalizer("en-US").normalize("?, hi;, there?!").pieces
                == [.words("hi"), .pause(.comma), .words("there"), .pause(.question)])
        #expect(say("?!,") == "")
    }

    @Test func theLevelDecidesWhichSymbolsAreSpoken() {
        #expect(say("Tom & Jerry #tag", "en-US", .none) == "Tom and Jerry tag")
        #expect(say("Tom & Jerry #tag", "en-US", .some) == "Tom and Jerry hash tag")
        // Before a number "#" is the word "number" (the profile's `beforeNumbers`), at every level.
        #expect(say("Tom & Jerry #1", "en-US", .none) == "Tom and Jerry number one")
        #expect(say("Yes, no", "en-US", .all) == "Yes comma, no")
        #expect(say("Yes, no", "en-US", .some) == "Yes, no")
    }

    @Test func symbolsAndEmojiUseTheLocalesWords() {
        #expect(say("a → b") == "a right arrow b")
        #expect(say("2 × 3") == "two times three")
        #expect(say("Great 👍") == "Great thumbs up")
        #expect(say("好 👍", "zh-CN") == "好赞")
        #expect(say("a@b", "pt-BR").contains("arroba"))
    }

    @Test func markupIsNeverPassedThrough() {
        for level in PunctuationLevel.allCases {
            let out = say("<speak><audio src=\"x.wav\"/></speak> &amp; 'q'", "en-US", level)
            #expect(!out.contains("<") && !out.contains(">") && !out.contains("&"), "\(level): \(out)")
        }
        #expect(say("a < b") == "a less than b")
    }

    @Test func controlCharactersAreRemoved() {
        let out = say("Play\u{1}\u{0}\u{7F}\u{85}\u{2028}list\r\n")
        #expect(out.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) })
        #expect(out == "Play list")
    }

    @Test func wordsAreCopiedAsWritten() {
        #expect(say("mother-in-law don't U.S.A") == "mother-in-law don't U.S.A")
        #expect(say("Müller's café") == "Müller's café")
    }
}
