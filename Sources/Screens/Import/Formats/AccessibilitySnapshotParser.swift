import Foundation

/// cashapp/AccessibilitySnapshot's hierarchy JSON: the `[AccessibilityHierarchy]` that
/// `AccessibilityHierarchyParser.parseAccessibilityHierarchy` returns, encoded with JSONEncoder.
/// Unlike the other captures it lists the accessibility elements VoiceOver visits (not views), with
/// what no other capture carries: hints, custom content, custom actions and rotors, input labels,
/// the element's language, and the containers (list, landmark, data table, tab bar, semantic
/// group). So it needs none of CaptureMapper's guesses: each element is a stop, each container a
/// container, as the model states them.
///
/// The model's Codable form (Swift's synthesized enum coding): an element is
/// `{"element": {"_0": {…}, "traversalIndex": N}}`, a container
/// `{"container": {"_0": {"type": {"list": {}}, "frame": [[x, y], [w, h]]}, "children": […]}}`;
/// traits are a list of names; a shape is `{"type": "frame", "frame": …}` or a path.
enum AccessibilitySnapshotParser {
    struct Result {
        var elements: [Element]
        var warnings: [ImportWarning]
        /// The language most elements state (`accessibilityLanguage`), if more than half do.
        var statedLanguage: String?
    }

    /// Reads the JSON as parsed when the input was recognized (``ScreenInput/json``).
    static func parse(_ input: ScreenInput) throws -> Result {
        let path = input.path
        guard let parsed = input.json else {
            throw ImportError(path: path, "not valid JSON; allowed: AccessibilitySnapshot's [AccessibilityHierarchy] encoded with JSONEncoder")
        }
        let roots: [Any]
        if let array = parsed as? [Any] { roots = array } else if let object = parsed as? [String: Any] { roots = [object] } else {
            throw ImportError(path: path, "the JSON is neither an array nor an object; allowed: AccessibilitySnapshot's [AccessibilityHierarchy]")
        }
        var reader = Reader(path: path)
        var nodes: [Node] = []
        for (index, root) in roots.enumerated() {
            nodes.append(try reader.node(root, place: "[\(index)]", depth: 0))
        }
        nodes.sort { $0.sortIndex < $1.sortIndex }
        var elements = nodes.map { reader.element($0, inTabBar: false) }
        reader.resolveRotors(&elements)
        return Result(elements: elements, warnings: reader.warnings, statedLanguage: reader.statedLanguage)
    }

    /// One hierarchy entry as read, before it becomes an Element.
    private struct Node {
        var place: String
        var sortIndex: Int
        var element: ElementFields?
        var container: ContainerFields?
        var children: [Node] = []
    }

    private struct ElementFields {
        var description = "", label = "", value = "", hint = "", identifier: String?
        var traitNames: [String] = []
        var frame: Frame?
        var activationPoint: Point?
        var customActions: [String] = []
        var customContent: [CustomContent] = []
        var rotors: [(name: String, results: [String])] = []
        var language: String?
        var inputLabels: [String] = []
    }

    private struct ContainerFields {
        var type: String
        var label = "", value = ""
        var frame: Frame?
    }

    private struct Reader {
        let path: String
        var warnings: [ImportWarning] = []
        private var reportedTraits: Set<String> = []
        private var identifiers = IdentifierAssignment()
        private var languages: [String: Int] = [:]
        private var elementCount = 0
        /// Each element's AccessibilitySnapshot description and the id it got: rotors name their
        /// results by description.
        private var idsByDescription: [String: String] = [:]
        private var pendingRotors: [(id: String, place: String, rotors: [(name: String, results: [String])])] = []

        init(path: String) { self.path = path }

        var statedLanguage: String? {
            guard let (language, count) = languages.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
                  count * 2 > elementCount else { return nil }
            return language
        }

        private func fail(_ place: String, _ message: String) -> ImportError {
            ImportError(path: path, "\(place): \(message); allowed: AccessibilitySnapshot's [AccessibilityHierarchy] encoded with JSONEncoder")
        }

        // MARK: Reading the JSON

        mutating func node(_ any: Any, place: String, depth: Int) throws -> Node {
            guard depth < CaptureLimits.maxDepth else {
                throw ImportError(path: path, "containers nested deeper than \(CaptureLimits.maxDepth) levels; allowed: at most \(CaptureLimits.maxDepth)")
            }
            guard let object = any as? [String: Any] else { throw fail(place, "not an object") }
            if let entry = object["element"] as? [String: Any] {
                guard let fields = entry["_0"] as? [String: Any] else { throw fail(place, "an element without its \"_0\" fields") }
                let index = (entry["traversalIndex"] as? NSNumber).map { Self.clampedInt($0) } ?? Int.max
                return Node(place: place, sortIndex: index, element: element(fields, place: place))
            }
            if let entry = object["container"] as? [String: Any] {
                guard let fields = entry["_0"] as? [String: Any] else { throw fail(place, "a container without its \"_0\" fields") }
                var node = Node(place: place, sortIndex: Int.max, container: try container(fields, place: place))
                for (index, child) in ((entry["children"] as? [Any]) ?? []).enumerated() {
                    node.children.append(try self.node(child, place: "\(place)/\(node.container!.type)[\(index)]", depth: depth + 1))
                }
                node.children.sort { $0.sortIndex < $1.sortIndex }
                node.sortIndex = node.children.map(\.sortIndex).min() ?? Int.max
                return node
            }
            throw fail(place, "neither \"element\" nor \"container\"")
        }

        private mutating func element(_ object: [String: Any], place: String) -> ElementFields {
            var fields = ElementFields()
            fields.description = object["description"] as? String ?? ""
            fields.label = object["label"] as? String ?? ""
            fields.value = object["value"] as? String ?? ""
            fields.hint = object["hint"] as? String ?? ""
            fields.identifier = (object["identifier"] as? String).flatMap { $0.isEmpty ? nil : $0 }
            fields.traitNames = (object["traits"] as? [Any])?.compactMap { $0 as? String } ?? []
            fields.frame = Self.shapeFrame(object["shape"])
            if object["usesDefaultActivationPoint"] as? Bool == false, let point = Self.point(object["activationPoint"]) {
                fields.activationPoint = point
            }
            fields.customActions = ((object["customActions"] as? [Any]) ?? []).compactMap { $0 as? String }.filter { !$0.isEmpty }
            fields.customContent = ((object["customContent"] as? [Any]) ?? []).compactMap { entry in
                guard let entry = entry as? [String: Any], let label = entry["label"] as? String,
                      let value = entry["value"] as? String else { return nil }
                return CustomContent(label: label, value: value, importance: entry["isImportant"] as? Bool == true ? .high : .default)
            }
            fields.rotors = ((object["customRotors"] as? [Any]) ?? []).compactMap { entry in
                guard let entry = entry as? [String: Any], let name = entry["name"] as? String, !name.isEmpty else { return nil }
                let results = ((entry["resultMarkers"] as? [Any]) ?? []).compactMap { ($0 as? [String: Any])?["elementDescription"] as? String }
                return (name, results)
            }
            fields.language = (object["accessibilityLanguage"] as? String).flatMap { $0.isEmpty ? nil : $0 }
            fields.inputLabels = ((object["userInputLabels"] as? [Any]) ?? []).compactMap { $0 as? String }.filter { !$0.isEmpty }
            elementCount += 1
            if let language = fields.language { languages[language, default: 0] += 1 }
            return fields
        }

        private func container(_ object: [String: Any], place: String) throws -> ContainerFields {
            guard let type = object["type"] as? [String: Any], let name = type.keys.sorted().first else {
                throw fail(place, "a container without a type")
            }
            var fields = ContainerFields(type: name)
            let details = type[name] as? [String: Any] ?? [:]
            fields.label = details["label"] as? String ?? ""
            fields.value = details["value"] as? String ?? ""
            fields.frame = Self.rect(object["frame"])
            return fields
        }

        private static func clampedInt(_ number: NSNumber) -> Int {
            let value = number.doubleValue
            guard value.isFinite else { return Int.max }
            return Int(max(-1e15, min(1e15, value)))
        }

        /// `[[x, y], [w, h]]`, as CGRect's Codable form, which the model keeps.
        private static func rect(_ any: Any?) -> Frame? {
            guard let pair = any as? [Any], pair.count == 2, let origin = point(pair[0]), let size = point(pair[1]) else { return nil }
            return FrameText.frame(origin.x, origin.y, size.x, size.y)
        }

        private static func point(_ any: Any?) -> Point? {
            guard let pair = any as? [Any], pair.count == 2, let x = (pair[0] as? NSNumber)?.doubleValue,
                  let y = (pair[1] as? NSNumber)?.doubleValue, x.isFinite, y.isFinite else { return nil }
            return Point(x: x, y: y)
        }

        /// A frame shape's rectangle, or the bounds of a path's points.
        private static func shapeFrame(_ any: Any?) -> Frame? {
            guard let shape = any as? [String: Any] else { return nil }
            if let frame = rect(shape["frame"]) { return frame }
            guard let elements = shape["pathElements"] as? [Any] else { return nil }
            var points: [Point] = []
            for case let element as [String: Any] in elements {
                for case let step as [String: Any] in element.values {
                    points += step.values.compactMap(point)
                }
            }
            guard let first = points.first else { return nil }
            var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
            for point in points {
                minX = min(minX, point.x); minY = min(minY, point.y); maxX = max(maxX, point.x); maxY = max(maxY, point.y)
            }
            return FrameText.frame(minX, minY, maxX - minX, maxY - minY)
        }

        // MARK: Making elements

        mutating func element(_ node: Node, inTabBar: Bool) -> Element {
            if let fields = node.container {
                let children = node.children.map { element($0, inTabBar: fields.type == "tabBar") }
                var container = Element(frame: fields.frame, children: children)
                switch fields.type {
                case "list": container.containerType = .list
                case "landmark": container.containerType = .landmark
                case "tabBar": container.traits = [.tabBar]
                case "semanticGroup":
                    container.containerType = .semanticGroup
                    container.label = fields.label
                    container.value = fields.value
                    container.isAccessibilityElement = false
                case "dataTable":
                    // The simulator counts a table's rows and columns from its cells' frames.
                    container.containerType = .dataTable
                default:
                    warnings.append(ImportWarning(.unknownType, path: node.place, "container type '\(fields.type)' is not known: read as a plain container"))
                }
                return container
            }
            return stop(node.element ?? ElementFields(), place: node.place, inTabBar: inTabBar)
        }

        private mutating func stop(_ fields: ElementFields, place: String, inTabBar: Bool) -> Element {
            var local: [ImportWarning] = []
            func warn(_ kind: ImportWarning.Kind, _ message: String) { local.append(ImportWarning(kind, path: place, message)) }

            var traits: [Trait] = []
            var names = Set(fields.traitNames)
            // tabBarItem says "Tab": in the screen format a tab is a stop in a tab bar.
            if names.remove("tabBarItem") != nil, !inTabBar {
                warn(.ambiguous, "a tab bar item outside a tab bar container: read without \"Tab\"")
            }
            // textArea (a text view) is carried: with textEntry it gives the text-area hint.
            let parsed = TraitNames.parse(fields.traitNames.filter(names.contains))
            traits = parsed.traits
            if traits.contains(.secureTextField) { traits.removeAll { $0 == .textEntry } }
            for name in parsed.unknown where reportedTraits.insert(name).inserted {
                warn(.unknownTrait, "trait '\(name)' is not one of the screen format's traits; ignored")
            }
            var element = Element(label: fields.label, value: fields.value, hint: ownHint(fields, traits: traits, warn: warn),
                                  traits: traits, frame: fields.frame, language: fields.language, isAccessibilityElement: true,
                                  customActions: fields.customActions, customContent: fields.customContent,
                                  inputLabels: fields.inputLabels, activationPoint: fields.activationPoint)
            if element.label.isEmpty, element.value.isEmpty, element.hint.isEmpty, !fields.description.isEmpty, traits.isEmpty {
                // With no label or value, the parser moves the hint into the description.
                element.hint = fields.description
            }
            // Every element is a stop; the screen file says so only where its default does not.
            var byDefault = element
            byDefault.isAccessibilityElement = nil
            if byDefault.isFocusStop { element.isAccessibilityElement = nil }
            if !fields.label.isEmpty, !fields.description.contains(fields.label), !traits.contains(.backButton) {
                warn(.ambiguous, "AccessibilitySnapshot's description '\(fields.description)' does not contain the label '\(fields.label)': the label is read")
            }
            let base = ReadableID.from(element.label) ?? ReadableID.from(element.value)
                ?? fields.identifier.flatMap(ReadableID.from) ?? "element"
            let assigned = identifiers.next(for: base)
            element.id = assigned.id
            if !fields.description.isEmpty, idsByDescription[fields.description] == nil { idsByDescription[fields.description] = assigned.id }
            if !fields.rotors.isEmpty { pendingRotors.append((assigned.id, place, fields.rotors)) }
            for index in local.indices { local[index].elementID = assigned.id }
            warnings += local
            return element
        }

        /// The app's hint. The parser stores the hint VoiceOver speaks: a switch's and an adjustable
        /// element's system hint comes after the app's, as the last sentence ("Reminds you. Double
        /// tap to toggle setting."), and a text field's replaces it. The simulator adds system
        /// hints itself, so they are taken off here (by place, in any language).
        private func ownHint(_ fields: ElementFields, traits: [Trait], warn: (ImportWarning.Kind, String) -> Void) -> String {
            let enabled = !traits.contains(.notEnabled)
            let hint = fields.hint
            if enabled, traits.contains(.textEntry) || traits.contains(.secureTextField) || fields.traitNames.contains("textArea") {
                if !hint.isEmpty { warn(.ambiguous, "a text field's hint in this capture is VoiceOver's own ('\(hint)'): the app's hint, if any, is not in it") }
                return ""
            }
            let isSwitch = traits.contains(.toggleButton)
            let isAdjustable = traits.contains(.adjustable) && !isSwitch
                && !(fields.label.isEmpty && fields.value.isEmpty)
            guard enabled, isSwitch || isAdjustable, !hint.isEmpty else { return hint }
            // "APP. SYSTEM." or "SYSTEM.": the app's part ends at the last sentence break.
            let body = hint.hasSuffix(".") ? String(hint.dropLast()) : hint
            guard let cut = body.range(of: ". ", options: .backwards) else { return "" }
            return String(body[..<cut.lowerBound]) + "."
        }

        /// Custom rotors name their results by description: each becomes the id of the element
        /// with that description; results not found are warned about.
        mutating func resolveRotors(_ elements: inout [Element]) {
            guard !pendingRotors.isEmpty else { return }
            var rotorsByID: [String: [CustomRotor]] = [:]
            for pending in pendingRotors {
                for rotor in pending.rotors {
                    let items = rotor.results.compactMap { idsByDescription[$0] }
                    if items.count < rotor.results.count {
                        warnings.append(ImportWarning(.ambiguous, path: pending.place, elementID: pending.id,
                                                      "custom rotor '\(rotor.name)': \(rotor.results.count - items.count) of its \(rotor.results.count) results name no element of the capture; left out"))
                    }
                    rotorsByID[pending.id, default: []].append(CustomRotor(name: rotor.name, items: items))
                }
            }
            func attach(_ elements: inout [Element]) {
                for index in elements.indices {
                    if let id = elements[index].id, let rotors = rotorsByID[id] { elements[index].customRotors = rotors }
                    attach(&elements[index].children)
                }
            }
            attach(&elements)
        }
    }
}
