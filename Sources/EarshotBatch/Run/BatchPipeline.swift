import Foundation
import Screens
import Synthesizer
import ReviewSite
import VoiceProfiles

/// The per-screen steps the batch runs, as `earshot render` runs them: read a file, say what its
/// output depends on, render it. The standard pipeline is ``StandardPipeline``; tests put in their
/// own to count and to fail on purpose.
package protocol BatchPipeline: Sendable {
    /// The screen in a file's bytes; nil when the content is not a screen or capture at all (a
    /// stray `.json` in the docs), which is skipped. Throws a one-line error naming the file for
    /// a screen file that is broken.
    func load(_ data: Data, file: DiscoveredFile) throws -> ImportedScreen?

    /// Everything besides the file's bytes and the engine that the screen's output depends on
    /// (render settings, the voice profiles of the languages it speaks), as named fields of its
    /// cache key. Made from the summary, so an unchanged file needs no parsing.
    func keyFields(for summary: ScreenSummary) throws -> [(name: String, bytes: Data)]

    /// Renders `screen` (read from `file`) into `output/<folder>/`, replacing what was there,
    /// synthesizing through `engine` and `phrases`. On error nothing is left at that path but what
    /// was there before.
    func render(_ screen: ImportedScreen, file: DiscoveredFile, folder: String, into output: URL, engine: any SpeechEngine,
                phrases: PhraseRecorder) throws -> RenderedFiles

    /// Writes what the review page shows besides the audio (the audit's findings, the focus map)
    /// into the rendered screen's `folder`, from the screen ``load(_:file:)`` read (not parsed
    /// again) and what its render found (not simulated again).
    func review(_ screen: ImportedScreen, file: DiscoveredFile, rendered: RenderedFiles, into folder: URL) throws -> ReviewFiles
}

extension BatchPipeline {
    /// No review material: the page shows the audio only.
    package func review(_ screen: ImportedScreen, file: DiscoveredFile, rendered: RenderedFiles,
                        into folder: URL) throws -> ReviewFiles {
        ReviewFiles(files: [], findings: nil)
    }
}

/// What a pipeline's review step wrote.
package struct ReviewFiles: Sendable {
    /// Relative to the screen's folder.
    package var files: [String]
    /// How many audit findings the screen has; nil when it was not audited.
    package var findings: Int?
    /// The screenshot stored in OUT (``ScreenshotStore``), relative to OUT.
    package var screenshot: String?

    package init(files: [String], findings: Int?) {
        self.files = files
        self.findings = findings
    }
}

/// What a render wrote, for the manifest and the summary.
package struct RenderedFiles: Sendable {
    /// Relative to the screen's folder, `/`-separated, in the order written.
    package var files: [String]
    /// Seconds of walkthrough.
    package var duration: Double
    package var utterances: Int
    /// Problems worked around, one line each.
    package var incidents: [String]
    /// Per utterance (index 0 is utterance 1): the element focused after it, by name, as the
    /// simulation the render spoke said.
    package var focus: [String?]
    /// The voice plan the render spoke with, for the review to name the same voices.
    package var voices: ScreenVoices?

    package init(files: [String], duration: Double, utterances: Int, incidents: [String], focus: [String?] = [],
                 voices: ScreenVoices? = nil) {
        self.files = files
        self.duration = duration
        self.utterances = utterances
        self.incidents = incidents
        self.focus = focus
        self.voices = voices
    }
}
