import Foundation
import Screens
import TestSupport

/// The capture fixtures, written from the formats' field descriptions.
enum Fixtures {
    static let directory = Repository.root.appendingPathComponent("Tests/ScreenImportTests/Fixtures")

    static let all = [
        "appium-settings.xml", "appium-alert.xml", "appium-tabs-cjk.xml",
        "idb-settings-flat.json", "idb-alert-nested.json",
        "xcuitest-settings.txt", "xcuitest-alert-cjk.txt",
    ]

    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    static func load(_ name: String) throws -> ImportedScreen {
        try ScreenSource.load(contentsOf: url(name))
    }

    /// Imports text given inline, as a capture saved under `name`.
    static func load(text: String, name: String = "inline") throws -> ImportedScreen {
        try ScreenSource.load(data: Data(text.utf8), path: name)
    }
}

/// The focus stops of a screen in tree order, by the screen format's rules 1–4 of the VoiceOver
/// model (pruning, an accessible parent hides its children, the last modal sibling alone). Frame
/// order is the Simulator's business; these tests check which stops exist and what they hold.
enum Stops {
    static func of(_ screen: Screen) -> [Element] { of(screen.elements) }

    static func of(_ elements: [Element]) -> [Element] {
        var visible = elements.filter { !$0.hidden && !$0.elementsHidden }
        if let modal = visible.lastIndex(where: \.viewIsModal) { visible = [visible[modal]] }
        return visible.flatMap { element -> [Element] in
            element.isFocusStop ? [element] : of(element.children)
        }
    }


    /// Every element of the tree, depth first.
    static func all(_ elements: [Element]) -> [Element] {
        elements.flatMap { [$0] + all($0.children) }
    }

    /// The tab bars' children that are stops (the tabs).
    static func tabs(_ screen: Screen) -> [Element] {
        all(screen.elements).filter { $0.has(.tabBar) }.flatMap { of($0.children) }
    }
}

extension ImportedScreen {
    func warnings(_ kind: ImportWarning.Kind) -> [ImportWarning] { warnings.filter { $0.kind == kind } }
}
