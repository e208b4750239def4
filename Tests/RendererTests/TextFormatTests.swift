import Foundation
import Testing
@testable import Renderer

/// The JSON strings in timeline.json and in the review page's inline cues: label text of any
/// kind must come back as the same text, and inside a page's `<script>` it must never close it.
struct TextFormatTests {
    static let awkward = "Say \"hi\" \\ <b>&amp;</b>\n\t\u{1}\u{2028}</script><script>alert(1)</script> 你好 🐶"

    @Test func jsonStringsDecodeToTheSameText() throws {
        for insideScript in [false, true] {
            let literal = TextFormat.jsonString(Self.awkward, insideScript: insideScript)
            let decoded = try JSONDecoder().decode(String.self, from: Data(literal.utf8))
            #expect(decoded == Self.awkward)
        }
    }

    @Test func insideAScriptNoAngleBracketOrAmpersandIsLeft() {
        let literal = TextFormat.jsonString(Self.awkward, insideScript: true)
        #expect(!literal.contains("<") && !literal.contains(">") && !literal.contains("&"))
        #expect(!literal.contains("\u{2028}"))
        #expect(TextFormat.jsonString("a<b", insideScript: false) == "\"a<b\"")
    }
}
