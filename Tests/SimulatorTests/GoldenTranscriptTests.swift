import Foundation
import ScreenLoader
import Simulator
import Testing
import TestSupport

/// Every sample's text transcript against its golden file in Golden/. The golden files were read
/// line by line against voiceover-model.md (see docs/simulation.md); regenerate them with
/// EARSHOT_UPDATE_GOLDEN=1 only after reading the difference.
@Suite("Golden transcripts of the samples")
struct GoldenTranscriptTests {
    static let samples = ["xigua-home.en-US", "xigua-home.zh-CN", "pizza.pt-BR", "woof-woof-kennel.en-US",
                          "woof-woof-kennel.vi-VN", "settings.en-US", "settings.ja-JP", "warenkorb.de-DE"]
    static let golden = Repository.root.appendingPathComponent("Tests/SimulatorTests/Golden")

    static func transcript(_ sample: String) throws -> (text: String, utterances: [Utterance]) {
        let screen = try ScreenLoader.load(contentsOf: Repository.samples.appendingPathComponent("\(sample).yaml"))
        let utterances = try Simulator(screen: screen, profiles: voices).run()
        return (TranscriptText.render(utterances), utterances)
    }

    @Test(arguments: samples)
    func matchesGolden(_ sample: String) throws {
        let text = try Self.transcript(sample).text
        let url = Self.golden.appendingPathComponent("\(sample).txt")
        if ProcessInfo.processInfo.environment["EARSHOT_UPDATE_GOLDEN"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected)
    }

    @Test func theKennelReadsAsTheArticleDescribes() throws {
        let u = try Self.transcript("woof-woof-kennel.en-US").utterances
        let bailey = try #require(u.first { $0.focus == "bailey" })
        #expect(bailey.text == "Bailey, beagle, three years")
        #expect(bailey.delayedText.hasPrefix("More content available"))
        #expect(u.contains { $0.cause == "rotorNext" && $0.text == "three years, Age" })
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
        #expect(u.filter { $0.cause == "rotorNext" }.map(\.text) == ["Like", "Collection", "More", "Activate"])
        #expect(u.first { $0.focus == "story-irie" }?.text == "Irie, live now, Button, List start")
        #expect(u.last?.sounds == [.boundary])
    }

    @Test func thePizzaScreenReadsAsTheArticleDescribes() throws {
        let u = try Self.transcript("pizza.pt-BR").utterances
        #expect(Array(u.prefix(5).map(\.focus)) == ["close", "cart", "photo", "info", "name"])
        #expect(u.first { $0.focus == "buy" }?.text == "Comprar, Adicione o bacon, remova os jalapenos. Preço 434₽, Botão")
        let loader = try #require(u.first { $0.focus == "loading" && $0.cause == "screenChanged" })
        #expect(loader.sounds == [.screenChanged, .loading] && loader.busy)
        #expect(u.contains { $0.sounds == [.loaded] })
        #expect(u.contains { $0.cause == "announce" && $0.text == "Pizza adicionada ao carrinho" })
        #expect(u.contains { $0.cause == "scroll" && $0.text == "Página 2 de 3" })
    }
}
