import Foundation

/// `idb ui describe-all` output: a JSON array of elements, flat (the default) or nested
/// (`--nested`, with `children`); also one JSON object per line. Keys are AX attribute names
/// (AXLabel, AXValue, AXUniqueId, AXFrame) and idb's own (frame, type, role, role_description,
/// subrole, custom_actions, enabled, help, traits).
///
/// AXe's `describe-ui` (cameroncooke/AXe, which XcodeBuildMCP runs) writes the same JSON through
/// the same FBSimulatorControl serializer, always nested, with two differences read here: every
/// element has `"traits": []` (a placeholder: AXe never asks for traits), and some versions name
/// the identifier `AXIdentifier`.
enum IdbDescriptionParser: CaptureParser {
    static func parse(_ input: ScreenInput) throws -> Capture {
        let path = input.path
        let objects = try topLevelObjects(input)
        var context = Context()
        var elements: [CapturedElement] = []
        for (index, object) in objects.enumerated() {
            elements.append(try element(object, index: index, parents: [], context: &context, path: path))
        }
        let isFlat = !objects.contains { ($0["children"] as? [Any])?.isEmpty == false }
        var size: [Double]?
        // The application is the root (nested) or the first entry (flat); its frame is the screen.
        if let appIndex = elements.firstIndex(where: { $0.kind == .application }) {
            let application = elements.remove(at: appIndex)
            size = application.frame.map { [$0.width, $0.height] }
            elements.insert(contentsOf: application.children, at: appIndex)
        }
        elements = isFlat ? FlatListStructure.rebuild(elements) : NestedTabRuns.group(elements)
        elements = TrailingStatusBar.restore(elements)
        if !CapturedElement.anyListsTraits(elements) {
            // Empty lists everywhere say nothing (AXe's placeholder): the types decide.
            if CapturedElement.count(in: elements, where: { $0.traitNames != nil }) > 0 {
                context.warnings.append(ImportWarning(.ignoredField, path: "", "no element lists a trait (AXe writes an empty 'traits' list for every element): the traits come from the element types"))
            }
            CapturedElement.forgetTraitLists(&elements)
        }
        var capture = Capture(format: .idbDescription, elements: elements)
        capture.screenSize = size
        capture.isFragment = size == nil && !elements.contains { $0.kind == .window }
        capture.warnings = context.warnings
        return capture
    }

    private struct Context {
        var warnings: [ImportWarning] = []
        var reportedKeys: Set<String> = []

        mutating func reportOnce(_ key: String, path: String, _ message: String) {
            guard !reportedKeys.contains(key) else { return }
            reportedKeys.insert(key)
            warnings.append(ImportWarning(.ignoredField, path: path, message))
        }
    }

    private static let usedKeys: Set<String> = [
        "AXLabel", "AXValue", "AXUniqueId", "AXIdentifier", "AXFrame", "frame", "type", "role", "role_description",
        "subrole", "custom_actions", "enabled", "help", "traits", "children", "title",
    ]
    private static let unusedKeys: Set<String> = ["pid", "content_required"]

    /// The elements at the top: of the JSON as parsed when it was recognized, else of each line.
    private static func topLevelObjects(_ input: ScreenInput) throws -> [[String: Any]] {
        let path = input.path
        guard let parsed = input.json else {
            // idb without --json prints one object per line.
            let lines = String(decoding: input.data, as: UTF8.self).split(whereSeparator: \.isNewline)
                .filter { !$0.allSatisfy(\.isWhitespace) }
            var objects: [[String: Any]] = []
            for (number, line) in lines.enumerated() {
                guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                    throw ImportError(path: path, line: lines.count > 1 ? number + 1 : nil,
                                      "not valid JSON; allowed: idb ui describe-all output (a JSON array of elements)")
                }
                objects.append(object)
            }
            return objects
        }
        if let object = parsed as? [String: Any] { return [object] }
        guard let array = parsed as? [Any] else {
            throw ImportError(path: path, "the JSON is neither an array nor an object; allowed: idb ui describe-all output")
        }
        return try array.enumerated().map { index, item in
            guard let object = item as? [String: Any] else {
                throw ImportError(path: path, "[\(index)] is not an object; allowed: an array of idb element objects")
            }
            return object
        }
    }

    private static func element(_ object: [String: Any], index: Int, parents: [String], context: inout Context,
                                path: String) throws -> CapturedElement {
        guard parents.count < CaptureLimits.maxDepth else {
            throw ImportError(path: path, "elements nested deeper than \(CaptureLimits.maxDepth) levels; allowed: at most \(CaptureLimits.maxDepth)")
        }
        let type = string(object["type"]), role = string(object["role"])
        let typeName = type ?? role ?? "element"
        var element = CapturedElement(kind: kind(of: object) ?? .unknown, typeName: typeName,
                                      pathSegment: "\(typeName)[\(index)]")
        let here = ElementPath.text(parents + [element.pathSegment])
        element.label = string(object["AXLabel"]) ?? ""
        element.value = string(object["AXValue"]) ?? ""
        if role == "AXRadioButton", let state = number(object["AXValue"]), state == 0 || state == 1 {
            // A radio button (a tab, a segment) states as its value whether it is the chosen
            // one: that is the selected trait, not words VoiceOver reads.
            element.selected = state == 1
            element.value = ""
        }
        element.identifier = (string(object["AXUniqueId"]) ?? string(object["AXIdentifier"])).flatMap { $0.isEmpty ? nil : $0 }
        element.hint = string(object["help"]) ?? ""
        element.enabled = object["enabled"] as? Bool
        element.frame = frame(object)
        if element.frame == nil, object["frame"] != nil || object["AXFrame"] != nil {
            context.warnings.append(ImportWarning(.badFrame, path: here, "frame is not four numbers; the element keeps no frame"))
        }
        switch object["traits"] {
        case let list as [Any]: element.traitNames = list.compactMap { string($0) }
        case let text as String: element.traitNames = TraitNames.split(text)
        default: break
        }
        if let actions = object["custom_actions"] as? [Any] {
            element.customActions = actions.compactMap { action in
                if let name = action as? String { return name }
                let entry = action as? [String: Any]
                return string(entry?["name"]) ?? string(entry?["title"])
            }.filter { !$0.isEmpty }
        }
        if let title = string(object["title"]), !title.isEmpty, title != element.label {
            context.reportOnce("title", path: here, "key 'title' is not used (first seen here: '\(title)')")
        }
        for key in object.keys.sorted() where !usedKeys.contains(key) && !unusedKeys.contains(key) {
            context.reportOnce(key, path: here, "key '\(key)' is not used (first seen here)")
        }
        if let children = object["children"] as? [Any] {
            for (childIndex, child) in children.enumerated() {
                guard let childObject = child as? [String: Any] else { continue }
                element.children.append(try self.element(childObject, index: childIndex, parents: parents + [element.pathSegment],
                                                         context: &context, path: path))
            }
        }
        return element
    }

    /// The most specific of subrole, role_description, type and role that names a known kind.
    private static func kind(of object: [String: Any]) -> ElementKind? {
        if let subrole = string(object["subrole"]), let kind = roleKinds[subrole] { return kind }
        if let description = string(object["role_description"])?.lowercased(),
           let kind = descriptionKinds[description] { return kind }
        if let type = string(object["type"]), let kind = ElementKind(xcuiType: type) ?? roleKinds["AX" + type] { return kind }
        if let role = string(object["role"]) {
            return roleKinds[role] ?? ElementKind(xcuiType: role.hasPrefix("AX") ? String(role.dropFirst(2)) : role)
        }
        return nil
    }

    private static let descriptionKinds: [String: ElementKind] = [
        "application": .application, "window": .window, "group": .container, "button": .button,
        "back button": .backButton, "tab": .tab, "text": .staticText, "static text": .staticText,
        "heading": .header, "link": .link, "image": .image, "search field": .searchField,
        "search text field": .searchField, "text field": .textField, "secure text field": .secureTextField,
        "text view": .textView, "switch": .toggle, "switch button": .toggle, "toggle button": .toggle,
        "toggle": .toggle, "slider": .adjustable, "adjustable": .adjustable, "stepper": .stepper,
        "picker": .adjustable, "key": .key, "keyboard key": .key, "keyboard": .keyboard,
        "tab bar": .tabBar, "navigation bar": .navigationBar, "alert": .alert, "dialog": .alert,
        "cell": .cell, "status bar": .statusBar, "table": .list, "collection": .list, "list": .list,
        "web content": .webView, "web view": .webView, "html content": .webView, "progress indicator": .progress,
    ]

    private static let roleKinds: [String: ElementKind] = [
        "AXApplication": .application, "AXWindow": .window, "AXGroup": .container, "AXButton": .button,
        "AXStaticText": .staticText, "AXHeading": .header, "AXLink": .link, "AXImage": .image,
        "AXTextField": .textField, "AXSearchField": .searchField, "AXSecureTextField": .secureTextField,
        "AXTextArea": .textView, "AXSwitch": .toggle, "AXCheckBox": .toggle, "AXToggle": .toggle,
        "AXSlider": .adjustable, "AXIncrementor": .stepper, "AXTabButton": .tab, "AXTabBarButton": .tab, "AXTabGroup": .tabBar,
        "AXRadioButton": .button, "AXCell": .cell, "AXKeyboardKey": .key, "AXProgressIndicator": .progress,
        "AXBackButton": .backButton, "AXHeader": .header, "AXTable": .list, "AXList": .list,
        "AXWebArea": .webView, "AXStatusBar": .statusBar,
    ]

    private static func frame(_ object: [String: Any]) -> Frame? {
        if let frame = object["frame"] as? [String: Any] {
            return FrameText.frame(number(frame["x"]), number(frame["y"]), number(frame["width"]), number(frame["height"]))
        }
        if let text = object["AXFrame"] as? String { return FrameText.parse(Substring(text)) }
        return nil
    }

    private static func number(_ value: Any?) -> Double? {
        if let number = value as? NSNumber { return number.doubleValue }
        if let text = value as? String { return Double(text) }
        return nil
    }

    /// A string, or a number written as the capture would show it; nil for null and others.
    private static func string(_ value: Any?) -> String? {
        switch value {
        case let text as String: return text
        case let flag as Bool: return flag ? "1" : "0"
        case let number as NSNumber:
            let double = number.doubleValue
            return double.rounded() == double && abs(double) < 1e15 ? String(Int64(double)) : "\(double)"
        default: return nil
        }
    }
}
