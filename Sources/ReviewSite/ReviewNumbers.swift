/// Numbers as the review page writes them: fixed decimals by integer arithmetic (no locale, and
/// far cheaper than `String(format:)` on pages with tens of thousands of boxes).
package enum ReviewNumbers {
    /// `value` rounded to `decimals` (0...3) places: `1.250`.
    static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        let scale = [1, 10, 100, 1000][max(0, min(3, decimals))]
        let scaled = Int((abs(value) * Double(scale)).rounded())
        var text = String(scaled / scale)
        if scale > 1 {
            let fraction = String(scaled % scale)
            text += "." + String(repeating: "0", count: String(scale).count - 1 - fraction.count) + fraction
        }
        return (value < 0 && scaled != 0 ? "-" : "") + text
    }

    /// `5,000`: a count with its thousands grouped, as the page's English text groups them.
    static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// `1.25 s`
    static func seconds(_ value: Double) -> String {
        fixed(value, decimals: 2) + " s"
    }

    /// `12.500%`, clamped to 0...100, for positions in a strip.
    static func percent(_ value: Double) -> String {
        fixed(max(0, min(100, value)), decimals: 3) + "%"
    }

    /// `0.25`, `0.5`, `2`: a tick's seconds without trailing zeros.
    static func compact(_ value: Double) -> String {
        var text = fixed(value, decimals: 2)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
