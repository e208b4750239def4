import Foundation
import Screens
import Simulator

/// The property every importer's fuzzer checks: bytes that read as `format` import or fail with
/// an `ImportError`, and a screen that imports simulates or fails with a `SimulationError`.
/// Inputs that read as another format are skipped (each format has its own target). The language
/// is given, so the Latin word guess (Hunspell dictionaries, about a second) does not run each time.
public func importAndSimulate(_ data: Data, as format: CaptureFormat) {
    guard CaptureFormat.detect(data) == format else { return }
    let imported: ImportedScreen
    do {
        imported = try ScreenSource.load(data: data, path: "fuzz-capture", options: ImportOptions(language: "en-US"))
    } catch is ImportError {
        return
    } catch {
        fatalError("the \(format.displayName) importer threw something other than ImportError: \(error)")
    }
    do {
        _ = try Simulator(screen: imported.screen, profiles: FuzzVoices.store).run()
    } catch is SimulationError {
        return
    } catch {
        fatalError("the simulator threw something other than SimulationError on an imported \(format.displayName): \(error)")
    }
}
