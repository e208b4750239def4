import Foundation
import Screens
import Testing

/// docs/voiceover.md section 9: a captured segmented control keeps what makes VoiceOver say
/// "N of M" after each segment's "Button".
@Suite("Captured segmented controls")
struct SegmentedControlImportTests {
    @Test func aWebDriverAgentSegmentedControlIsMarked() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
                <XCUIElementTypeSegmentedControl type="XCUIElementTypeSegmentedControl" enabled="true" visible="true" accessible="false" x="16" y="100" width="300" height="32" index="0">
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="Day" label="Day" enabled="true" visible="true" accessible="true" x="16" y="100" width="100" height="32" index="0"/>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="Week" label="Week" enabled="true" visible="true" accessible="true" x="116" y="100" width="100" height="32" index="1"/>
                </XCUIElementTypeSegmentedControl>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """
        let imported = try ScreenSource.load(data: Data(xml.utf8), path: "shop.xml")
        func find(_ elements: [Element]) -> Element? {
            for element in elements {
                if element.segmentedControl { return element }
                if let found = find(element.children) { return found }
            }
            return nil
        }
        let control = try #require(find(imported.screen.elements))
        #expect(control.children.map(\.label) == ["Day", "Week"])
    }
}
