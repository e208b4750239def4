
/// VoiceOver's modal rule works among siblings: a modal view hides the views beside it. A captured
/// alert sits several wrappers deep, beside nothing; UIKit hides the content behind it because
/// those wrappers are what is beside that content. So every ancestor of a modal element is made
/// modal too, up to the screen's top level, and the alert hides what is behind it as on a device.
enum ModalPropagation {
    /// Returns whether `elements` hold a modal element.
    @discardableResult
    static func apply(to elements: inout [Element]) -> Bool {
        var found = false
        for index in elements.indices where !elements[index].hidden && !elements[index].elementsHidden {
            if apply(to: &elements[index].children) { elements[index].viewIsModal = true }
            if elements[index].viewIsModal { found = true }
        }
        return found
    }
}
