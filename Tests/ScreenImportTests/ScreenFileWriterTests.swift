import Foundation
import Screens
import TestSupport
import Testing
import Yams

@Suite("Screen file writer")
struct ScreenFileWriterTests {
    /// Strings a YAML reader takes for something else when written plain.
    static let trickyTexts = [
        "No", "yes", "ON", "off", "null", "~", "y", "1", "0.5", "12:30", "1e3", "0x1F", "- dash", "# hash",
        "a: b", "a #b", "trailing ", " leading", "quote\"s", "it's", "back\\slash", "new\nline", "tab\there",
        "bell\u{7}", "emoji 😀", "中文，标点：", "[bracket", "{brace}", "@at", "`tick", "%pct", "!bang", "&amp",
        "*star", "|pipe", ">gt", "?q", "=", "ends:", "line\u{2028}sep", "next\u{85}line",
        "Дача", "x, y", "Hello, world",
    ]

    static func sample() -> Screen {
        Screen(name: "sample: one", language: "zh-CN", size: [390, 844.5], elements: [
            Element(id: "header", label: "设置", traits: [.header], frame: Frame(x: 0, y: 47.25, width: 390, height: 44)),
            Element(label: "Wi-Fi", value: "Home", hint: "Opens the list", traits: [.button], frame: Frame(x: 0, y: 100, width: 390, height: 44),
                    language: "en-US", customActions: trickyTexts),
            Element(traits: [.tabBar], children: trickyTexts.map { Element(label: $0, value: $0, traits: [.button]) }),
            Element(label: "Card", isAccessibilityElement: true, children: [Element(label: "inner")], elementsHidden: false,
                    viewIsModal: true, shouldGroupAccessibilityChildren: true, containerType: .list,
                    customContent: [CustomContent(label: "Age", value: "3", importance: .high), CustomContent(label: "Weight", value: "25 lb")]),
            Element(id: "hidden", label: "Secret", hidden: true),
        ])
    }

    /// The written file parsed back with a general YAML or JSON reader (not Earshot's loader).
    private func parsed(_ syntax: ScreenFileWriter.Syntax) throws -> [String: Any] {
        let text = ScreenFileWriter.text(Self.sample(), as: syntax)
        let value: Any? = syntax == .yaml
            ? try Yams.load(yaml: text)
            : try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(value as? [String: Any])
    }

    @Test(arguments: ScreenFileWriter.Syntax.allCases)
    func everyTextComesBackExactly(_ syntax: ScreenFileWriter.Syntax) throws {
        let document = try parsed(syntax)
        #expect(document["name"] as? String == "sample: one")
        let elements = try #require(document["elements"] as? [[String: Any]])
        #expect(elements[1]["customActions"] as? [String] == Self.trickyTexts)
        let tabs = try #require(elements[2]["children"] as? [[String: Any]])
        #expect(tabs.map { $0["label"] as? String } == Self.trickyTexts)
        #expect(tabs.map { $0["value"] as? String } == Self.trickyTexts)
    }

    @Test(arguments: ScreenFileWriter.Syntax.allCases)
    func keysAreTheScreenFormatsAndDefaultsAreLeftOut(_ syntax: ScreenFileWriter.Syntax) throws {
        let document = try parsed(syntax)
        #expect(Set(document.keys) == ["name", "language", "size", "elements"])
        #expect((document["size"] as? [Any])?.count == 2)
        let elements = try #require(document["elements"] as? [[String: Any]])
        #expect(Set(elements[0].keys) == ["id", "label", "traits", "frame"])
        #expect(elements[0]["traits"] as? [String] == ["header"])
        #expect((elements[0]["frame"] as? [Any])?.count == 4)
        #expect(Set(elements[1].keys) == ["label", "value", "hint", "traits", "frame", "language", "customActions"])
        #expect(Set(elements[3].keys) == [
            "label", "isAccessibilityElement", "viewIsModal", "shouldGroupAccessibilityChildren", "containerType",
            "customContent", "children",
        ])
        let content = try #require(elements[3]["customContent"] as? [[String: Any]])
        #expect(content[0]["importance"] as? String == "high")
        #expect(content[1]["importance"] == nil)
        #expect(elements[4]["hidden"] as? Bool == true)
    }

    @Test func yamlIsReadableBlockStyle() {
        let text = ScreenFileWriter.text(Self.sample())
        #expect(text.hasPrefix("name: \"sample: one\"\nlanguage: zh-CN\nsize: [390, 844.5]\nelements:\n  - id: header\n"))
        #expect(text.contains("    label: 设置\n    traits: [header]\n    frame: [0, 47.25, 390, 44]\n"))
        #expect(!text.contains("\t"))
    }

    /// The writer's files load back into the same screen with Earshot's own loader.
    @Test(arguments: Fixtures.all)
    func importedScreensRoundTripThroughTheLoader(_ fixture: String) throws {
        let screen = try Fixtures.load(fixture).screen
        for syntax in ScreenFileWriter.Syntax.allCases {
            let data = ScreenFileWriter.data(screen, as: syntax)
            let loaded = try ScreenLoader.load(data: data, path: "\(fixture).\(syntax.rawValue)")
            #expect(loaded == screen, "\(fixture) as \(syntax)")
        }
    }
}
