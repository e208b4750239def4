
/// The traits an element gets from its type, or from the capture's own traits, and its value.
extension CaptureMapper {
    /// The element's traits, and the trait names in the capture that are none.
    static func traits(for node: CapturedElement, context: Context, label: String) -> (traits: [Trait], unknownNames: [String]) {
        let isBack = node.kind == .backButton
            || (node.kind == .button && (node.identifier == "BackButton" || (context.inNavigationBar && backLabels.contains(label.lowercased()))
                || context.isBackButtonPlace(node.frame, label: label)))
        var traits: [Trait]
        if let names = node.traitNames {
            let parsed = TraitNames.parse(names)
            traits = parsed.traits
            // Private traits the public list cannot carry, from the element's type.
            let structural: [Trait] = switch node.kind {
            case .textField, .textView: node.kind == .textField ? [.textEntry] : []
            case .secureTextField: [.secureTextField]
            case .toggle: [.button, .toggleButton]
            case .tabBar: [.tabBar]
            default: []
            }
            for trait in structural + (isBack ? [.backButton] : []) where !traits.contains(trait) { traits.append(trait) }
            if node.kind == .secureTextField { traits.removeAll { $0 == .textEntry } }
            return (traits, parsed.unknown)
        }
        switch node.kind {
        case .button, .tab: traits = isBack ? [.button, .backButton] : [.button]
        case .backButton: traits = [.button, .backButton]
        case .staticText:
            // UIKit's navigation bar title is a heading.
            let isTitle = context.isNavigationTitle(label, node.frame) || (context.inNavigationBar && context.navigationTextCount == 1)
            traits = isTitle ? [.staticText, .header] : [.staticText]
        case .header: traits = [.header]
        case .searchField: traits = [.searchField]
        case .textField: traits = [.textEntry]
        case .secureTextField: traits = [.secureTextField]
        case .textView: traits = [.staticText]
        case .toggle: traits = [.button, .toggleButton]
        case .adjustable: traits = [.adjustable]
        case .stepper: traits = node.children.isEmpty ? [.adjustable] : []
        case .link: traits = [.link]
        case .image: traits = [.image]
        case .key: traits = [.keyboardKey]
        case .tabBar: traits = [.tabBar]
        case .progress: traits = [.updatesFrequently]
        case .container where node.children.isEmpty && !label.isEmpty && context.isNavigationTitle(label, node.frame):
            // A custom title view (an Other holding the title) is the bar's heading too.
            traits = [.header]
        default: traits = []
        }
        return (traits, [])
    }

    static let backLabels: Set<String> = ["back", "返回", "назад", "voltar", "quay lại", "zurück", "retour", "atrás", "indietro", "戻る"]

    /// A switch's state as VoiceOver reads it: 1 on, 0 off, 2 mixed.
    static func switchValue(_ value: String) -> String {
        switch value.lowercased() {
        case "1", "true", "on", "yes": "1"
        case "0", "false", "off", "no": "0"
        case "2", "mixed": "2"
        default: value
        }
    }

    /// XCUIElementTypeSegmentedControl, idb's "segmented control", AXSegmentedControl.
    static func isSegmentedControl(_ typeName: String) -> Bool {
        typeName.lowercased().filter { $0.isLetter }.hasSuffix("segmentedcontrol")
    }
}
