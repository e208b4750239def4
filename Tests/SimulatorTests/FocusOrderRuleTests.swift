import Screens
import Simulator
import Testing

/// docs/voiceover.md section 1, one row per rule.
@Suite("Focus order rules")
struct FocusOrderRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: String
        var elements: String
        var expected: [String]
        var rowBand: Double = 8
        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        Case(rule: "1 hidden and elementsHidden prune their whole subtree",
             elements: "[{id: a, label: A}, {id: b, label: B, hidden: true}, {id: c, elementsHidden: true, children: [{id: d, label: D}]}, {id: e, hidden: true, children: [{id: f, label: F}]}, {id: g, label: G}]",
             expected: ["a", "g"]),
        Case(rule: "2 an accessible parent is one stop and hides its children",
             elements: "[{id: cell, isAccessibilityElement: true, label: Cell, children: [{id: avatar, label: Avatar, traits: [image]}, {id: name, label: Name}]}]",
             expected: ["cell"]),
        Case(rule: "2 a container is not a stop by default; its children are",
             elements: "[{id: box, label: Box, children: [{id: x, label: X}]}, {id: empty}, {id: hintOnly, hint: H}]",
             expected: ["x"]),
        Case(rule: "2 isAccessibilityElement false on a leaf removes it",
             elements: "[{id: a, label: A, isAccessibilityElement: false}, {id: b, label: B}]",
             expected: ["b"]),
        Case(rule: "3 nested explicit order: A = [B, C], B = [D, E] gives D, E, C whatever the frames",
             elements: "[{id: A, order: [B, C], children: [{id: C, label: C, frame: [0, 0, 10, 10]}, {id: B, order: [D, E], children: [{id: E, label: E, frame: [0, 50, 10, 10]}, {id: D, label: D, frame: [0, 100, 10, 10]}]}]}]",
             expected: ["D", "E", "C"]),
        Case(rule: "3 an order visits exactly the listed elements",
             elements: "[{id: P, order: [b], children: [{id: a, label: A}, {id: b, label: B}]}]",
             expected: ["b"]),
        Case(rule: "6 a group whose top-most stop lies above its own frame is placed by that stop (AccessibilitySnapshot's accessibilitySortFrame)",
             elements: "[{id: bar, label: Bar, frame: [0, 50, 390, 40]}, {id: G, shouldGroupAccessibilityChildren: true, frame: [0, 100, 390, 400], children: [{id: g1, label: G1, frame: [0, 10, 390, 30]}, {id: g2, label: G2, frame: [0, 150, 390, 30]}]}]",
             expected: ["g1", "g2", "bar"]),
        Case(rule: "6 a scroll view whose content is scrolled above it is placed by its own frame",
             elements: "[{id: bar, label: Bar, frame: [0, 50, 390, 40]}, {id: S, scrollView: true, shouldGroupAccessibilityChildren: true, frame: [0, 100, 390, 400], children: [{id: s1, label: S1, frame: [0, -300, 390, 30]}, {id: s2, label: S2, frame: [0, 150, 390, 30]}]}]",
             expected: ["bar", "s1", "s2"]),
        Case(rule: "3 ordered elements stay contiguous, placed by their top-most stop",
             elements: "[{id: top, label: T, frame: [0, 0, 10, 10]}, {id: G, order: [g2, g1], children: [{id: g1, label: G1, frame: [0, 100, 10, 10]}, {id: g2, label: G2, frame: [0, 300, 10, 10]}]}, {id: mid, label: M, frame: [0, 200, 10, 10]}]",
             expected: ["top", "g2", "g1", "mid"]),
        Case(rule: "3 an order may name elements outside the container; they are visited there only, placed by its top-most stop",
             elements: "[{id: bar, order: [close, cart], frame: [0, 0, 10, 10]}, {id: content, children: [{id: photo, label: P, frame: [0, 0, 390, 300]}, {id: close, label: Close, frame: [0, 40, 40, 40]}, {id: cart, label: Cart, frame: [300, 40, 40, 40]}]}]",
             expected: ["photo", "close", "cart"]),
        Case(rule: "4 the last modal sibling wins; its siblings disappear",
             elements: "[{id: a, label: A}, {id: m1, viewIsModal: true, children: [{id: x, label: X}]}, {id: m2, viewIsModal: true, children: [{id: y, label: Y}]}, {id: b, label: B}]",
             expected: ["y"]),
        Case(rule: "4 a hidden modal view does not count",
             elements: "[{id: a, label: A}, {id: m, viewIsModal: true, hidden: true, children: [{id: x, label: X}]}]",
             expected: ["a"]),
        Case(rule: "4 a modal view hides its siblings only, not its parent's",
             elements: "[{id: outer, label: O, frame: [0, 0, 10, 10]}, {id: panel, frame: [0, 100, 10, 10], children: [{id: p1, label: P1, frame: [0, 100, 10, 10]}, {id: dialog, viewIsModal: true, children: [{id: d1, label: D1, frame: [0, 200, 10, 10]}]}]}]",
             expected: ["outer", "d1"]),
        Case(rule: "5 top to bottom",
             elements: "[{id: low, label: L, frame: [0, 100, 10, 10]}, {id: high, label: H, frame: [0, 0, 10, 10]}]",
             expected: ["high", "low"]),
        Case(rule: "5 tops less than 8 pt apart are one row, read left to right",
             elements: "[{id: right, label: R, frame: [200, 5, 10, 10]}, {id: left, label: L, frame: [0, 12.9, 10, 10]}]",
             expected: ["left", "right"]),
        Case(rule: "5 tops 8 pt apart are two rows",
             elements: "[{id: right, label: R, frame: [200, 5, 10, 10]}, {id: left, label: L, frame: [0, 13, 10, 10]}]",
             expected: ["right", "left"]),
        Case(rule: "5 on a pad the band is 13 pt",
             elements: "[{id: right, label: R, frame: [200, 0, 10, 10]}, {id: left, label: L, frame: [0, 12, 10, 10]}]",
             expected: ["left", "right"], rowBand: 13),
        Case(rule: "5 an enlarged accessibility frame moves an element up",
             elements: "[{id: name, label: Pepperoni, traits: [header], frame: [16, 316, 280, 36]}, {id: info, label: i, traits: [button], frame: [300, 300, 74, 60]}]",
             expected: ["info", "name"]),
        Case(rule: "5 without frames, subview order decides",
             elements: "[{id: a, label: A}, {id: b, label: B}, {id: c, label: C}]",
             expected: ["a", "b", "c"]),
        Case(rule: "5 a frameless stop keeps its place after the stop before it",
             elements: "[{id: x, label: X, frame: [0, 100, 10, 10]}, {id: y, label: Y}, {id: z, label: Z, frame: [0, 50, 10, 10]}]",
             expected: ["z", "x", "y"]),
        Case(rule: "5 an ungrouped container's stops mix with its siblings by frame",
             elements: "[{id: box, children: [{id: g1, label: G1, frame: [0, 0, 10, 10]}, {id: g2, label: G2, frame: [0, 200, 10, 10]}]}, {id: s, label: S, frame: [0, 100, 10, 10]}]",
             expected: ["g1", "s", "g2"]),
        Case(rule: "6 shouldGroupAccessibilityChildren keeps a container's stops together",
             elements: "[{id: box, shouldGroupAccessibilityChildren: true, children: [{id: g1, label: G1, frame: [0, 0, 10, 10]}, {id: g2, label: G2, frame: [0, 200, 10, 10]}]}, {id: s, label: S, frame: [0, 100, 10, 10]}]",
             expected: ["g1", "g2", "s"]),
        Case(rule: "6 a group is sorted inside and placed where its top-most stop sits",
             elements: "[{id: s, label: S, frame: [0, 100, 10, 10]}, {id: box, shouldGroupAccessibilityChildren: true, children: [{id: g150, label: A, frame: [0, 150, 10, 10]}, {id: g50, label: B, frame: [0, 50, 10, 10]}]}]",
             expected: ["g50", "g150", "s"]),
        Case(rule: "6 a scroll view (pages) keeps its stops together: a row below the screen comes before the tab bar at its foot",
             elements: "[{id: list, pages: {current: 1, count: 2}, frame: [0, 0, 390, 761], children: [{id: r1, label: R1, frame: [0, 100, 390, 44]}, {id: r2, label: R2, frame: [0, 1000, 390, 44]}]}, {id: tab, label: Tab, traits: [button], frame: [0, 761, 390, 49]}]",
             expected: ["r1", "r2", "tab"]),
        Case(rule: "6 list, landmark and dataTable containers group",
             elements: "[{id: l, containerType: list, children: [{id: l1, label: A, frame: [0, 0, 10, 10]}, {id: l2, label: B, frame: [0, 200, 10, 10]}]}, {id: m, containerType: landmark, children: [{id: m1, label: C, frame: [0, 50, 10, 10]}, {id: m2, label: D, frame: [0, 250, 10, 10]}]}, {id: s, label: S, frame: [0, 100, 10, 10]}]",
             expected: ["l1", "l2", "m1", "m2", "s"]),
        Case(rule: "6 a semanticGroup does not group by itself",
             elements: "[{id: g, containerType: semanticGroup, children: [{id: g1, label: A, frame: [0, 0, 10, 10]}, {id: g2, label: B, frame: [0, 200, 10, 10]}]}, {id: s, label: S, frame: [0, 100, 10, 10]}]",
             expected: ["g1", "s", "g2"]),
        Case(rule: "6 a tab bar keeps its tabs together",
             elements: "[{id: bar, traits: [tabBar], children: [{id: t1, label: A, frame: [0, 0, 10, 10]}, {id: t2, label: B, frame: [100, 40, 10, 10]}]}, {id: s, label: S, frame: [0, 20, 10, 10]}]",
             expected: ["t1", "t2", "s"]),
        Case(rule: "names: a stop without an id is named by its element path",
             elements: "[{id: box, children: [{label: A}, {label: B}]}]",
             expected: ["elements[0].children[0]", "elements[0].children[1]"]),
    ]

    @Test(arguments: cases)
    func order(_ c: Case) throws {
        #expect(try focusOrder(c.elements, settings: SimulationSettings(rowBand: c.rowBand)) == c.expected)
    }

    @Test func rightToLeftLanguagesReadRowsFromTheRight() throws {
        let elements = "[{id: left, label: L, frame: [0, 0, 50, 10]}, {id: right, label: R, frame: [300, 4, 50, 10]}, {id: below, label: B, frame: [0, 40, 50, 10]}]"
        let store = try voicesWithArabic()
        #expect(try focusOrder(elements, language: "ar-SA", profiles: store) == ["right", "left", "below"])
        #expect(try focusOrder(elements, language: "en-US", profiles: store) == ["left", "right", "below"])
    }

    @Test func focusOrderTypeIsUsableAlone() throws {
        let tree = ElementTree(elements: [
            Element(id: "b", label: "B", frame: Frame(x: 0, y: 50, width: 10, height: 10)),
            Element(id: "a", label: "A", frame: Frame(x: 0, y: 0, width: 10, height: 10)),
        ])
        let order = FocusOrder(tree: tree)
        #expect(order.stops.map { tree.name($0) } == ["a", "b"])
        #expect(order.position(of: 0) == 1)
    }

    @Test func aCycleInAScreenBuiltInCodeIsAnErrorNotAHang() {
        let screen = Screen(name: "loop", elements: [
            Element(id: "list", children: [Element(id: "cell", children: [Element(label: "x")], order: ["list"])]),
        ])
        #expect {
            try Simulator(screen: screen, profiles: voices).run()
        } throws: { error in
            "\(error)".contains("focus cycle through order: list -> cell -> list")
        }
    }

    @Test func aLongChainOfOrdersIsRefusedNotRecursedInto() {
        // 2,000 containers each ordering the next: deeper than the focus nesting limit.
        var elements: [Element] = []
        for index in 0..<2_000 {
            elements.append(Element(id: "c\(index)", children: [Element(label: "x\(index)")], order: ["c\(index + 1)"]))
        }
        elements.append(Element(id: "c2000", label: "end"))
        let screen = Screen(name: "chain", elements: elements)
        #expect {
            try Simulator(screen: screen, profiles: voices).run()
        } throws: { error in
            "\(error)".contains("deeper than 256 levels")
        }
    }
}
