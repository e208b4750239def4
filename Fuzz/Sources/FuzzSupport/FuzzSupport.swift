import Foundation
import Screens
import Simulator
import VoiceProfiles

/// The repository's Voices/ folder, found from this file's place (Fuzz/Sources/<target>/).
public enum FuzzVoices {
    public static let store: VoiceProfileStore = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        do {
            return try VoiceProfileStore(directory: root.appendingPathComponent("Voices"))
        } catch {
            fatalError("cannot read Voices/: \(error)")
        }
    }()
}

/// libFuzzer's driver (compiler-rt, linked by `-sanitize=fuzzer`).
@_silgen_name("LLVMFuzzerRunDriver")
public func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Small limits keep each execution fast while still reaching every limit check.
public let fuzzLimits = LoaderLimits(maxFileBytes: 1 << 16, maxDepth: 64, maxNodes: 20_000, maxElements: 500,
                                     maxTextLength: 2_000, maxScriptSteps: 200)

/// The property both screen fuzzers check: bytes load or fail with a `ScreenLoadError`, and a
/// screen that loads simulates or fails with a `SimulationError`. Anything else stops the fuzzer.
public func loadAndSimulate(_ data: Data) {
    let screen: Screen
    do {
        screen = try ScreenLoader.load(data: data, path: "fuzz.yaml", limits: fuzzLimits)
    } catch is ScreenLoadError {
        return
    } catch {
        fatalError("the loader threw something other than ScreenLoadError: \(error)")
    }
    do {
        _ = try Simulator(screen: screen, profiles: FuzzVoices.store).run()
    } catch is SimulationError {
        return
    } catch {
        fatalError("the simulator threw something other than SimulationError: \(error)")
    }
}
