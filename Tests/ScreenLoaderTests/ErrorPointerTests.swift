import Foundation
import Screens
import Testing

/// Each error says what is wrong where it is wrong, in one line of reasonable length, and points
/// to where the whole list is rather than printing it.
@Suite("Errors that point")
struct ErrorPointerTests {
    static let screen = "name: s\nlanguage: en-US\nelements:\n  - {id: a, label: A, traits: [button]}\n"

    @Test func aBareStepGivenAnArgumentSaysItTakesNone() {
        let message = rejection(Self.screen + "script:\n  - next\n  - activate: b\n")
        #expect(message.hasPrefix("screen.yaml:7:5: script[1]: activate takes no argument"), "\(message)")
        #expect(!message.contains("unknown script step") && !message.contains("did you mean"), "\(message)")
    }

    @Test func anUnclosedQuoteIsReportedWhereItOpens() {
        let yaml = "name: s\nlanguage: en-US\nelements:\n  - {id: a, label: A}\n  - {id: b, label: \"B, traits: [button]}\n"
            + "  - {id: c, label: C}\n  - {id: d, label: D}\n  - {id: e, label: E}\n"
        let message = rejection(yaml)
        #expect(message.hasPrefix("screen.yaml:5:20: YAML syntax: the quote opened here is never closed"), "\(message)")
    }

    @Test func wordsFromOtherToolsGetAPointer() {
        let tab = rejection("name: s\nelements:\n  - {label: Home, traits: [tab]}\n")
        #expect(tab.contains("unknown trait 'tab' (did you mean 'tabBar'?)"), "\(tab)")
        let segment = rejection("name: s\nelements:\n  - {label: Day, traits: [segment]}\n")
        #expect(segment.contains("elements[0].traits[0]: 'segment' is no trait: write the element key `segmentedControl: true`"), "\(segment)")
        let placeholder = rejection("name: s\nelements:\n  - {traits: [textEntry], placeholder: Email}\n")
        #expect(placeholder.contains("elements[0].placeholder: unknown key 'placeholder' in element: a text field's placeholder"), "\(placeholder)")
        #expect(placeholder.contains("`label`"), "\(placeholder)")
    }

    /// The whole list of traits, keys or steps is in docs/screen-format.md; the line names the
    /// likely fix and a few words, well under 200 characters.
    @Test(arguments: [
        "name: s\nelements:\n  - {label: A, traits: [buton]}\n",
        "name: s\nelements:\n  - {label: A, colour: red}\n",
        "name: s\nelements:\n  - {label: A}\nscript:\n  - jump\n",
        "name: s\nelements:\n  - {label: A}\nscript:\n  - jump: 3\n",
    ])
    func longListsAreNotPrinted(_ yaml: String) {
        let message = rejection(yaml)
        #expect(message.count < 160, "\(message.count) characters: \(message)")
        #expect(message.contains("in all: docs/screen-format.md)"), "\(message)")
    }

    @Test func aShortListIsPrintedWhole() {
        #expect(ScreenProblem(problem: "x", allowed: "a, b, c").line(file: "f") == "f: x; allowed: a, b, c")
    }
}
