import Foundation

/// Text VoiceOver reads as something else: a 24-hour time read as bare numbers ("twenty-two
/// fifty-eight", the render's own reading), a count shortened with a letter read as a letter ("1.2K", "3w").
enum TextRules {
    static func check(_ state: AuditState) -> [Issue] {
        var issues: [Issue] = []
        for node in state.order.stops {
            let element = state.element(node)
            for text in [element.label, element.value] where !text.isEmpty {
                // A time whose reading differs from its 12-hour form's: 24-hour times where the
                // locale's clock has 12 hours. The words are the render's own.
                if let times = state.input.times, let misread = misreadTime(in: text, times: times) {
                    issues.append(Issue(.misreadText, node,
                                        "VoiceOver reads the 24-hour time \"\(misread.time)\" as \"\(misread.heard)\", bare numbers; "
                                        + "written \"\(misread.fix)\" it is read \"\(misread.fixHeard)\" (hear it with --twelve-hour-times)"))
                    break
                }
                if let count = letterCount(in: text) {
                    issues.append(Issue(.misreadText, node,
                                        "VoiceOver reads \"\(count)\" as a number and a letter, not as the count it stands for"))
                    break
                }
            }
        }
        return issues
    }

    private static let time = try! NSRegularExpression(pattern: "(?<![0-9:])([0-2]?[0-9]):([0-5][0-9])(?![0-9:])(?!\\s*[AaPp]\\.?[Mm])")
    private static let count = try! NSRegularExpression(pattern: "(?<![0-9A-Za-z.,])[0-9]+(?:[.,][0-9]+)?[KkMBWw](?![A-Za-z0-9])")

    /// The first time written without a day half whose reading differs from its 12-hour form's.
    static func misreadTime(in text: String, times: TimeReadings)
        -> (time: String, heard: String, fix: String, fixHeard: String)? {
        for match in time.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let hour = Int(text[Range(match.range(at: 1), in: text)!]), hour <= 23,
                  let minute = Int(text[Range(match.range(at: 2), in: text)!]) else { continue }
            let written = String(text[Range(match.range, in: text)!])
            if let misread = times.misread(hour: hour, minute: minute, written: written) {
                return (written, misread.heard, misread.fix, misread.fixHeard)
            }
        }
        return nil
    }

    static func letterCount(in text: String) -> String? {
        count.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range, in: text)!]) }
    }
}
