import Foundation
import FuzzSupport

/// Any bytes as a screen file: the loader must accept or reject them with a `ScreenLoadError`,
/// never crash, and a screen it accepts must simulate or fail with a `SimulationError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScreenLoader(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    loadAndSimulate(data)
    return 0
}

/// SwiftPM links an executable's entry point as `<target>_main`; hand control to libFuzzer.
@_cdecl("FuzzScreenLoader_main")
public func fuzzScreenLoaderMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, fuzzScreenLoader)
}
