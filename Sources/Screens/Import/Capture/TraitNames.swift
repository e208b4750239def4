import Foundation

/// Trait names as captures write them ("Button", "SearchField", "UIAccessibilityTraitHeader",
/// "Toggle Button") to the screen format's traits.
enum TraitNames {
    /// The traits named in `list` (comma-separated, or already split), and the names that are none.
    static func parse(_ names: [String]) -> (traits: [Trait], unknown: [String]) {
        var traits: [Trait] = [], unknown: [String] = []
        for raw in names {
            let name = raw.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { continue }
            var key = String(name.lowercased().filter { $0.isLetter })
            if key.hasPrefix("uiaccessibilitytrait") { key.removeFirst("uiaccessibilitytrait".count) }
            if key == "none" { continue }
            if let trait = byKey[key] {
                if !traits.contains(trait) { traits.append(trait) }
            } else {
                unknown.append(name)
            }
        }
        return (traits, unknown)
    }

    /// Splits a `traits` attribute: "Button, Selected" or "Button,Selected".
    static func split(_ attribute: String) -> [String] {
        attribute.split(separator: ",").map { String($0) }
    }

    private static let byKey: [String: Trait] = {
        var table: [String: Trait] = [:]
        for trait in Trait.allCases { table[trait.rawValue.lowercased()] = trait }
        // Other spellings for the same traits, from older iOS and other tools.
        table["heading"] = .header
        table["switchbutton"] = .toggleButton
        table["switch"] = .toggleButton
        table["textfield"] = .textEntry
        table["keyboardkey"] = .keyboardKey
        return table
    }()
}
