import Foundation
import Screens
import Testing

@Suite("Capture format detection and language")
struct CaptureFormatTests {
    @Test func fixturesAreRecognizedByContent() throws {
        let expected: [String: CaptureFormat] = [
            "xml": .appiumSource, "json": .idbDescription, "txt": .xcuitestDescription,
        ]
        for name in Fixtures.all {
            let data = try Data(contentsOf: Fixtures.url(name))
            #expect(CaptureFormat.detect(data) == expected[Fixtures.url(name).pathExtension], "\(name)")
        }
    }

    @Test func screenFilesAndOtherTextGoToTheScreenLoader() {
        let yaml = "name: home\nelements:\n  - label: Hello\n"
        let json = #"{"name": "home", "elements": [{"label": "Hello", "AXLabel": "x"}]}"#
        for text in [yaml, json, "just some words", ""] {
            #expect(CaptureFormat.detect(Data(text.utf8)) == .screenFile, "\(text)")
        }
        // A byte order mark and blank lines before the content do not matter.
        #expect(CaptureFormat.detect(Data("\u{FEFF}\n  <AppiumAUT/>".utf8)) == .appiumSource)
        #expect(CaptureFormat.detect(Data(#"{"AXLabel": "x", "children": []}"#.utf8)) == .idbDescription)
        #expect(CaptureFormat.detect(Data("    Button, 0x600000c3c000, {{16.0, 48.0}, {80.0, 44.0}}, label: 'Close'\n".utf8))
            == .xcuitestDescription)
    }

    /// The format is told by the structure of the JSON, never by what a label says: an idb
    /// capture whose label is the name of AccessibilitySnapshot's key is still idb's.
    @Test func formatIsToldByStructureNotByWhatALabelSays() throws {
        let idb = #"[{"AXLabel": "\"traversalIndex\": 3", "type": "StaticText", "frame": {"x": 0, "y": 0, "width": 200, "height": 20}}]"#
        #expect(CaptureFormat.detect(Data(idb.utf8)) == .idbDescription)
        let nested = #"{"AXLabel": "elements", "AXValue": "traversalIndex", "type": "Application", "children": []}"#
        #expect(CaptureFormat.detect(Data(nested.utf8)) == .idbDescription)
        #expect(try Stops.of(ScreenSource.load(data: Data(idb.utf8), path: "idb.json", options: ImportOptions(language: "en-US"))
            .screen).first?.label == #""traversalIndex": 3"#)
        let snapshot = #"[{"element": {"_0": {"label": "OK", "traits": []}, "traversalIndex": 0}}]"#
        #expect(CaptureFormat.detect(Data(snapshot.utf8)) == .accessibilitySnapshot)
        // JSON that does not parse goes by its keys, and its importer says what is wrong.
        #expect(CaptureFormat.detect(Data(#"[{"element": {"traversalIndex": 0}"#.utf8)) == .accessibilitySnapshot)
        #expect(CaptureFormat.detect(Data(#"[{"AXLabel": "\"traversalIndex\": 1""#.utf8)) == .idbDescription)
    }

    /// A screen file is a mapping whose own keys include `elements`: a key of a nested element, a
    /// label that says "elements", or an escaped quote before it make no screen file of an idb
    /// capture; `elements` among the mapping's own keys does, after any other key and nesting.
    @Test func aScreenFileIsAMappingWithElementsAmongItsOwnKeys() {
        let idb = [
            #"{"AXLabel": "x", "children": [{"elements": [], "AXLabel": "y"}]}"#,
            #"{"AXLabel": "elements", "AXFrame": "{{0, 0}, {10, 10}}"}"#,
            #"{"AXLabel": "a \"elements\": b", "type": "Button"}"#,
        ]
        for text in idb { #expect(CaptureFormat.detect(Data(text.utf8)) == .idbDescription, "\(text)") }
        let screens = [
            #"{"AXLabel": "x", "meta": {"a": [1, {"b": "}"}]}, "elements" : []}"#,
            "\u{FEFF}{\n  \"name\": \"s\",\n  \"elements\"\n  :\n  [{\"label\": \"OK\"}]\n}",
        ]
        for text in screens { #expect(CaptureFormat.detect(Data(text.utf8)) == .screenFile, "\(text)") }
    }

    private func idbScreen(_ labels: [String], language: String? = nil) throws -> Screen {
        try idbImport(labels, language: language).screen
    }

    private func idbImport(_ labels: [String], language: String? = nil) throws -> ImportedScreen {
        let items = labels.enumerated().map { index, label in
            #"{"AXLabel": "\#(label)", "type": "StaticText", "frame": {"x": 0, "y": \#(index * 30), "width": 200, "height": 20}}"#
        }
        return try ScreenSource.load(data: Data("[\(items.joined(separator: ","))]".utf8), path: "lang.json",
                                     options: ImportOptions(language: language))
    }

    @Test func languageIsGuessedOnlyFromAClearScript() throws {
        #expect(try idbScreen(["Настройки", "Уведомления", "Звуки"]).language == "ru-RU")
        #expect(try idbScreen(["Cài đặt", "Thông báo", "Quyền riêng tư"]).language == "vi-VN")
        #expect(try idbScreen(["设置", "通知", "隐私"]).language == "zh-CN")
        #expect(try idbScreen(["設定", "お知らせ", "プライバシー"]).language == "ja-JP")
        #expect(try idbScreen(["Ajustes", "Notificações", "Privacidade"]).language == "pt-BR")
        #expect(try idbScreen(["Настройки", "Сповіщення", "Конфіденційність"]).language == "uk-UA")
        #expect(try idbScreen(["Настройки", "Известия", "Поверителност", "Търсене"]).language == "bg-BG")
        #expect(try idbScreen(["設定", "通知", "隱私權", "顯示與亮度"]).language == "zh-TW")
        #expect(try idbScreen(["Ustawienia", "Powiadomienia", "Prywatność", "Dźwięki"]).language == "pl-PL")
        #expect(try idbScreen(["Nastavení", "Oznámení", "Zpřístupnění", "Uživatelé", "Hesla", "Sdílení polohy", "Řízení"]).language == "cs-CZ")
        // One word in a language's own letters among many English ones is a name, not the language.
        #expect(try idbScreen(["Menu", "Piñata Party", "Order now", "Delivery", "Pickup", "Your cart", "Checkout", "Sign in", "Help", "About us", "Contact"]).language == "en-US")
        // Letters two languages share (å, ä, ö) tell nothing.
        #expect(try idbScreen(["Inställningar", "Aviseringar", "Skärmtid"]).language == "en-US")
        #expect(try idbScreen(["Settings", "Notifications", "设置"]).language == "en-US")
        #expect(try idbScreen(["设置"], language: "pt-BR").language == "pt-BR")
    }

    /// A Latin-script capture could be in any of twenty languages: the import says it assumed
    /// en-US, and says nothing when the language was given or the script told it.
    @Test func anAssumedLanguageIsAWarning() throws {
        let assumed = try idbImport(["Einstellungen", "Mitteilungen"])
        #expect(assumed.screen.language == "en-US")
        #expect(assumed.warnings(.language).count == 1)
        #expect(assumed.warnings(.language).first?.message.contains("read as en-US") == true)
        #expect(try idbImport(["Einstellungen", "Mitteilungen"], language: "de-DE").warnings(.language).isEmpty)
        let guessed = try idbImport(["Настройки", "Уведомления"])
        #expect(guessed.warnings(.language).count == 1)
        #expect(guessed.warnings(.language).first?.message.contains("guessed from the labels' script") == true)
    }

    @Test func nameComesFromTheFileUnlessGiven() throws {
        let data = Data(#"[{"AXLabel": "OK", "type": "Button"}]"#.utf8)
        #expect(try ScreenSource.load(data: data, path: "/tmp/captures/login-screen.json").screen.name == "login-screen")
        #expect(try ScreenSource.load(data: data, path: "x.json", options: ImportOptions(name: "Login")).screen.name == "Login")
    }

    @Test func aCaptureWithNothingToReachIsAnError() {
        let data = Data(#"[{"AXLabel": "Photos", "type": "Application"}, {"AXLabel": null, "type": "Group"}]"#.utf8)
        #expect(throws: ImportError.self) { try ScreenSource.load(data: data, path: "empty.json") }
    }
}
