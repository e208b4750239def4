import Testing
@testable import Normalizer

/// The normalizer's own text conversions and byte searches give what the standard library's
/// slower paths give, for scalars of every UTF-8 length and for ill-formed UTF-16.
@Suite("Text made and searched as bytes")
struct ByteTextTests {
    static let samples = ["", "a", "Step 12 of 141", "€76311", "ستة وثمانون", "二千三百", "👍🏽 ok", "a\u{301}"]

    @Test(arguments: samples)
    func scalarsBecomeTheSameString(text: String) {
        let scalars = Array(text.unicodeScalars)
        #expect(String(scalars: scalars[...]) == text)
        #expect(String(scalars: scalars.dropFirst()) == String(String.UnicodeScalarView(scalars.dropFirst())))
    }

    @Test(arguments: samples)
    func utf16BecomesTheSameString(text: String) {
        let units = Array(text.utf16)
        #expect(units.withUnsafeBufferPointer { String(utf16: $0) } == text)
    }

    @Test func unpairedSurrogatesBecomeReplacementCharacters() {
        for units: [UInt16] in [[0xD83D], [0xDC4D, 0x61], [0x61, 0xD83D, 0x62], [0xD83D, 0xD83D, 0xDC4D]] {
            let expected = String(decoding: units, as: UTF16.self)
            #expect(units.withUnsafeBufferPointer { String(utf16: $0) } == expected)
        }
    }

    @Test func firstOffsetFindsTheFirstWholeMatch() {
        func offset(_ pattern: String, in text: String) -> Int? {
            Array(text.utf8).withUnsafeBufferPointer { text in Array(pattern.utf8).withUnsafeBufferPointer { text.firstOffset(of: $0) } }
        }
        #expect(offset("و", in: "ثلاثة وعشرون") == "ثلاثة ".utf8.count)
        #expect(offset("ون", in: "ثلاثون وعشرون") == "ثلاث".utf8.count)
        #expect(offset("aab", in: "aaab") == 1)
        #expect(offset("b", in: "aaab") == 3)
        #expect(offset("ab", in: "aaa") == nil)
        #expect(offset("abcd", in: "abc") == nil)
        #expect(offset("", in: "abc") == nil)
    }

    @Test func replacingAllReplacesEveryMatchLeftToRight() {
        #expect("{h} و{m} {h}".replacingAll("{h}", with: "ثلاث") == "ثلاث و{m} ثلاث")
        #expect("aaaa".replacingAll("aa", with: "b") == "bb")
        #expect("abc".replacingAll("x", with: "y") == "abc")
    }
}
