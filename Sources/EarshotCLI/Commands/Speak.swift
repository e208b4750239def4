import ArgumentParser
import Renderer
import Foundation
import Normalizer
import Synthesizer
import VoiceProfiles

/// `earshot speak`: one text to one WAV file, through a voice profile.
struct Speak: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "speak",
        abstract: "Speak a text into a WAV file.",
        discussion: """
            The WAV file is RIFF PCM 16-bit mono at the engine's rate (22050 Hz). It is streamed \
            to a temporary file and renamed into place, so an interrupted run never leaves a \
            half-written file at the path you asked for.

            Example: earshot speak "Hello" -o hello.wav
                     echo "你好" | earshot speak - --language zh-CN -o nihao.wav
            """
    )

    @Argument(help: "The text to speak, or - to read standard input.")
    var text: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The WAV file to write.", valueName: "file.wav"))
    var output: String

    @Option(help: "The voice profile's language (BCP 47), e.g. en-US, zh-CN, pt-BR, vi-VN, ru-RU.")
    var language = "en-US"

    @OptionGroup var voice: VoiceSettingOptions

    @OptionGroup var voices: VoicesOption
    @OptionGroup var messages: OutputOptions

    func validate() throws {
        if output.isEmpty { throw ValidationError("--output must name a file") }
    }

    func run() throws {
        let store = try Environment.voices(voices.directory)
        if let gap = TextNormalizer.platformGap { throw CommandFailure.environment(SpeechEngineError.notSupportedOnThisPlatform(gap).description) }
        let voices = try Environment.voices(language, in: store)
        let profile = voices.screenProfile
        // Said as a render says a label: numbers, times and symbols in the language's words.
        let written = text == "-" ? try Environment.readStandardInput() : text
        let spoken = TextNormalizer(profile: profile).normalize(written).text
        // Supervised: text that crashes libespeak-ng (`s'` repeated) is one error line, not an abort.
        let engine = try Environment.supervisedEngine()
        let settings = UtterancePlanner.speechSettings(profile, ratePercent: voice.rate, pitch: voice.pitch)
        messages.detail("voice \(settings.voice), \(settings.wordsPerMinute) words per minute, pitch \(settings.pitch)")

        let writer: WAVWriter
        do {
            writer = try WAVWriter(path: output, sampleRate: engine.sampleRate)
        } catch let error as AudioFileError {
            throw CommandFailure.input(error.description)
        }
        var writeError: Error?
        do {
            try engine.synthesize(spoken, settings: settings) { chunk in
                guard writeError == nil else { return }
                do { try writer.append(chunk) } catch { writeError = error }
            }
            if let writeError { throw writeError }
            try writer.finish()
        } catch SpeechEngineError.phraseFailed(let reason) {
            writer.discard()
            throw CommandFailure.input("\(output): not written: the text could not be synthesized: \(reason)")
        } catch let error as SpeechEngineError {
            writer.discard()
            throw CommandFailure.environment(error.description)
        } catch let error as AudioFileError {
            writer.discard()
            throw CommandFailure.input(error.description)
        }
        if !messages.quiet {
            print(String(format: "%@ (%.2f s, %d Hz, %@)", output, writer.duration, writer.sampleRate, profile.espeakVoice))
        }
    }
}
