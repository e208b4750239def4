import Foundation

/// The screen's screenshot under the focus map: drawn at the screen's size in points (the image's
/// pixels divided by its scale), so each stop's frame, in points, falls on what it marks.
package struct MapImage: Codable, Hashable, Sendable {
    /// Where the SVG finds the image: a relative URL (the batch's stored copy) or a `data:` URL
    /// (a standalone map). Never text from a screen file as it was written: the callers make it.
    package var href: String

    package init(href: String) {
        self.href = href
    }

    func svg(width: String, height: String) -> String {
        "<image class=\"fm-shot\" href=\"\(SVGText.escape(href))\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" preserveAspectRatio=\"none\"/>\n"
    }
}

extension MapModel {
    /// Puts `image` under the map. A screen without a size in its file takes the image's size in
    /// points; one with a size keeps it, and the image is drawn over it.
    package mutating func underlay(_ image: MapImage, points: (width: Double, height: Double), screenSize: [Double]?) {
        self.image = image
        if screenSize?.count != 2, points.width > 0, points.height > 0 {
            width = points.width
            height = points.height
        }
    }
}

/// A stop's words inside its box on a map without a screenshot, when they fit on one line beside
/// the stop's number: never cut (a box too small shows none; the legend and the stop's name say them).
enum StopWords {
    /// Width of the words at 11 px, from a generous per-character estimate (wide for East Asian
    /// characters), so words shown never overflow their box.
    static func width(_ text: String) -> Double {
        text.unicodeScalars.reduce(0) { sum, scalar in
            let v = scalar.value
            let wide = (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
                || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFF60).contains(v) || (0x1F300...0x1FAFF).contains(v)
            return sum + (wide ? 11.5 : scalar.properties.isUppercase ? 7.8 : 6.6)
        }
    }

    static func svg(_ element: MapElement) -> String {
        let text = element.text.trimmingCharacters(in: .whitespacesAndNewlines)
        let left = element.frame.x + 26, room = element.frame.width - 30
        guard !text.isEmpty, element.frame.height >= 18, width(text) <= room,
              !text.contains(where: \.isNewline) else { return "" }
        let y = element.frame.y + min(element.frame.height / 2 + 4, 15.5)
        return "<text class=\"fm-words\" x=\"\(FocusMapSVG.number(left))\" y=\"\(FocusMapSVG.number(y))\">\(SVGText.escape(text))</text>\n"
    }
}

/// The legend of a standalone map, beside the screen as AccessibilitySnapshot puts it: per stop
/// its numbered badge and what VoiceOver calls the element, wrapped at word boundaries (never cut).
struct MapLegend {
    static let gap = 24.0, width = 320.0, lineHeight = 16.0
    let left: Double
    private(set) var height = 0.0
    private(set) var svg = ""

    init(stops: [MapElement], left: Double) {
        self.left = left
        var y = 0.0
        svg = "<g class=\"fm-legend\" aria-hidden=\"true\">\n"
        for stop in stops {
            let cx = left + 11, cy = y + 11
            svg += "<circle class=\"fm-key\" cx=\"\(FocusMapSVG.number(cx))\" cy=\"\(FocusMapSVG.number(cy))\" r=\"11\"/>"
            svg += "<text class=\"fm-number\" x=\"\(FocusMapSVG.number(cx))\" y=\"\(FocusMapSVG.number(cy + 4.5))\">\(stop.stop ?? 0)</text>\n"
            let lines = Self.wrap(stop.text.isEmpty ? stop.name : stop.text, width: Self.width - 32)
            for (index, line) in lines.enumerated() {
                let baseline = y + 15.5 + Double(index) * Self.lineHeight
                svg += "<text class=\"fm-legend\" x=\"\(FocusMapSVG.number(left + 30))\" y=\"\(FocusMapSVG.number(baseline))\">\(SVGText.escape(line))</text>\n"
            }
            y += max(26, Double(lines.count) * Self.lineHeight + 10)
        }
        svg += "</g>\n"
        height = y
    }

    /// Words in lines of at most `width` (StopWords' estimate at 12 px); a word longer than a
    /// line stands on its own line.
    static func wrap(_ text: String, width: Double) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(whereSeparator: \.isWhitespace).map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if !line.isEmpty, StopWords.width(candidate) * 12 / 11 > width {
                lines.append(line)
                line = word
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.isEmpty ? [""] : lines
    }
}
