import Renderer

/// A screen rendered to memory: the walkthrough's samples and the texts written beside it.
public struct RenderedAudio: Sendable {
    /// The whole walkthrough: every stop's speech, pauses and earcons, mono 16-bit.
    public var walkthrough: WAVFile
    /// WebVTT captions timed to ``walkthrough``.
    public var captions: String
    /// What VoiceOver says, one stop a line.
    public var transcript: String
    /// Phrases the engine could not speak (each a marked silence in the audio).
    public var incidents: [RenderIncident]

    /// Bundles a render's walkthrough and texts.
    public init(walkthrough: WAVFile, captions: String, transcript: String, incidents: [RenderIncident]) {
        self.walkthrough = walkthrough
        self.captions = captions
        self.transcript = transcript
        self.incidents = incidents
    }
}
