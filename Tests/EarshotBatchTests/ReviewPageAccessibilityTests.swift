import Foundation
import Testing
import TestSupport
@testable import EarshotBatch
@testable import ReviewSite

/// What makes the review page usable without a mouse and without sight, checked on a page
/// rendered from the real samples.
@Suite("The review page's accessibility", .serialized)
struct ReviewPageAccessibilityTests {
    /// The index and every screen's page of a batch of the samples.
    static let pages: (index: String, screens: [String]) = {
        let out = try! Repository.temporaryDirectory("review-a11y")
        let result = try! runEarshot(["batch", Repository.samples.path, "-o", out.path])
        precondition(result.status == 0, result.stderr)
        let index = try! String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let screens = BatchRunner.manifests(in: out).map {
            try! String(contentsOf: out.appendingPathComponent($0.folder).appendingPathComponent("review.html"), encoding: .utf8)
        }
        return (index, screens)
    }()

    @Test func landmarksHeadingsAndSkipLink() {
        let (index, screens) = Self.pages
        #expect(screens.count == Repository.sampleCount)
        for page in [index] + screens {
            #expect(page.contains("<html lang=\"en\">"))
            // The skip link is the first thing in the body, and it leads to <main>.
            let body = page.components(separatedBy: "-page\">").dropFirst().first ?? ""
            #expect(body.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("<a class=\"skip\" href=\"#main\">"))
            #expect(page.contains("<main id=\"main\" tabindex=\"-1\">"))
            #expect(page.components(separatedBy: "<h1").count == 2)
            // Headings go down one level at a time: h1, then h2, then h3.
            #expect(!page.contains("<h4"))
            if !page.contains("<h2") { #expect(!page.contains("<h3")) }
        }
        // The index: one row per screen, each a link to its page, in a table labelled by its heading.
        #expect(index.components(separatedBy: "/review.html\"").count - 1 == Repository.sampleCount)
        #expect(index.contains("<table class=\"screens no-baseline\" aria-labelledby=\"screens-h\">"))
        #expect(index.contains("<label>Name or source file <input type=\"search\" id=\"filter-text\""))
        // Every screen page leads back to the index and names its steps.
        for page in screens {
            #expect(page.contains("<a href=\"../index.html\">All screens</a>"))
            let labelled = try! NSRegularExpression(pattern: "<li class=\"step\" id=\"(step-[0-9]+)\" aria-labelledby=\"\\1-h\"")
                .numberOfMatches(in: page, range: NSRange(page.startIndex..., in: page))
            #expect(labelled > 0 && labelled == page.components(separatedBy: "<li class=\"step\"").count - 1)
        }
    }

    @Test func playersAreLabelledAndNothingTakesOverTheTabOrder() throws {
        let players = Self.pages.screens.joined().components(separatedBy: "<audio ").dropFirst()
        #expect(players.count > 100)
        for player in players {
            let tag = player.prefix { $0 != ">" }
            #expect(tag.hasPrefix("controls preload=\"none\" ") && tag.contains("aria-label=\""), "\(tag)")
        }
        // Tab order is reading order: no positive tabindex anywhere.
        for page in [Self.pages.index] + Self.pages.screens {
            let tabindexes = try NSRegularExpression(pattern: "tabindex=\"([^\"]*)\"")
                .matches(in: page, range: NSRange(page.startIndex..., in: page))
                .map { String(page[Range($0.range(at: 1), in: page)!]) }
            #expect(tabindexes == ["-1"])
        }
        // A visible focus style exists.
        #expect(ReviewAssets.css.contains(":focus-visible { outline: 3px solid"))
    }

    @Test func eachScreensTextCarriesItsLanguage() {
        let screens = Self.pages.screens.joined()
        for language in ["zh-CN", "pt-BR", "vi-VN", "en-US"] {
            #expect(screens.contains("<h1 lang=\"\(language)\">"), "\(language)")
            #expect(Self.pages.index.contains("lang=\"\(language)\">"), "\(language)")
        }
        #expect(screens.contains("srclang=\"zh-CN\""))
    }

    @Test func timelineKindsAreNamedInWordsNotOnlyColour() {
        let page = Self.pages.screens.joined()
        // Every box says what it is for a screen reader, and earcons and hint delays are named.
        #expect(page.contains("<span class=\"vh\">sound, "))
        #expect(page.contains("<span class=\"vh\">silence, "))
        #expect(page.contains("\u{266A} focusMoved"))
        #expect(page.contains("<span class=\"words\">hint delay 1.00 s</span></li>"))
    }

    /// One meaning of "stop": a focus stop in the map. The script's steps are steps, and no
    /// text is joined with a space before a comma.
    @Test func stopsAreFocusStopsAndStepsAreSteps() {
        let page = Self.pages.screens.joined()
        #expect(!page.contains("Stop 1:</h") && !page.contains(">Stop 1: next"))
        #expect(page.contains("<h3 id=\"step-2-h\">Step 2: next → "))
        #expect(page.contains("<span class=\"vh\">Stop 1: </span>"))
        #expect(!page.contains(" , "))
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
