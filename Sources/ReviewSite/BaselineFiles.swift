/// The files a changed screen keeps from its baseline, in `OUT/<folder>/baseline/`: the batch's
/// baseline comparison writes them, the screen's page shows them.
package enum BaselineFiles {
    package static let folder = "baseline"
    package static let transcript = "transcript.txt"
    /// The transcript's unified diff, baseline first.
    package static let diff = "transcript.diff"
}
