import Foundation
import ScreenLoader
import ScreenModel
import Simulator
import VoiceProfiles

/// Any bytes as a screen file: the loader must accept or reject them with a `ScreenLoadError`,
/// never crash, and a screen it accepts must simulate or fail with a `SimulationError`.
/// Small limits keep each run fast while still reaching every limit check.
private let limits = LoaderLimits(maxFileBytes: 1 << 16, maxDepth: 64, maxNodes: 20_000, maxElements: 500,
                                  maxTextLength: 2_000, maxScriptSteps: 200)
private let voices = FuzzVoices.store

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScreenLoader(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let screen: Screen
    do {
        screen = try ScreenLoader.load(data: data, path: "fuzz.yaml", limits: limits)
    } catch is ScreenLoadError {
        return 0
    } catch {
        fatalError("the loader threw something other than ScreenLoadError: \(error)")
    }
    do {
        _ = try Simulator(screen: screen, profiles: voices).run()
    } catch is SimulationError {
        return 0
    } catch {
        fatalError("the simulator threw something other than SimulationError: \(error)")
    }
    return 0
}
