import Foundation
import FuzzSupport
import ScreenLoader
import ScreenModel
import Simulator
import VoiceProfiles

/// Any bytes as a screen file: the loader must accept or reject them with a `ScreenLoadError`,
/// never crash, and a screen it accepts must simulate or fail with a `SimulationError`.
private let limits = fuzzLimits
private let voices = FuzzVoices.store

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScreenLoader(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
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

/// SwiftPM links an executable's entry point as `<target>_main`; hand control to libFuzzer.
@_cdecl("FuzzScreenLoader_main")
public func fuzzScreenLoaderMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, fuzzScreenLoader)
}
