import Dispatch
import Foundation
@testable import Normalizer
import Testing
import TestSupport

@Suite("Date patterns made when first needed")
struct DatePatternsTests {
    /// A CLDR language asks ICU for a date pattern the first time a date of that shape is read
    /// (`DatePatterns`); each must be the pattern its normalizer made at set-up before, for
    /// every profile's locale and every set of fields, asked in any order and again.
    @Test func eachPatternIsTheOneMadeAtSetUp() throws {
        for language in try Repository.voiceStore().languages {
            let locale = Locale(identifier: language.replacingOccurrences(of: "-", with: "_"))
            let patterns = DatePatterns(locale: locale)
            for mask in [7, 0, 1, 6, 2, 3, 4, 5, 7, 1, 0] {
                let atSetUp = DatePattern(locale: locale, day: mask & 1 != 0, month: mask & 2 != 0, year: mask & 4 != 0)
                #expect(patterns.pattern(mask)?.parts == atSetUp?.parts, "\(language) \(mask)")
                #expect((patterns.pattern(mask) == nil) == (mask == 0), "\(language) \(mask)")
            }
        }
    }

    /// Threads reading dates at once get the same patterns.
    @Test func threadsAskingAtOnceGetTheSamePatterns() {
        let locale = Locale(identifier: "de_DE")
        let patterns = DatePatterns(locale: locale)
        let answers = (0..<64).map { _ in Answer() }
        DispatchQueue.concurrentPerform(iterations: 64) { i in answers[i].parts = patterns.pattern(i % 8)?.parts }
        for (i, answer) in answers.enumerated() {
            #expect(answer.parts == DatePattern(locale: locale, day: i % 8 & 1 != 0, month: i % 8 & 2 != 0, year: i % 8 & 4 != 0)?.parts)
        }
    }

    private final class Answer: @unchecked Sendable {
        var parts: [DatePattern.Part]?
    }
}
