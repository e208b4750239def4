import Foundation
import Testing
import TestSupport
@testable import BatchRendering

/// What makes the review page usable without a mouse and without sight, checked on a page
/// rendered from the real samples.
@Suite("The review page's accessibility", .serialized)
struct ReviewPageAccessibilityTests {
    static let page: String = {
        let out = try! Repository.temporaryDirectory("review-a11y")
        let result = try! runEarshot(["batch", Repository.samples.path, "-o", out.path])
        precondition(result.status == 0, result.stderr)
        return try! String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    }()

    @Test func landmarksHeadingsAndSkipLink() {
        let page = Self.page
        #expect(page.contains("<html lang=\"en\">"))
        // The skip link is the first thing in the body, and it leads to <main>.
        let body = page.components(separatedBy: "<body>").last ?? ""
        #expect(body.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("<a class=\"skip\" href=\"#main\">"))
        #expect(page.contains("<main id=\"main\" tabindex=\"-1\">"))
        #expect(page.contains("<nav aria-labelledby=\"nav-heading\">"))
        #expect(page.components(separatedBy: "<h1>").count == 2)
        // One section per screen, each labelled by its own heading.
        let sections = page.components(separatedBy: "<section class=\"screen\"").count - 1
        #expect(sections == Repository.sampleCount)
        let labelled = try! NSRegularExpression(pattern: "<section class=\"screen\" id=\"([^\"]+)\" aria-labelledby=\"\\1-h\">\\s*<h2 id=\"\\1-h\"")
            .numberOfMatches(in: page, range: NSRange(page.startIndex..., in: page))
        #expect(labelled == sections)
    }

    @Test func playersAreLabelledAndNothingTakesOverTheTabOrder() throws {
        let page = Self.page
        let players = page.components(separatedBy: "<audio ").dropFirst()
        #expect(players.count > 100)
        for player in players {
            let tag = player.prefix { $0 != ">" }
            #expect(tag.hasPrefix("controls ") && tag.contains("aria-label=\""), "\(tag)")
        }
        // Tab order is reading order: no positive tabindex anywhere.
        let tabindexes = try NSRegularExpression(pattern: "tabindex=\"([^\"]*)\"")
            .matches(in: page, range: NSRange(page.startIndex..., in: page))
            .map { String(page[Range($0.range(at: 1), in: page)!]) }
        #expect(tabindexes == ["-1"])
        // A visible focus style exists.
        #expect(ReviewAssets.css.contains(":focus-visible { outline: 3px solid"))
    }

    @Test func eachScreensTextCarriesItsLanguage() {
        let page = Self.page
        for language in ["zh-CN", "pt-BR", "vi-VN", "en-US"] {
            #expect(page.contains("<h2 id=\"screen-") && page.contains("lang=\"\(language)\""), "\(language)")
        }
        #expect(page.contains("srclang=\"zh-CN\""))
    }

    @Test func timelineKindsAreNamedInWordsNotOnlyColour() {
        let page = Self.page
        // Every box says what it is for a screen reader, and earcons and hint delays are named.
        #expect(page.contains("<span class=\"vh\">sound, "))
        #expect(page.contains("<span class=\"vh\">silence, "))
        #expect(page.contains("\u{266A} focusMoved"))
        #expect(page.contains(">hint delay 1.00 s</li>"))
    }

    /// WCAG AA: every rule that sets a text colour keeps 4.5:1 against each background it sets
    /// (or the page's white when it sets none).
    @Test func textContrastIsAtLeastFourAndAHalfToOne() throws {
        let rules = try NSRegularExpression(pattern: "([^{}]+)\\{([^}]*)\\}")
            .matches(in: ReviewAssets.css, range: NSRange(ReviewAssets.css.startIndex..., in: ReviewAssets.css))
        var checked = 0
        for rule in rules {
            let selector = String(ReviewAssets.css[Range(rule.range(at: 1), in: ReviewAssets.css)!]).trimmingCharacters(in: .whitespacesAndNewlines)
            let body = String(ReviewAssets.css[Range(rule.range(at: 2), in: ReviewAssets.css)!])
            guard let text = Self.hexes(in: Self.value(of: "color", in: body)).first else { continue }
            let backgrounds = Self.hexes(in: Self.value(of: "background", in: body))
            for background in backgrounds.isEmpty ? ["#fff"] : backgrounds {
                let ratio = Self.contrast(text, background)
                #expect(ratio >= 4.5, "\(selector): \(text) on \(background) is \(ratio):1")
                checked += 1
            }
        }
        #expect(checked >= 10)
    }

    static func value(of property: String, in body: String) -> String {
        for declaration in body.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespacesAndNewlines) == property { return String(parts[1]) }
        }
        return ""
    }

    static func hexes(in text: String) -> [String] {
        let matches = try! NSRegularExpression(pattern: "#[0-9a-fA-F]{6}\\b|#[0-9a-fA-F]{3}\\b")
            .matches(in: text, range: NSRange(text.startIndex..., in: text))
        return matches.map { String(text[Range($0.range, in: text)!]) }
    }

    static func contrast(_ a: String, _ b: String) -> Double {
        func luminance(_ hex: String) -> Double {
            var digits = Array(hex.dropFirst())
            if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
            let channels = stride(from: 0, to: 6, by: 2).map { Double(Int(String(digits[$0..<$0 + 2]), radix: 16)!) / 255 }
                .map { $0 <= 0.03928 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
            return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }
}
