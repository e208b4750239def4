
/// A grouped table's or collection's section header (UITableViewHeaderFooterView, a SwiftUI
/// `Section` header) reads as a Heading, so the Headings rotor reaches it. Captures type it as
/// `Other` holding a static text, or as the text alone, among the list's children. A text-only
/// child of a list between a row-less stretch and the next row is a header; a text right after
/// rows is their section's footer and stays plain text (a header that directly follows the
/// previous section's rows, with no footer or spacer between, is therefore read as plain text). Where the capture lists traits (modern
/// WebDriverAgent, idb) they decide instead.
enum SectionHeaders {
    static func mark(_ children: [CapturedElement]) -> [CapturedElement] {
        var result = children
        for index in result.indices where result[index].kind != .cell {
            let texts = textOnly(result[index])
            guard let texts, !texts.isEmpty, texts.count <= 2 else { continue }
            let frame = textFrame(result[index])
            // A row laid out above this text is stale (scrolled away): it is not the next row.
            guard let next = result[(index + 1)...].first(where: { hasContent($0) && !isAbove($0, frame) }),
                  next.kind == .cell else { continue }
            if let previous = result[..<index].last(where: hasContent), previous.kind == .cell {
                guard let frame, let above = previous.frame, let below = next.frame,
                      below.y - frame.maxY < frame.y - above.maxY else { continue }
            }
            var header = result[index]
            // The capture lists traits: a header says so itself.
            if statedTraits(header) != nil { continue }
            header.kind = .staticText
            header.label = texts.joined(separator: ", ")
            header.value = ""
            header.children = []
            header.accessible = nil
            header.inferredTraits.append(.header)
            header.guesses.append("a text before the list's rows: read as its section header (Heading)")
            result[index] = header
        }
        return result
    }

    /// The texts of a view holding only static text, or nil when it holds anything else.
    private static func textOnly(_ element: CapturedElement) -> [String]? {
        switch element.kind {
        case .staticText, .header: return element.shownText
        case .container, .unknown:
            var texts: [String] = []
            for child in element.children {
                if Decoration.of(child, inRow: false) != nil { continue }
                guard let inner = textOnly(child) else { return nil }
                texts += inner
            }
            return element.children.isEmpty ? element.shownText : texts
        default: return nil
        }
    }

    /// The traits list of the element or its text, when the capture gives one.
    private static func statedTraits(_ element: CapturedElement) -> [String]? {
        if element.kind == .staticText || element.kind == .header { return element.traitNames }
        var found: [String]?
        CapturedElement.visit(element.children) { child in
            if found == nil, child.kind == .staticText || child.kind == .header { found = child.traitNames }
        }
        return found
    }

    /// Where the text itself is: a header view is taller than its text, which sits at its bottom.
    private static func textFrame(_ element: CapturedElement) -> Frame? {
        if element.kind == .staticText || element.kind == .header { return element.frame }
        var found: Frame?
        CapturedElement.visit(element.children) { child in
            if found == nil, child.kind == .staticText || child.kind == .header { found = child.frame }
        }
        return found ?? element.frame
    }

    private static func isAbove(_ element: CapturedElement, _ frame: Frame?) -> Bool {
        guard let frame, let other = element.frame else { return false }
        return other.maxY <= frame.y
    }

    private static func hasContent(_ element: CapturedElement) -> Bool {
        if element.kind == .cell { return true }
        if !element.shownText.isEmpty { return true }
        var found = false
        CapturedElement.visit(element.children) { if !$0.shownText.isEmpty || $0.kind.isControl { found = true } }
        return found
    }
}
