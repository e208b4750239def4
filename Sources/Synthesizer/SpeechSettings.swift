/// What the engine needs to say one phrase: which espeak-ng voice, how fast, how high.
///
/// A plain value so the renderer can hash it into cache keys and send it to a worker process.
package struct SpeechSettings: Hashable, Sendable, Codable {
    /// The espeak-ng voice name, e.g. `en-us` or `cmn-latn-pinyin`.
    package var voice: String
    /// Speaking rate in words per minute (espeak-ng treats anything below 80 as 80).
    package var wordsPerMinute: Int
    /// Base pitch on espeak-ng's 0–99 scale.
    package var pitch: Int
    /// When set, the engine says these checked phonemes (phoneme mode) and the phrase's words are
    /// only its caption: how a run with an IPA pronunciation is heard.
    package var pronunciation: PhonemeSequence?

    package init(voice: String, wordsPerMinute: Int = 175, pitch: Int = 50, pronunciation: PhonemeSequence? = nil) {
        self.voice = voice
        self.wordsPerMinute = wordsPerMinute
        self.pitch = pitch
        self.pronunciation = pronunciation
    }
}
