import EarshotTesting
import Foundation
import Screens
import Testing
import TestSupport
import XCTest

/// The assertion used as a developer would, in both test libraries, against references committed
/// in __Transcripts__/ (read against docs/simulation.md when recorded).
enum Kennel {
    static let screen = Screen("kennel", language: "en-US") {
        Element("Woof Woof Kennel").id("title").traits(.header).frame(16, 56, 358, 40)
        Element("Bailey").id("bailey").value("beagle")
            .customContent("Age", "three years", importance: .high)
            .customContent("Weight", "25 pounds")
            .actions("Adopt")
            .frame(16, 112, 358, 88)
        Element("Adopt a dog").id("adopt").traits(.button).frame(16, 760, 358, 50)
    }
}

@Suite("Transcript snapshots in Swift Testing")
struct KennelSwiftTestingTests {
    @Test func kennelTranscript() throws {
        assertVoiceOverTranscript(of: Kennel.screen, profiles: try Repository.voiceStore())
    }

    /// A screen whose script visits only the title: its references are the script's path and
    /// the walk through every stop.
    static var scripted: Screen {
        var screen = Kennel.screen
        screen.script = [.next]
        return screen
    }

    @Test func scriptedKennel() throws {
        assertVoiceOverTranscript(of: Self.scripted, profiles: try Repository.voiceStore())
    }

    /// Renaming a button the script never reaches fails, as one issue with the walk's diff.
    @Test func aChangeTheScriptNeverReachesFailsOnce() throws {
        var changed = Self.scripted
        changed.elements[2].label = "Adopt a cat"
        let store = try Repository.voiceStore()
        let issues = IssueLog()
        withKnownIssue("a stop the script never reaches changed") {
            let result = assertVoiceOverTranscript(of: changed, profiles: store, record: .never, function: "scriptedKennel()")
            #expect(!result.matched)
        } matching: { issue in
            issues.append("\(issue)")
            return true
        }
        #expect(issues.all.count == 1, "\(issues.all)")
        let message = issues.all.first ?? ""
        #expect(message.contains("What VoiceOver says for \"kennel\" at every stop (the script left aside) changed"), "\(message)")
        #expect(message.contains("+3  walk  adopt   [focusMoved] Adopt a cat, Button"), "\(message)")
        #expect(message.contains("scriptedKennel.walk.txt"))
        // No dump of the screen: the one issue is the assertion's own.
        #expect(!message.contains("customContent"), "\(message)")
    }

    /// A deliberate change (Bailey loses his high-importance age) fails, as an issue of this test.
    @Test func aDeliberateChangeFails() throws {
        var changed = Kennel.screen
        changed.elements[1].customContent[0].importance = .default
        let store = try Repository.voiceStore()
        withKnownIssue("the transcript changed") {
            // Compared with kennelTranscript's reference.
            _ = assertVoiceOverTranscript(of: changed, profiles: store, record: .never,
                                          function: "kennelTranscript()")
        }
    }
}

final class KennelXCTests: XCTestCase {
    func testKennelTranscript() throws {
        assertVoiceOverTranscript(of: Kennel.screen, profiles: try Repository.voiceStore())
    }
}

/// The issues a `withKnownIssue` matcher saw (it is called synchronously, once per issue).
final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var issues: [String] = []
    func append(_ issue: String) { lock.withLock { issues.append(issue) } }
    var all: [String] { lock.withLock { issues } }
}
