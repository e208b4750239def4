import CEspeakNG
import Foundation

/// libespeak-ng's functions, opened with `dlopen` at first use instead of linked.
///
/// The library pulls in some forty shared libraries (PulseAudio, X11, codecs) that the dynamic
/// loader would otherwise map and relocate at the start of every `earshot` process, about 5 ms
/// of a 12 ms start, though only the engine worker and in-process synthesis ever call it. The
/// header module gives the types; nothing links the library (see the module map).
///
/// `@unchecked Sendable`: it holds only the library handle and function pointers, constants once
/// loaded; calling them is what `EspeakEngine` serializes.
struct EspeakLibrary: @unchecked Sendable {
    typealias SynthCallback = @convention(c) (UnsafeMutablePointer<Int16>?, Int32, UnsafeMutablePointer<espeak_EVENT>?) -> Int32
    typealias URICallback = @convention(c) (Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32

    let info: @convention(c) (UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> UnsafePointer<CChar>?
    let initializePath: @convention(c) (UnsafePointer<CChar>?) -> Void
    let initialize: @convention(c) (UnsafeMutablePointer<OpaquePointer?>?) -> espeak_ng_STATUS
    let initializeOutput: @convention(c) (espeak_ng_OUTPUT_MODE, Int32, UnsafePointer<CChar>?) -> espeak_ng_STATUS
    let sampleRate: @convention(c) () -> Int32
    let setSynthCallback: @convention(c) (SynthCallback?) -> Void
    let setURICallback: @convention(c) (URICallback?) -> Void
    let synthesize: @convention(c) (UnsafeRawPointer?, Int, UInt32, espeak_POSITION_TYPE, UInt32, UInt32,
                                    UnsafeMutablePointer<UInt32>?, UnsafeMutableRawPointer?) -> espeak_ng_STATUS
    let textToPhonemes: @convention(c) (UnsafeMutablePointer<UnsafeRawPointer?>?, Int32, Int32) -> UnsafePointer<CChar>?
    let setVoiceByName: @convention(c) (UnsafePointer<CChar>?) -> espeak_ng_STATUS
    let setVoiceByFile: @convention(c) (UnsafePointer<CChar>?) -> espeak_ng_STATUS
    let setParameter: @convention(c) (espeak_PARAMETER, Int32, Int32) -> espeak_ng_STATUS

    /// The process's copy, opened once.
    static let shared: Result<EspeakLibrary, SpeechEngineError> = {
        do throws(SpeechEngineError) { return .success(try open()) } catch { return .failure(error) }
    }()

    /// The names libespeak-ng is opened by, first found wins. Linux: the soname of Debian's
    /// libespeak-ng1 (what libespeak-ng-dev's `-lespeak-ng` resolves to). macOS (not yet run,
    /// docs/install.md): the install name on the loader's path, then Homebrew's prefixes on Apple
    /// silicon and Intel, where `brew install espeak-ng` puts it.
    static let names: [String] = {
        #if canImport(Darwin)
        ["libespeak-ng.1.dylib", "/opt/homebrew/lib/libespeak-ng.1.dylib", "/usr/local/lib/libespeak-ng.1.dylib"]
        #else
        ["libespeak-ng.so.1"]
        #endif
    }()

    /// The first of `names` that opens, or the reasons none did.
    private static func openEspeak() -> Result<(handle: UnsafeMutableRawPointer, name: String), SpeechEngineError> {
        var reasons: [String] = []
        for name in names {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) { return .success((handle, name)) }
            reasons.append(dlerror().map { String(cString: $0) } ?? "\(name): not found")
        }
        return .failure(.libraryNotFound(reasons.joined(separator: "; ")))
    }

    private static func open() throws(SpeechEngineError) -> EspeakLibrary {
        let (handle, soname) = try openEspeak().get()
        func symbol<T>(_ name: String) throws(SpeechEngineError) -> T {
            guard let address = dlsym(handle, name) else { throw .libraryNotFound("\(soname) has no \(name)") }
            return unsafeBitCast(address, to: T.self)
        }
        return EspeakLibrary(
            info: try symbol("espeak_Info"), initializePath: try symbol("espeak_ng_InitializePath"),
            initialize: try symbol("espeak_ng_Initialize"), initializeOutput: try symbol("espeak_ng_InitializeOutput"),
            sampleRate: try symbol("espeak_ng_GetSampleRate"), setSynthCallback: try symbol("espeak_SetSynthCallback"),
            setURICallback: try symbol("espeak_SetUriCallback"), synthesize: try symbol("espeak_ng_Synthesize"),
            textToPhonemes: try symbol("espeak_TextToPhonemes"), setVoiceByName: try symbol("espeak_ng_SetVoiceByName"),
            setVoiceByFile: try symbol("espeak_ng_SetVoiceByFile"), setParameter: try symbol("espeak_ng_SetParameter"))
    }
}
