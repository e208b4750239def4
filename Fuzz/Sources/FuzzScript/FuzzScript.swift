import Foundation
import FuzzSupport

/// A fixed screen (buttons, a slider, a list, a tab bar, a modal, custom content and actions)
/// with the fuzzed bytes as its `script:` section, loaded and run through the Simulator. Every
/// step kind, any order, any arguments: the session must finish or fail with one clean error.
private let screenHead = """
    name: fuzz
    language: en-US
    size: [390, 844]
    elements:
      - {id: back, label: Back, traits: [button, backButton], frame: [8, 48, 60, 44]}
      - {id: title, label: Title, traits: [header], frame: [140, 52, 110, 36]}
      - id: list
        containerType: list
        children:
          - {id: wifi, label: Wi-Fi, value: "1", traits: [toggleButton], frame: [16, 120, 358, 44]}
          - {id: level, label: Level, value: 50%, traits: [adjustable], steps: [0%, 50%, 100%], frame: [16, 172, 358, 44]}
          - {id: field, label: Name, value: Anna, traits: [textEntry], frame: [16, 224, 358, 44]}
      - id: card
        label: Card
        customContent: [{label: Age, value: three, importance: high}, {label: Size, value: big}]
        customActions: [Adopt, Share]
        frame: [16, 300, 358, 88]
      - {id: link, label: Help, traits: [link], frame: [16, 400, 358, 44]}
      - id: tabs
        traits: [tabBar]
        frame: [0, 780, 390, 64]
        children:
          - {id: t1, label: Home, traits: [button, selected], frame: [0, 780, 130, 64]}
          - {id: t2, label: Search, traits: [button], frame: [130, 780, 130, 64]}
    script:

    """
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScript(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var data = Data(screenHead.utf8)
    if let start { data.append(start, count: count) }
    loadAndSimulate(data)
    return 0
}

/// SwiftPM links an executable's entry point as `<target>_main`; hand control to libFuzzer.
@_cdecl("FuzzScript_main")
public func fuzzScriptMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, fuzzScript)
}
