import Foundation

/// Text VoiceOver reads as something else: a 24-hour time read as bare numbers ("twenty-two
/// fifty-eight"), a count shortened with a letter read as a letter ("1.2K", "3w").
enum TextRules {
    static func check(_ state: AuditState) -> [Issue] {
        var issues: [Issue] = []
        for node in state.order.stops {
            let element = state.element(node)
            for text in [element.label, element.value] where !text.isEmpty {
                // Only where the locale's clock has 12 hours (its profile's hour cycle).
                if state.input.twelveHourClock, let time = twentyFourHourTime(in: text) {
                    issues.append(Issue(.misreadText, node,
                                        "VoiceOver reads the 24-hour time \"\(time)\" as bare numbers, not as a time of day"))
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

    /// A time plainly written on the 24-hour clock: hour 0, 13 to 23, or a leading zero.
    static func twentyFourHourTime(in text: String) -> String? {
        for match in time.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let hourText = String(text[Range(match.range(at: 1), in: text)!])
            guard let hour = Int(hourText), hour <= 23 else { continue }
            if hour == 0 || hour >= 13 || hourText.hasPrefix("0") { return String(text[Range(match.range, in: text)!]) }
        }
        return nil
    }

    static func letterCount(in text: String) -> String? {
        count.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range, in: text)!]) }
    }
}
