import Foundation

/// XCUIElement.debugDescription: the "Element subtree:" section, one element a line, nested by
/// indentation: `Button, 0x6000..., {{16.0, 48.0}, {80.0, 44.0}}, identifier: 'close',
/// label: 'Close', Selected`. Quotes inside labels are not escaped and a label may run over several
/// lines, so a quoted value ends only at a quote followed by the next known field (or the end).
/// The "Attributes:", "Path to element:" and "Query chain:" sections are skipped.
enum DebugDescriptionParser: CaptureParser {
    static func parse(_ input: ScreenInput) throws -> Capture {
        let (data, path) = (input.data, input.path)
        guard let text = String(data: data, encoding: .utf8) else {
            throw ImportError(path: path, "not UTF-8 text; allowed: an XCUITest debugDescription dump")
        }
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let records = elementRecords(lines)
        guard !records.isEmpty else {
            throw ImportError(path: path, "no element lines such as \"Button, 0x…, {{x, y}, {w, h}}, label: '…'\"; allowed: an XCUITest debugDescription dump")
        }
        var warnings: [ImportWarning] = []
        var reported: Set<String> = []
        // (indent, element) for the open ancestors of the next line.
        var stack: [(indent: Int, element: CapturedElement)] = []
        var roots: [CapturedElement] = []

        func close(downTo indent: Int) {
            while let last = stack.last, last.indent >= indent {
                stack.removeLast()
                if stack.isEmpty { roots.append(last.element) } else { stack[stack.count - 1].element.children.append(last.element) }
            }
        }

        for record in records {
            close(downTo: record.indent)
            guard stack.count < CaptureLimits.maxDepth else {
                throw ImportError(path: path, line: record.line,
                                  "elements nested deeper than \(CaptureLimits.maxDepth) levels; allowed: at most \(CaptureLimits.maxDepth)")
            }
            let siblingIndex = stack.last?.element.children.count ?? roots.count
            var element = CapturedElement(kind: ElementKind(xcuiType: record.type) ?? .unknown, typeName: record.type,
                                          pathSegment: "\(record.type)[\(siblingIndex)]", line: record.line)
            let here = ElementPath.text(stack.map(\.element.pathSegment) + [element.pathSegment])
            for field in DebugDescriptionField.split(record.rest) {
                switch field {
                case .frame(let text):
                    element.frame = FrameText.parse(text)
                    if element.frame == nil {
                        warnings.append(ImportWarning(.badFrame, line: record.line, path: here,
                                                      "frame \(text) is not four numbers; the element keeps no frame"))
                    }
                case .keyed(let key, let value):
                    switch key {
                    case "identifier": element.identifier = value.isEmpty ? nil : value
                    case "label": element.label = value
                    case "value": element.value = value
                    case "placeholderValue": element.placeholder = value
                    case "pid", "title": break
                    default:
                        if reported.insert("key " + key).inserted {
                            warnings.append(ImportWarning(.ignoredField, line: record.line, path: here,
                                                          "field '\(key)' is not used (first seen here)"))
                        }
                    }
                case .flag(let flag):
                    switch flag {
                    case "Selected": element.selected = true
                    case "Disabled": element.enabled = false
                    case "Keyboard Focused", "Focused": element.focused = true
                    default:
                        if reported.insert("flag " + flag).inserted {
                            warnings.append(ImportWarning(.ignoredField, line: record.line, path: here,
                                                          "flag '\(flag)' is not used (first seen here)"))
                        }
                    }
                }
            }
            stack.append((record.indent, element))
        }
        close(downTo: 0)

        var elements = roots
        var size: [Double]?
        if elements.count == 1, elements[0].kind == .application {
            let application = elements.removeFirst()
            elements = application.children
            size = application.frame.map { [$0.width, $0.height] }
        }
        if size == nil, let window = elements.first(where: { $0.kind == .window }), let frame = window.frame {
            size = [frame.width, frame.height]
        }
        var capture = Capture(format: .xcuitestDescription, elements: elements)
        capture.screenSize = size
        capture.isFragment = size == nil
        capture.warnings = warnings
        return capture
    }

    /// Whether `text` is a debugDescription dump: it has the subtree header or element lines, with
    /// their addresses or without (pasted dumps often have them cut: `Cell, {{16.0, 168.0}, …}`).
    static func looksLikeDump(_ text: String) -> Bool {
        // Searched as UTF-8 and only the first 50 lines split off: every screen file a render
        // loads comes through here (Foundation's search and splitting all 64 KB cost ~2 ms).
        if containsBytes(text, "Element subtree:") { return true }
        return text.split(maxSplits: 50, whereSeparator: \.isNewline).prefix(50).contains { line in
            guard let header = header(of: line) else { return false }
            return header.hasAddress || header.rest.hasPrefix(", {{")
        }
    }

    /// Whether `text` contains `needle`, searched over the UTF-8 with memchr and memcmp (the
    /// standard library's generic `firstRange(of:)` cost ~3 % of a batch render's main thread).
    private static func containsBytes(_ text: String, _ needle: StaticString) -> Bool {
        var text = text
        let first = Int32(needle.utf8Start.pointee), length = needle.utf8CodeUnitCount
        return text.withUTF8 { haystack in
            guard var cursor = haystack.baseAddress, length > 0 else { return false }
            let end = cursor + haystack.count
            while end - cursor >= length, let found = memchr(cursor, first, end - cursor - length + 1) {
                let candidate = found.assumingMemoryBound(to: UInt8.self)
                if memcmp(candidate, needle.utf8Start, length) == 0 { return true }
                cursor = UnsafePointer(candidate) + 1
            }
            return false
        }
    }

    // MARK: Lines

    struct Record {
        var indent: Int
        var type: String
        var rest: Substring
        var line: Int
    }

    /// The element lines of the subtree section, continuation lines (of multi-line labels) joined.
    private static func elementRecords(_ lines: [Substring]) -> [Record] {
        let hasSubtreeHeader = lines.contains { $0.trimmingCharacters(in: .whitespaces) == "Element subtree:" }
        var inSubtree = !hasSubtreeHeader
        var records: [Record] = []
        var pendingBlank: [Substring] = []
        for (number, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if isSectionHeader(line) {
                inSubtree = trimmed == "Element subtree:"
                pendingBlank = []
                continue
            }
            guard inSubtree else { continue }
            // Everything is nested in the first element (the application): a line indented no
            // deeper than it belongs to a label.
            if let header = header(of: line), records.isEmpty || header.indent > records[0].indent,
               header.hasAddress || header.rest.hasPrefix(", {{") || records.isEmpty {
                records.append(Record(indent: header.indent, type: header.type, rest: header.rest, line: number + 1))
                pendingBlank = []
            } else if !records.isEmpty {
                // A label with line breaks continues on the next lines, unindented.
                if trimmed.isEmpty { pendingBlank.append(line); continue }
                let joined = (pendingBlank + [line]).joined(separator: "\n")
                records[records.count - 1].rest += "\n" + joined
                pendingBlank = []
            }
        }
        return records
    }

    private static func isSectionHeader(_ line: Substring) -> Bool {
        guard let first = line.first, !first.isWhitespace, line.hasSuffix(":") else { return false }
        return ["Attributes:", "Element subtree:", "Path to element:", "Query chain:"].contains(String(line))
    }

    /// `    →Window (Main), 0x6000..., rest`: indentation (the arrow counts), type, whether an
    /// address follows, and the rest from its first ", ".
    private static func header(of line: Substring) -> (indent: Int, type: String, hasAddress: Bool, rest: Substring)? {
        var index = line.startIndex
        var indent = 0
        while index < line.endIndex, line[index] == " " || line[index] == "\t" || line[index] == "→" {
            indent += 1
            index = line.index(after: index)
        }
        let typeStart = index
        guard index < line.endIndex, line[index].isUppercase, line[index].isASCII else { return nil }
        while index < line.endIndex, line[index].isLetter, line[index].isASCII { index = line.index(after: index) }
        let type = String(line[typeStart..<index])
        // An optional qualifier: `Window (Main)`.
        if line[index...].hasPrefix(" ("), let close = line[index...].firstIndex(of: ")") {
            index = line.index(after: close)
        }
        let rest = line[index...]
        guard rest.isEmpty || rest.hasPrefix(", ") else { return nil }
        var hasAddress = false
        if rest.hasPrefix(", 0x") {
            var cursor = rest.index(rest.startIndex, offsetBy: 4)
            while cursor < rest.endIndex, rest[cursor].isHexDigit { cursor = rest.index(after: cursor) }
            let after = rest[cursor...]
            hasAddress = cursor > rest.index(rest.startIndex, offsetBy: 4) && (after.isEmpty || after.hasPrefix(", "))
            return hasAddress ? (indent, type, true, after) : (indent, type, false, rest)
        }
        return (indent, type, false, rest)
    }
}
