
/// CGRect as Foundation prints it, `{{x, y}, {width, height}}`, used by idb's AXFrame and by
/// XCUITest's debugDescription.
enum FrameText {
    /// The frame, or nil when the text is not four finite numbers in that shape.
    static func parse(_ text: Substring) -> Frame? {
        let numbers = text.split { $0 == "{" || $0 == "}" || $0 == "," || $0 == " " }
        guard numbers.count == 4, text.first == "{", text.last == "}" else { return nil }
        let values = numbers.compactMap { Double($0) }
        guard values.count == 4, values.allSatisfy(\.isFinite) else { return nil }
        return Frame(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// A frame from four optional numbers (WDA's x, y, width, height; idb's `frame` object).
    static func frame(_ x: Double?, _ y: Double?, _ width: Double?, _ height: Double?) -> Frame? {
        guard let x, let y, let width, let height, [x, y, width, height].allSatisfy(\.isFinite) else { return nil }
        return Frame(x: x, y: y, width: width, height: height)
    }
}
