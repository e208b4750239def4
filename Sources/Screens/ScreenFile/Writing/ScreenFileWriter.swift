import Foundation

/// The screen files Earshot writes (what `earshot import` produces), in either of the screen
/// format's syntaxes. Defaults are left out, so a file shows only what the screen sets.
package enum ScreenFileWriter {
    package enum Syntax: String, CaseIterable, Sendable {
        case yaml, json
    }

    /// `comments`: the import's warnings, written in YAML as comments beside the elements they
    /// name (by id) and at the top of the file for the others, so a user sees each guess where
    /// it can be corrected. JSON has no comments.
    package static func text(_ screen: Screen, as syntax: Syntax = .yaml, comments: [ImportWarning] = []) -> String {
        var notes: [String: [String]] = [:]
        for warning in comments {
            if let id = warning.elementID {
                notes[id, default: []].append(warning.message)
            } else {
                // Not beside an element (it was dropped, or the warning is about the file): the
                // file's header says where in the capture.
                let place = [warning.line.map { "line \($0)" }, warning.path.isEmpty ? nil : warning.path].compactMap { $0 }
                notes["", default: []].append((place.isEmpty ? "" : place.joined(separator: ", ") + ": ") + warning.message)
            }
        }
        let document = ScreenDocument.node(screen, notes: notes)
        switch syntax {
        case .yaml: return YAMLEmitter.text(document)
        case .json: return JSONEmitter.text(document)
        }
    }

    package static func data(_ screen: Screen, as syntax: Syntax = .yaml, comments: [ImportWarning] = []) -> Data {
        Data(text(screen, as: syntax, comments: comments).utf8)
    }
}
