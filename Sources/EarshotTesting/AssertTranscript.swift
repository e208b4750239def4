import Foundation
import Screens
import Simulator
import VoiceProfiles

/// Asserts that what VoiceOver says for `screen` matches the reference transcript stored beside
/// the test, in `__Transcripts__/<TestFile>/<test>[.<name>].txt`. Works in XCTest and in Swift
/// Testing alike, and reports its own failure: call it as a statement, not inside `#expect` or
/// `XCTAssert` (which would report each failure a second time).
///
/// A screen with a script is checked twice: the script's path, and every stop walked in focus
/// order with the script left aside (`….walk.txt`), so a stop the script never reaches is
/// covered too. Every difference is one failure.
///
/// The first run records the reference and fails, asking for a read of it (a reference is only
/// as good as the person who checked it). After that a difference fails with a unified diff of
/// the transcript lines. `record: .all` (or `EARSHOT_RECORD=all`) re-records; `.never`
/// (`EARSHOT_RECORD=never`, for CI) fails when a reference is missing.
///
///     @Test func kennel() {
///         assertVoiceOverTranscript(of: Screen("kennel") { Element("Bailey").value("beagle") })
///     }
///
/// - Parameters:
///   - name: tells apart several transcripts asserted in one test.
///   - profiles: the voice profiles whose vocabulary is spoken; the standard ones by default.
/// - Returns: whether it matched (``TranscriptAssertion/matched``), for tests that go on
///   differently when it did not; the failure is already reported.
@discardableResult
public func assertVoiceOverTranscript(
    of screen: Screen,
    named name: String? = nil,
    settings: SimulationSettings = .init(),
    profiles: VoiceProfileStore? = nil,
    record: TranscriptRecording? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    function: String = #function, line: UInt = #line, column: UInt = #column
) -> TranscriptAssertion {
    let mode = record ?? .fromEnvironment
    var messages: [String] = []
    do {
        let store = try profiles ?? VoiceProfileStore.standard()
        let simulator = Simulator(screen: screen, profiles: store, settings: settings)
        var transcripts = [(walk: false, utterances: try simulator.run())]
        if screen.script != nil { transcripts.append((true, try simulator.walk())) }
        for transcript in transcripts {
            let check = TranscriptCheck(reference: ReferenceFile(testFile: "\(filePath)", function: function, name: name,
                                                                 walk: transcript.walk),
                                        mode: mode)
            let outcome = try check.run(actual: TranscriptText.render(transcript.utterances))
            if let message = check.message(for: outcome, screen: screen.name, walk: transcript.walk) { messages.append(message) }
        }
    } catch {
        messages.append("Could not check the transcript of \"\(screen.name)\": \(error)")
    }
    guard !messages.isEmpty else { return TranscriptAssertion(matched: true) }
    TestFailure.record(messages.joined(separator: "\n"), fileID: fileID, filePath: filePath, line: line, column: column)
    return TranscriptAssertion(matched: false)
}

/// Inside `#expect(…)` or `XCTAssertTrue(…)` a failed assertion would be reported twice, the
/// second time with a dump of the screen: such a use does not compile, and says why.
@available(*, unavailable, message: "assertVoiceOverTranscript reports its own failure: call it as a statement, not inside #expect or XCTAssert (its result's .matched is a Bool)")
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
    fatalError("unavailable")
}

/// What ``assertVoiceOverTranscript(of:named:settings:profiles:record:fileID:filePath:function:line:column:)``
/// found. Its failure is already reported to the running test.
public struct TranscriptAssertion: Hashable, Sendable {
    /// Whether every transcript matched its reference.
    public let matched: Bool
}
