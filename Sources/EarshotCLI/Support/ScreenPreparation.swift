import Foundation
import ScreenImport
import Simulator
import VoiceProfiles

/// Screen files read and simulated a little ahead of the render, in order, on a thread of their
/// own: the first while the engine worker starts, each next one while the one before is
/// rendered, so the engine does not sit idle for them between screens. Import warnings are kept
/// with the screen and printed when it is taken, so stderr stays in file order.
final class ScreenPreparation: @unchecked Sendable {
    struct Prepared {
        var imported: ImportedScreen
        var utterances: [Utterance]
    }

    /// How many screens may wait prepared: enough to hide the next one's preparation.
    private static let ahead = 2
    private let condition = NSCondition()
    private var results: [Result<Prepared, CommandFailure>?]
    private var taken = 0

    init(files: [String], store: VoiceProfileStore, settings: SimulationSettings) {
        results = Array(repeating: nil, count: files.count)
        let thread = Thread { [self] in
            for (index, file) in files.enumerated() {
                condition.lock()
                while index >= taken + Self.ahead { condition.wait() }
                condition.unlock()
                let result = Self.prepare(file, store: store, settings: settings)
                condition.lock()
                results[index] = result
                condition.broadcast()
                condition.unlock()
            }
        }
        thread.stackSize = 8 << 20  // deep screen trees are simulated recursively
        thread.start()
    }

    private static func prepare(_ file: String, store: VoiceProfileStore,
                                settings: SimulationSettings) -> Result<Prepared, CommandFailure> {
        do {
            let imported = try Environment.imported(file, reportingWarnings: false)
            let utterances = try Simulator(screen: imported.screen, profiles: store, settings: settings).run()
            return .success(Prepared(imported: imported, utterances: utterances))
        } catch let failure as CommandFailure {
            return .failure(failure)
        } catch let error as SimulationError {
            return .failure(.input("\(file): \(error.description)"))
        } catch {
            return .failure(.input("\(file): \(error)"))
        }
    }

    /// Screen `index` (taken in order, each once), waiting for it; its import warnings go to stderr.
    func take(_ index: Int, file: String) throws -> Prepared {
        condition.lock()
        while results[index] == nil { condition.wait() }
        let result = results[index]!
        results[index] = nil
        taken = index + 1
        condition.broadcast()
        condition.unlock()
        let prepared = try result.get()
        Environment.report(prepared.imported.warnings, for: file)
        return prepared
    }
}
