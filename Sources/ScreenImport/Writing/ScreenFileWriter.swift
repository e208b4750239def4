import Foundation
import ScreenModel

/// The screen files Earshot writes (what `earshot import` produces), in either of the screen
/// format's syntaxes. Defaults are left out, so a file shows only what the screen sets.
public enum ScreenFileWriter {
    public enum Syntax: String, CaseIterable, Sendable {
        case yaml, json
    }

    public static func text(_ screen: Screen, as syntax: Syntax = .yaml) -> String {
        let document = ScreenDocument.node(screen)
        switch syntax {
        case .yaml: return YAMLEmitter.text(document)
        case .json: return JSONEmitter.text(document)
        }
    }

    public static func data(_ screen: Screen, as syntax: Syntax = .yaml) -> Data {
        Data(text(screen, as: syntax).utf8)
    }
}
