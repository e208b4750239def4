
/// What the element says: the `label`, `value`, `hint`, `traits` and `language` keys.
extension Element {
    /// accessibilityIdentifier: names the element for `order`, the script and transcripts.
    public func id(_ id: String) -> Element { with { $0.id = id } }

    /// The `label` key: what VoiceOver says first.
    public func label(_ label: String) -> Element { with { $0.label = label } }

    /// The `value` key: said after the label and traits.
    public func value(_ value: String) -> Element { with { $0.value = value } }

    /// The `hint` key: said after the hint delay.
    public func hint(_ hint: String) -> Element { with { $0.hint = hint } }

    /// Sets the traits, replacing any given before (the screen file's `traits` list).
    public func traits(_ traits: Trait...) -> Element { with { $0.traits = traits } }

    /// Adds traits to those already given, as SwiftUI's `accessibilityAddTraits` does.
    public func addTraits(_ traits: Trait...) -> Element {
        with { element in element.traits += traits.filter { !element.traits.contains($0) } }
    }

    /// accessibilityLanguage: the voice this element is spoken with.
    public func language(_ language: String) -> Element { with { $0.language = language } }
}
