import Foundation
import Screens
import Simulator
import Testing
import TestSupport

/// Every sample's text transcript against its golden file in Golden/. The golden files were read
/// line by line against docs/voiceover.md (see docs/simulation.md); regenerate them with
/// EARSHOT_UPDATE_GOLDEN=1 only after reading the difference.
@Suite("Golden transcripts of the samples")
struct GoldenTranscriptTests {
    static let samples = ["xigua-home.en-US", "xigua-home.zh-CN", "pizza.pt-BR", "woof-woof-kennel.en-US",
                          "woof-woof-kennel.vi-VN", "settings.en-US", "woof-woof-kennel-swiftui.en-US", "flight-board.en-US",
                          "settings.ja-JP", "warenkorb.de-DE"]
    /// Samples also read as VoiceOver on macOS would (`--platform macos`): golden `NAME.macos.txt`.
    static let macOSSamples = ["woof-woof-kennel-swiftui.en-US"]
    static let golden = Repository.root.appendingPathComponent("Tests/SimulatorTests/Golden")

    static func transcript(_ sample: String, platform: Platform? = nil) throws -> (text: String, utterances: [Utterance]) {
        let screen = try ScreenLoader.load(contentsOf: Repository.samples.appendingPathComponent("\(sample).yaml"))
        let utterances = try Simulator(screen: screen, profiles: voices, settings: SimulationSettings(platform: platform)).run()
        return (TranscriptText.render(utterances), utterances)
    }

    @Test(arguments: samples)
    func matchesGolden(_ sample: String) throws {
        try Self.compare(try Self.transcript(sample).text, golden: "\(sample).txt")
    }

    @Test(arguments: macOSSamples)
    func matchesMacOSGolden(_ sample: String) throws {
        try Self.compare(try Self.transcript(sample, platform: .macos).text, golden: "\(sample).macos.txt")
    }

    static func compare(_ text: String, golden name: String) throws {
        let url = Self.golden.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["EARSHOT_UPDATE_GOLDEN"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected)
    }

    @Test func theSwiftUIKennelReadsAsTheSeedTalkDescribesOnBothPlatforms() throws {
        let ios = try Self.transcript("woof-woof-kennel-swiftui.en-US").utterances
        #expect(ios.first { $0.focus == "bailey" }?.text == "Bailey, beagle, three years, List start")
        #expect(ios.contains { $0.cause.name == "rotorNext" && $0.text == "three years, Age" })
        let mac = try Self.transcript("woof-woof-kennel-swiftui.en-US", platform: .macos).utterances
        #expect(mac.first { $0.focus == "bailey" }?.text.hasPrefix("Bailey, beagle, Age, three years") == true)
        // The talk: "More Content menu. Five items. Age, three years…"
        #expect(mac.first { $0.cause.name == "rotor" }?.text == "More Content menu, 5 items, Age, three years")
        // The later entry with Luna's shared age key replaced the earlier one.
        #expect(mac.first { $0.focus == "luna" }?.text.contains("Age, eight years") == true)
    }

    @Test func theFlightBoardUsesEveryNewAPI() throws {
        let u = try Self.transcript("flight-board.en-US").utterances
        #expect(u[0].focus == "banner")  // sortPriority 1, drawn at the bottom
        #expect(u.first { $0.focus == "flight-fi" }?.immediate.first { $0.role == .label }?.speech?.contains { $0.ipa != nil } == true)
        #expect(u.filter { $0.cause.name == "rotorNext" }.map { $0.focus ?? "" } == ["flight-af", "flight-fi", "flight-fi"])
        #expect(u.last { $0.cause.name == "rotorNext" }?.sounds == [.boundary])
        #expect(!u.contains { $0.text == "Board updated" })  // low priority, dropped while speech goes on
        #expect(u.first { $0.focus == "refresh" }?.inputLabels == ["Refresh", "Reload"])
    }

    @Test func theKennelReadsAsTheArticleDescribes() throws {
        let u = try Self.transcript("woof-woof-kennel.en-US").utterances
        let bailey = try #require(u.first { $0.focus == "bailey" })
        #expect(bailey.text == "Bailey, beagle, three years")
        #expect(bailey.delayedText.hasPrefix("More content available"))
        #expect(u.contains { $0.cause.name == "rotorNext" && $0.text == "three years, Age" })
        let vi = try Self.transcript("woof-woof-kennel.vi-VN").utterances
        #expect(vi.first { $0.focus == "bailey" }?.text == "Bailey, chó beagle, ba tuổi")
        #expect(vi.first { $0.focus == "bailey" }?.delayedText.hasPrefix("Có thêm nội dung") == true)
    }

    @Test func xiguaReadsItsTabsEditorAndActions() throws {
        let u = try Self.transcript("xigua-home.en-US").utterances
        #expect(u[0].text == "Search box, Hot search: the first city with a GDP of 4 trillion, Search Field")
        #expect(u.first { $0.focus == "recommended" }?.text == "Selected, Recommended, Tab, 1 of 4")
        #expect(u.first { $0.focus == "recommended" }?.delayedText == "Double-tap to switch channels")
        // While the editor is shown as a modal panel, nothing outside it is visited.
        let editorOpen = try #require(u.firstIndex { $0.focus == "editor-title" })
        let editorClosed = try #require(u.lastIndex { $0.focus?.hasPrefix("editor-") == true })
        #expect(u[editorOpen...editorClosed].allSatisfy { $0.focus?.hasPrefix("editor-") == true })
        #expect(u.filter { $0.cause.name == "rotorNext" }.map(\.text) == ["Like", "Collection", "More", "Activate"])
        #expect(u.first { $0.focus == "story-irie" }?.text == "Irie, live now, Button, List start")
        #expect(u.last?.sounds == [.boundary])
    }

    @Test func thePizzaScreenReadsAsTheArticleDescribes() throws {
        let u = try Self.transcript("pizza.pt-BR").utterances
        #expect(Array(u.prefix(5).map(\.focus)) == ["close", "cart", "photo", "info", "name"])
        #expect(u.first { $0.focus == "buy" }?.text == "Comprar, Adicione o bacon, remova os jalapenos. Preço 434₽, Botão")
        let loader = try #require(u.first { $0.focus == "loading" && $0.cause.name == "screenChanged" })
        #expect(loader.sounds == [.screenChanged, .loading] && loader.busy)
        #expect(u.contains { $0.sounds == [.loaded] })
        #expect(u.contains { $0.cause.name == "announce" && $0.text == "Pizza adicionada ao carrinho" })
        #expect(u.contains { $0.cause.name == "scroll" && $0.text == "Página 2 de 3" })
    }
}
