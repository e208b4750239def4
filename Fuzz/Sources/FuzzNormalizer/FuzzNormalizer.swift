import Foundation
import FuzzSupport
import Normalizer
import VoiceProfiles

/// Any text through the Normalizer, for every voice profile and punctuation level: the first byte
/// picks the profile and the level, the rest is the text (invalid UTF-8 becomes U+FFFD, as the
/// loader would never pass it on). It must return, never crash or loop.
private let normalizers: [TextNormalizer] = FuzzVoices.store.profiles.flatMap { profile in
    PunctuationLevel.allCases.map { TextNormalizer(profile: profile, punctuation: $0) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNormalizer(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: start, count: count)
    let normalizer = normalizers[Int(bytes[0]) % normalizers.count]
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    _ = normalizer.normalize(text)
    return 0
}

/// SwiftPM links an executable's entry point as `<target>_main`; hand control to libFuzzer.
@_cdecl("FuzzNormalizer_main")
public func fuzzNormalizerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, fuzzNormalizer)
}
