import Audit
import Foundation
import Screens

extension Environment {
    /// A screen file (with its elements' lines) or a capture, as `audit` and `map` read them; a
    /// rejected file is bad input (exit 1), and a capture's import warnings go to stderr.
    static func audited(_ file: String, options: ImportOptions = ImportOptions()) throws -> AuditSource.Loaded {
        let loaded: AuditSource.Loaded
        do {
            loaded = try AuditSource.load(contentsOf: URL(fileURLWithPath: file), options: options)
        } catch let error as ScreenLoadError {
            throw CommandFailure.input(error.description)
        } catch let error as ImportError {
            throw CommandFailure.input(error.description)
        }
        report(loaded.warnings, for: file)
        return loaded
    }
}
