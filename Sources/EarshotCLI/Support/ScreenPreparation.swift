import EarshotSupport
import Foundation
import Pipeline
import Renderer
import ScreenImport

/// Screen files read and simulated a little ahead of the render, in order, on a thread of their
/// own: the first while the engine worker starts, each next one while the one before is
/// rendered, so the engine does not sit idle for them between screens. Import warnings are kept
/// with the screen and printed when it is taken, so stderr stays in file order.
final class ScreenPreparation: Sendable {
    /// Two screens may wait prepared: enough to hide the next one's preparation.
    private let ready = HandOff<Result<PreparedScreen, CommandFailure>>(capacity: 2)

    /// `normalizers`, when given, get each screen's normalizers built: its language's before the
    /// screen is handed over, the others' right after (see ``RenderPipeline/prepareNormalizers(for:in:screenLanguageOnly:)``).
    init(files: [String], pipeline: RenderPipeline, options: ImportOptions = ImportOptions(), normalizers: NormalizerCache? = nil) {
        let thread = Thread { [ready] in
            for file in files {
                let prepared = Result { try Environment.stage { try pipeline.prepare(file: file, options: options) } }
                    .mapError { $0 as? CommandFailure ?? .input("\(file): \($0)") }
                guard let normalizers, case .success(let screen) = prepared else {
                    ready.put(prepared)
                    continue
                }
                // The screen's own language first: its first phrases need only that one. The
                // screen is handed over then, and its other languages' normalizers are built while
                // it starts rendering (the renderer, asking for one being built, waits for it).
                pipeline.prepareNormalizers(for: screen, in: normalizers, screenLanguageOnly: true)
                ready.put(prepared)
                pipeline.prepareNormalizers(for: screen, in: normalizers)
            }
            ready.close()
        }
        thread.stackSize = 8 << 20  // deep screen trees are simulated recursively
        thread.start()
    }

    /// The next screen (files are taken in order, each once), waiting for it; its import
    /// warnings go to stderr.
    func next(file: String) throws -> PreparedScreen {
        guard let result = ready.take() else { preconditionFailure("more screens taken than files given") }
        let prepared = try result.get()
        Environment.report(prepared.imported.warnings, for: file)
        return prepared
    }
}
