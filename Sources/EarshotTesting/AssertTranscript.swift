import Foundation
import ScreenModel
import Simulator
import VoiceProfiles

/// Asserts that what VoiceOver says for `screen` matches the reference transcript stored beside
/// the test, in `__Transcripts__/<TestFile>/<test>[.<name>].txt`. Works in XCTest and in Swift
/// Testing alike.
///
/// The first run records the reference and fails, asking for a read of it (a reference is only
/// as good as the person who checked it). After that a difference fails with a unified diff of
/// the transcript lines. `record: .all` (or `EARSHOT_RECORD=all`) re-records; `.never`
/// (`EARSHOT_RECORD=never`, for CI) fails when a reference is missing.
///
///     func testKennel() {
///         assertVoiceOverTranscript(of: Screen("kennel") { Element("Bailey").value("beagle") })
///     }
///
/// - Parameters:
///   - name: tells apart several transcripts asserted in one test.
///   - profiles: the voice profiles whose vocabulary is spoken; the standard ones by default.
/// - Returns: whether it matched, for tests that go on differently when it did not.
@discardableResult
public func assertVoiceOverTranscript(
    of screen: Screen,
    named name: String? = nil,
    settings: SimulationSettings = .init(),
    profiles: VoiceProfileStore? = nil,
    record: TranscriptRecording? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    function: String = #function, line: UInt = #line, column: UInt = #column
) -> Bool {
    let check = TranscriptCheck(reference: ReferenceFile(testFile: "\(filePath)", function: function, name: name),
                                mode: record ?? .fromEnvironment)
    let message: String?
    do {
        let store = try profiles ?? VoiceProfileStore.standard()
        let actual = TranscriptText.render(try Simulator(screen: screen, profiles: store, settings: settings).run())
        message = check.message(for: try check.run(actual: actual), screen: screen.name)
    } catch {
        message = "Could not check the transcript of \"\(screen.name)\": \(error)"
    }
    guard let message else { return true }
    TestFailure.record(message, fileID: fileID, filePath: filePath, line: line, column: column)
    return false
}
