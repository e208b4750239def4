import Basics
import Foundation
import Testing


/// The JSON strings in timeline.json and in the review page's inline cues: label text of any
/// kind must come back as the same text, and inside a page's `<script>` it must never close it.
struct EscapingTests {
    static let awkward = "Say \"hi\" \\ <b>&amp;</b>\n\t\u{1}\u{2028}</script><script>alert(1)</script> 你好 🐶"

    @Test func jsonStringsDecodeToTheSameText() throws {
        for insideScript in [false, true] {
            let literal = Escaping.jsonString(Self.awkward, insideScript: insideScript)
            let decoded = try JSONDecoder().decode(String.self, from: Data(literal.utf8))
            #expect(decoded == Self.awkward)
        }
    }

    @Test func insideAScriptNoAngleBracketOrAmpersandIsLeft() {
        let literal = Escaping.jsonString(Self.awkward, insideScript: true)
        #expect(!literal.contains("<") && !literal.contains(">") && !literal.contains("&"))
        #expect(!literal.contains("\u{2028}"))
        #expect(Escaping.jsonString("a<b", insideScript: false) == "\"a<b\"")
    }

    @Test func markupEscapesLeaveNoTagAndNoLineBreak() {
        let html = Escaping.html(Self.awkward)
        #expect(!html.contains("<") && !html.contains(">") && !html.contains("\"") && !html.contains("'"))
        #expect(html.contains("&amp;amp;") && !html.contains("\n"))
        let cue = Escaping.webVTT(Self.awkward)
        #expect(!cue.contains("<") && !cue.contains("\n") && !cue.contains("\u{2028}") && cue.contains("\"hi\""))
    }

    @Test func backslashEscapesNameWhatIsNotKept() {
        let escaped = Escaping.backslashed("a\"b\\c\n\u{A0}🐶", quotes: true) { $0.isASCII }
        #expect(escaped == "a\\\"b\\\\c\\n\\u00A0\\U0001F436")
    }
}
