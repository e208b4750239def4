import Foundation
import FuzzSupport

/// Any bytes that read as XCUITest debugDescription text through the importer and the Simulator:
/// an `ImportError` or a screen that simulates, never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCapture(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    importAndSimulate(data, as: .xcuitestDescription)
    return 0
}

/// SwiftPM links an executable's entry point as `<target>_main`; hand control to libFuzzer.
@_cdecl("FuzzXCUITestDescription_main")
public func fuzzCaptureMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, fuzzCapture)
}
