import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Appium XCUITest driver / WebDriverAgent page source: XML whose root is `AppiumAUT` (holding an
/// `XCUIElementTypeApplication`) or the application itself. Every attribute but `type` is
/// optional, as WebDriverAgent versions differ.
enum AppiumSourceParser: CaptureParser {
    static func parse(_ input: ScreenInput) throws -> Capture {
        let (data, path) = (input.data, input.path)
        // FoundationXML traps on a name that is not UTF-8 (a force unwrap in its SAX callbacks):
        // bytes that are not UTF-8 are refused before they reach it. WebDriverAgent writes UTF-8.
        if let offset = data.withUnsafeBytes(UTF8Validation.firstInvalidOffset) {
            let line = data.prefix(offset).reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            throw ImportError(path: path, line: line, "a byte that is not UTF-8 here; allowed: a WebDriverAgent page source in UTF-8")
        }
        // FoundationXML also crashes on a processing instruction without data (`<?name?>`: it
        // reads the missing data as a C string). WebDriverAgent writes none but the declaration.
        if let offset = processingInstructionOffset(in: data) {
            let line = data.prefix(offset).reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            throw ImportError(path: path, line: line, "a processing instruction (<?…?>) here; allowed: a WebDriverAgent page source, whose only one is the <?xml …?> declaration at its start")
        }
        let builder = Builder()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        let parsed = parser.parse()
        if let failure = builder.failure { throw ImportError(path: path, line: failure.line, failure.message) }
        guard parsed, parser.parserError == nil else {
            // XMLParser's error codes differ between platforms; the line is what helps.
            throw ImportError(path: path, line: parser.lineNumber,
                              "not well-formed XML here; allowed: a WebDriverAgent page source")
        }
        if let unclosed = builder.unclosed {
            throw ImportError(path: path, line: unclosed.line,
                              "not well-formed XML: <\(unclosed.typeName)> is never closed; allowed: a WebDriverAgent page source")
        }
        guard let application = builder.application else {
            throw ImportError(path: path, "no XCUIElementTypeApplication element; allowed: a WebDriverAgent page source whose root is AppiumAUT or XCUIElementTypeApplication")
        }
        var capture: Capture
        if application.kind == .application || application.kind == .window {
            capture = Capture(format: .appiumSource, elements: application.children)
            capture.screenSize = application.frame.map { [$0.width, $0.height] }
        } else {
            // Part of a page source (an alert, a tab bar, a table) pasted without its application.
            capture = Capture(format: .appiumSource, elements: [application])
            capture.isFragment = true
        }
        capture.warnings = builder.warnings
        capture.substitutesValues = true
        return capture
    }

    /// Where a `<?` opens anything but the XML declaration at the start of the document (after a
    /// byte order mark and blank space).
    static func processingInstructionOffset(in data: Data) -> Int? {
        let bytes = [UInt8](data)
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        let declaration = Array("<?xml".utf8)
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") {
                let isDeclaration = index == start && bytes[index...].starts(with: declaration)
                    && index + declaration.count < bytes.count && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index + declaration.count])
                if !isDeclaration { return index }
            }
            index += 1
        }
        return nil
    }

    /// The attributes that are read, and those that are known and deliberately not used.
    private static let readAttributes: Set<String> = [
        "type", "name", "label", "value", "enabled", "visible", "accessible", "x", "y", "width", "height",
        "traits", "placeholderValue", "selected",
    ]
    private static let unusedAttributes: Set<String> = ["index", "hittable", "focused", "uid"]

    private final class Builder: NSObject, XMLParserDelegate {
        var application: CapturedElement?
        var warnings: [ImportWarning] = []
        var failure: (line: Int, message: String)?
        private var stack: [CapturedElement] = []
        /// The innermost element still open when the document ended (a truncated capture).
        var unclosed: CapturedElement? { stack.last }
        private var wrapperDepth = 0
        private var reportedAttributes: Set<String> = []
        private var rootSeen = false

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            if !rootSeen {
                rootSeen = true
                if elementName == "AppiumAUT" { wrapperDepth = 1; return }
                guard elementName.hasPrefix("XCUIElementType") else {
                    fail(parser, "the root element is <\(elementName)>; allowed: AppiumAUT or XCUIElementTypeApplication")
                    return
                }
            }
            guard stack.count < CaptureLimits.maxDepth else {
                fail(parser, "elements nested deeper than \(CaptureLimits.maxDepth) levels; allowed: at most \(CaptureLimits.maxDepth)")
                return
            }
            let typeName = attributes["type"] ?? elementName
            let siblingIndex = stack.last?.children.count ?? 0
            let shortName = typeName.hasPrefix("XCUIElementType") ? String(typeName.dropFirst(15)) : typeName
            var element = CapturedElement(kind: ElementKind(xcuiType: typeName) ?? .unknown, typeName: typeName,
                                          pathSegment: "\(shortName)[\(siblingIndex)]", line: parser.lineNumber)
            read(attributes, into: &element, line: parser.lineNumber)
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?) {
            guard let element = stack.popLast() else { return }
            if stack.isEmpty {
                if application == nil { application = element }
            } else {
                stack[stack.count - 1].children.append(element)
            }
        }

        private func read(_ attributes: [String: String], into element: inout CapturedElement, line: Int) {
            let label = attributes["label"] ?? ""
            element.label = label
            element.value = attributes["value"] ?? ""
            // WebDriverAgent's `name` is the identifier, or the label when there is none.
            if let name = attributes["name"], !name.isEmpty, name != label { element.identifier = name }
            element.placeholder = attributes["placeholderValue"]
            element.traitNames = attributes["traits"].map(TraitNames.split)
            element.enabled = attributes["enabled"].flatMap(Self.bool)
            element.visible = attributes["visible"].flatMap(Self.bool)
            element.accessible = attributes["accessible"].flatMap(Self.bool)
            element.selected = attributes["selected"].flatMap(Self.bool)
            let numbers = ["x", "y", "width", "height"].map { attributes[$0] }
            if numbers.allSatisfy({ $0 != nil }) {
                element.frame = FrameText.frame(Double(numbers[0]!), Double(numbers[1]!), Double(numbers[2]!), Double(numbers[3]!))
                if element.frame == nil {
                    warnings.append(ImportWarning(.badFrame, line: line, path: path(element),
                                                  "x, y, width, height are not four numbers; the element keeps no frame"))
                }
            }
            for name in attributes.keys.sorted() where !AppiumSourceParser.readAttributes.contains(name)
                && !AppiumSourceParser.unusedAttributes.contains(name) && !reportedAttributes.contains(name) {
                reportedAttributes.insert(name)
                warnings.append(ImportWarning(.ignoredField, line: line, path: path(element),
                                              "attribute '\(name)' is not used (first seen here)"))
            }
        }

        private func path(_ element: CapturedElement) -> String {
            ElementPath.text(stack.map(\.pathSegment) + [element.pathSegment])
        }

        private func fail(_ parser: XMLParser, _ message: String) {
            if failure == nil { failure = (parser.lineNumber, message) }
            parser.abortParsing()
        }

        static func bool(_ text: String) -> Bool? {
            switch text.lowercased() {
            case "true", "1", "yes": true
            case "false", "0", "no": false
            default: nil
            }
        }
    }
}

/// Bounds that keep a hostile capture from exhausting the stack.
enum CaptureLimits {
    static let maxDepth = 512
}
