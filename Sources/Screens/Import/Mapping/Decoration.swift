
/// Views that captures list but VoiceOver never stops on: a table row's disclosure chevron and
/// checkmark (UIKit folds them into the row: Button, Selected), images with no label of their
/// own, and scroll indicators. Recognized by type, label and shape, never by app.
enum Decoration: Equatable {
    /// A row's disclosure chevron: the row reads as a Button.
    case disclosureIndicator
    /// A row's checkmark accessory: the row reads as Selected.
    case checkmark
    /// An image with no label, or only its asset's name for one.
    case unlabelledImage(assetName: String?)
    /// A scroll view's scroll indicator.
    case scrollBar

    /// The decoration `element` is, or nil when VoiceOver would read it. `inRow`: inside a table
    /// or collection cell, where a small trailing image or dimmed button is the accessory.
    static func of(_ element: CapturedElement, inRow: Bool) -> Decoration? {
        if ScrollBarDetection.isScrollBar(element) { return .scrollBar }
        guard element.children.isEmpty || element.kind == .image else { return nil }
        let names = [element.label, element.identifier ?? ""].map { $0.lowercased() }
        let isAccessoryKind = element.kind == .image || element.kind == .button || element.kind == .unknown
        if isAccessoryKind, names.contains(where: { name in chevronNames.contains { name.contains($0) } }),
           element.label.isEmpty || AssetName.matches(element.label) || chevronNames.contains(element.label.lowercased())
            || element.enabled == false {
            return .disclosureIndicator
        }
        if isAccessoryKind, inRow, names.contains(where: { $0 == "checkmark" || $0.hasPrefix("checkmark.") }),
           element.label.isEmpty || AssetName.matches(element.label) || element.label.lowercased() == "checkmark" {
            return .checkmark
        }
        if element.kind == .image, element.label.isEmpty || AssetName.matches(element.label) {
            return .unlabelledImage(assetName: element.label.isEmpty ? nil : element.label)
        }
        return nil
    }

    /// SF Symbol and UIKit names of the disclosure indicator, in image names and labels.
    private static let chevronNames = ["chevron", "disclosure", "accessoryindicator"]
}
