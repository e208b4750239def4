import Foundation
import Screens
import Testing

/// The keys docs/voiceover.md section 9 needs: a data table's spans and header cells, a
/// segmented control. Read, and refused with a place and a likely fix.
@Suite("Screen format: table spans and headers, segmented controls")
struct TableAndSegmentKeyTests {
    @Test func theKeysAreRead() throws {
        let screen = try ScreenLoader.load(data: Data("""
            name: t
            elements:
              - {id: table, containerType: dataTable, rowHeaders: [a], columnHeaders: [a, b], children: [{id: a, label: A, rowSpan: 2, columnSpan: 3}, {id: b, label: B}]}
              - {id: seg, segmentedControl: true, children: [{label: Day, traits: [button]}]}
            """.utf8), path: "t.yaml")
        #expect(screen.elements[0].rowHeaders == ["a"] && screen.elements[0].columnHeaders == ["a", "b"])
        #expect(screen.elements[0].children[0].rowSpan == 2 && screen.elements[0].children[0].columnSpan == 3)
        #expect(screen.elements[1].segmentedControl)
    }

    @Test func aHeaderNamingNoCellIsRefusedWithTheLikelyId() throws {
        let found = try #require(problems("""
            name: t
            elements:
              - {id: table, containerType: dataTable, columnHeaders: [nmae], children: [{id: name, label: Name}]}
            """))
        #expect(found.count == 1)
        #expect(found.first?.line == 3 && found.first?.suggestion == "name", "\(found)")
        #expect(found.first?.problem.contains("columnHeaders names 'nmae'") == true, "\(found)")
    }

    @Test(arguments: ["rowSpan: 0", "columnSpan: two", "segmentedControl: maybe", "rowHeader: [a]"])
    func aBadValueOrAMisspeltKeyIsOneProblem(_ field: String) throws {
        let found = try #require(problems("""
            name: t
            elements:
              - {id: a, label: A, \(field)}
            """))
        #expect(found.count == 1, "\(found)")
        if field.hasPrefix("rowHeader:") { #expect(found.first?.suggestion == "rowHeaders") }
    }
}
