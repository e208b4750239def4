import Renderer
import Foundation
import Screens
import Simulator
import Synthesizer
import Testing
import TestSupport
import VoiceProfiles

/// Money, times and fractions on screens in Hindi, Arabic, Hebrew and Thai are rendered as the
/// language's words with its own voice: the engine is given no digits (espeak-ng's he voice says
/// nothing at all for them), and the numbers are heard, so the label lasts longer than the same
/// label said with its digits left out.
@Suite("Numbers in every script render", .serialized)
struct NumbersInEveryScriptRenderTests {
    static let labels: [(tag: String, label: String, spoken: String)] = [
        ("hi-IN", "₹123.57, 3रा", "एक सौ तेईस रुपए सत्तावन पैसे, तीसरा"),
        ("ar-SA", "$7.05، 2/3", "سبعة دولارات وخمسة سنتات, ثلثان"),
        ("he-IL", "₪20.50, 14:30", "עשרים שקלים וחמישים אגורות, ארבע עשרה ושלושים"),
        ("th-TH", "฿20.50, 14:30", "ยี่สิบบาทห้าสิบสตางค์, สิบสี่นาฬิกาสามสิบนาที"),
    ]

    @Test(arguments: labels.map(\.tag))
    func numbersAreSpokenAsWordsWithTheLanguagesVoice(tag: String) throws {
        let (_, label, expected) = try #require(Self.labels.first { $0.tag == tag })
        let profile = try Fixture.store.require(tag)
        let yaml = """
            name: numbers-\(tag)
            language: \(tag)
            size: [390, 844]
            elements:
              - {id: price, label: "\(label)", traits: [staticText], frame: [16, 100, 358, 44]}
            """
        let screen = try ScreenLoader.load(data: Data(yaml.utf8), path: "numbers.yaml")
        let utterances = try Simulator(screen: screen, profiles: Fixture.store).run()
        let root = try Repository.temporaryDirectory("numbers-render")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Fixture.realRenderer().render(name: screen.name, voices: Fixture.voices(tag), utterances: utterances, into: root)
        let walk = try WAVFile(contentsOf: result.folder.appendingPathComponent("walkthrough.wav"))
        let timeline = try Timeline(result.folder.appendingPathComponent("timeline.json"))
        let event = try #require(timeline.events(kind: "speech", role: "label").first)
        let spoken = try #require(event["spoken"] as? String)
        #expect(spoken.replacingOccurrences(of: "\u{200B}", with: "") == expected, "\(tag): \(spoken)")
        #expect(!spoken.unicodeScalars.contains { $0.properties.numericType != nil }, "\(tag): \(spoken)")
        #expect(event["voice"] as? String == profile.espeakVoice)
        #expect(AudioAnalysis.rms(walk.samples[event.startSample..<event.endSample]) > 300, "\(tag)")

        // The label said with its digits dropped (what the voice would say of them alone) is shorter.
        let settings = SpeechSettings(voice: profile.espeakVoice, wordsPerMinute: profile.rate.wordsPerMinute(atPercent: profile.rate.defaultPercent),
                                      pitch: profile.pitch.defaultValue)
        let bare = String(String.UnicodeScalarView(label.unicodeScalars.filter { $0.properties.numericType == nil }))
        let withoutNumbers = try EspeakEngine.shared().samples(for: bare, settings: settings)
        let voiced = withoutNumbers.filter { $0 != 0 }.count
        #expect(event.endSample - event.startSample > voiced + 22050 / 2, "\(tag): \(event.endSample - event.startSample) vs \(voiced)")
    }
}
