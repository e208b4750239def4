import Foundation
import Screens
import Testing
import TestSupport

@Suite("ScreenLoader reads every key, in YAML and JSON alike")
struct LoaderReadingTests {
    @Test func everyElementKeyIsRead() throws {
        let screen = try load("""
            name: all
            language: pt-BR
            size: [390, 844]
            elements:
              - id: a
                label: Label
                value: 12,000
                hint: Hint
                traits: [button, selected]
                frame: [1, 2.5, 3, 4]
                language: en-US
                isAccessibilityElement: false
                order: [b]
                elementsHidden: false
                hidden: false
                viewIsModal: true
                shouldGroupAccessibilityChildren: true
                containerType: dataTable
                customActions: [Like]
                customContent: [{label: Age, value: three, importance: high}, {label: W, value: "25"}]
                pages: {current: 2, count: 5}
                busy: true
                alert: true
                children:
                  - {id: b, label: B, value: "5", traits: [adjustable], steps: ["4", "5"], row: 2, column: 3}
            script:
              - next
              - {announce: {text: Hi, queued: true}}
              - {layoutChanged: {announce: Moved}}
              - {layoutChanged: ~}
              - {screenChanged: b}
              - {wait: 1.5}
              - {scroll: down}
              - {set: {id: b, value: "4", frame: [0, 0, 1, 1], pages: {count: 2}, customContent: [{label: x, value: y}]}}
            """)
        #expect(screen.name == "all" && screen.language == "pt-BR" && screen.size == [390, 844])
        let a = screen.elements[0]
        #expect(a.id == "a" && a.label == "Label" && a.value == "12,000" && a.hint == "Hint")
        #expect(a.traits == [.button, .selected])
        #expect(a.frame == Frame(x: 1, y: 2.5, width: 3, height: 4))
        #expect(a.language == "en-US" && a.isAccessibilityElement == false && a.order == ["b"])
        #expect(a.viewIsModal && a.shouldGroupAccessibilityChildren && a.containerType == .dataTable)
        #expect(a.customActions == ["Like"])
        #expect(a.customContent == [CustomContent(label: "Age", value: "three", importance: .high), CustomContent(label: "W", value: "25")])
        #expect(a.pages == Pages(current: 2, count: 5) && a.busy && a.alert)
        let b = a.children[0]
        #expect(b.steps == ["4", "5"] && b.row == 2 && b.column == 3)
        #expect(screen.script?.count == 8)
        #expect(screen.script?[1] == .announce(Announcement(text: "Hi", queued: true)))
        #expect(screen.script?[2] == .layoutChangedAnnouncement("Moved"))
        #expect(screen.script?[3] == .layoutChanged(nil))
        #expect(screen.script?[5] == .wait(1.5))
        if case .set(let change) = screen.script?[7] {
            #expect(change.value == "4" && change.pages == Pages(current: 1, count: 2) && change.customContent?.count == 1)
        } else {
            Issue.record("expected a set step")
        }
    }

    @Test func defaultsFollowTheFormat() throws {
        let screen = try load("name: d\nelements: [{label: x}, {label: ~, value: '', hint: null}]\n")
        #expect(screen.language == "en-US" && screen.script == nil && screen.size == nil)
        let x = screen.elements[0]
        #expect(x.isAccessibilityElement == nil && x.isFocusStop && x.frame == nil && x.containerType == ContainerType.none)
        #expect(!screen.elements[1].isFocusStop)
    }

    @Test func jsonAndYAMLGiveTheSameScreen() throws {
        let yaml = try load("""
            name: same
            elements:
              - {id: t, label: "Title", traits: [header], frame: [0, 0, 100, 20]}
              - {id: s, label: Wi-Fi, value: "1", traits: [button, toggleButton], customContent: [{label: A, value: B, importance: high}]}
            script: [next, {rotor: actions}, {wait: 2}]
            """)
        let json = try load("""
            {"name": "same", "elements": [
              {"id": "t", "label": "Title", "traits": ["header"], "frame": [0, 0, 100, 20]},
              {"id": "s", "label": "Wi-Fi", "value": "1", "traits": ["button", "toggleButton"],
               "customContent": [{"label": "A", "value": "B", "importance": "high"}]}],
             "script": ["next", {"rotor": "actions"}, {"wait": 2}]}
            """)
        #expect(yaml == json)
    }

    @Test func everySampleLoads() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Repository.samples.path).filter { $0.hasSuffix(".yaml") }
        #expect(files.count >= 6)
        var names = Set<String>()
        for file in files {
            let screen = try ScreenLoader.load(contentsOf: Repository.samples.appendingPathComponent(file))
            #expect(screen.script != nil, "\(file) has a script")
            #expect(names.insert(screen.name).inserted, "\(file): name \(screen.name) is unique")
        }
    }
}
