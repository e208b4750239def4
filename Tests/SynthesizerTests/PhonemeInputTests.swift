import Foundation
import Synthesizer
import Testing
import TestSupport

/// The typed phoneme input: IPA converted through the table into checked espeak-ng symbols, the
/// only input that puts the engine in phoneme mode (espeak-notes.md, Security).
@Suite("Phoneme input: IPA to checked espeak-ng phonemes")
struct PhonemeInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var ipa: String
        var phonemes: String
        var testDescription: String { ipa }
    }

    static let cases: [Case] = [
        Case(ipa: "həˈloʊ", phonemes: "h@'loU"),
        Case(ipa: "/təˈmɑːtoʊ/", phonemes: "t@'mA:toU"),
        Case(ipa: "ˈreɪkjəvɪk", phonemes: "'reIkj@vIk"),
        Case(ipa: "ˈtʃɜːtʃ", phonemes: "'tS3:tS"),
        Case(ipa: "dʒʌdʒ", phonemes: "dZVdZ"),
        Case(ipa: "ˈθɪŋ ðæt", phonemes: "'TIN_Dat"),
        Case(ipa: "[ˈnjuː.jɔːk]", phonemes: "'nju:jO:k"),
    ]

    @Test(arguments: cases)
    func converts(_ c: Case) throws {
        #expect(try IPATranscription.phonemes(c.ipa).get().description == c.phonemes)
    }

    @Test func everyTableEntryIsAnAllowedSymbol() {
        for (ipa, mnemonics) in IPATranscription.table {
            for mnemonic in mnemonics {
                #expect(PhonemeSequence.Symbol(mnemonic) != nil, "\(ipa) -> \(mnemonic)")
            }
        }
    }

    @Test func allowedSymbolsCannotFormMarkup() {
        let forbidden = CharacterSet(charactersIn: "[]<>&\"/\\;=") .union(.controlCharacters).union(.whitespaces)
        for symbol in PhonemeSequence.Symbol.allowed {
            #expect(symbol.unicodeScalars.allSatisfy { !forbidden.contains($0) }, "\(symbol)")
        }
    }

    @Test(arguments: ["<audio src=\"/etc/passwd\"/>", "h]] <speak>", "\u{1}ɑː", "ʘ", "", "ˈ ˌ"])
    func hostileOrUnknownIPAIsRefusedOrStripped(_ ipa: String) {
        switch IPATranscription.phonemes(ipa) {
        case .failure: break
        case .success(let sequence):
            // Whatever got through is checked symbols between the one pair of brackets.
            let inside = sequence.engineInput.dropFirst(2).dropLast(2)
            #expect(!inside.contains("]") && !inside.contains("[") && !inside.contains("<"))
        }
    }

    @Test func theEngineSaysTheIPAAsItSaysTheWord() throws {
        let engine = try EspeakEngine.shared()
        let plain = SpeechSettings(voice: "en-us")
        var phonetic = plain
        phonetic.pronunciation = try IPATranscription.phonemes("həˈloʊ").get()
        // The words are only the caption: "xyz" is not read, "hello" is heard.
        let heard = try engine.samples(for: "xyz", settings: phonetic)
        #expect(heard == (try engine.samples(for: "hello", settings: plain)))
        #expect(heard != (try engine.samples(for: "xyz", settings: plain)))
    }

    @Test func theWorkerCarriesThePronunciation() throws {
        let supervised = try SupervisedEngine(workerExecutable: Repository.earshotExecutable)
        defer { supervised.shutdown() }
        var settings = SpeechSettings(voice: "en-us")
        settings.pronunciation = try IPATranscription.phonemes("həˈloʊ").get()
        let viaWorker = try supervised.samples(for: "xyz", settings: settings)
        let inProcess = try EspeakEngine.shared().samples(for: "hello", settings: SpeechSettings(voice: "en-us"))
        // The same phonemes as the word, not the caption's letters: about as long as "hello".
        #expect(abs(viaWorker.count - inProcess.count) < inProcess.count / 10, "\(viaWorker.count) vs \(inProcess.count)")
    }
}
