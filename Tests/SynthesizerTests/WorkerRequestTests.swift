import Testing
@testable import Synthesizer

/// The synthesize frame's payload: what the parent encodes, the worker decodes to the same request,
/// whatever the text holds; and what it refuses.
@Suite("The worker's synthesize request")
struct WorkerRequestTests {
    @Test(arguments: ["Save", "", "two\nlines, a \u{1F} separator and 👋🏽", "\u{1F}\u{1F}"])
    func aRequestDecodesToItself(text: String) throws {
        let phonemes = try IPATranscription.phonemes("həˈloʊ").get()
        for settings in [SpeechSettings(voice: "en-us"),
                         SpeechSettings(voice: "cmn-latn-pinyin", wordsPerMinute: 320, pitch: 0, pronunciation: phonemes)] {
            let request = WorkerProtocol.Request(settings: settings, text: text)
            #expect(try WorkerProtocol.Request(payload: request.payload) == request)
        }
    }

    @Test(arguments: [
        ["en-us", "175", "50", "Save"],
        ["en-us", "fast", "50", "", "Save"],
        ["en-us", "175", "", "", "Save"],
        ["en-us", "175", "50", "h @ [[", "x"],
    ])
    func aMalformedRequestIsRefused(fields: [String]) {
        #expect(throws: WorkerProtocolError.self) {
            try WorkerProtocol.Request(payload: Array(fields.joined(separator: "\u{1F}").utf8))
        }
    }
}
