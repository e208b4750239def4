import Testing
@testable import EarshotBatch
@testable import ReviewSite

/// The review page lists an element's findings on the first step that focuses it, not again on
/// every step that comes back to it (a script's activate, a rotor's return).
@Suite struct ReviewFindingsOnceTests {
    @Test func findingsShowOnTheFirstStepFocusingEachElement() {
        let focus: [String?] = ["title", "segment-day", "segment-day", nil, "title", "segment-week", "segment-day"]
        #expect(ReviewAudit.stepsShowingFindings(focus: focus) == [1, 2, 6])
        #expect(ReviewAudit.stepsShowingFindings(focus: []).isEmpty)
    }
}
