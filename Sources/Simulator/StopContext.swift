import Screens

/// What a stop's containers add to its description (docs/voiceover.md section 2, parts 6 and 7).
package struct StopContext: Hashable, Sendable {
    /// "N of M": a tab's place among the stops of the nearest `tabBar` container, or a segment's
    /// among the stops of its `segmentedControl`.
    package var position: Position?
    /// Container edges, innermost container first.
    package var edges: [Edge] = []
    /// The cell's place when the stop is inside a `dataTable`.
    package var cell: TableCell?

    package enum Edge: Hashable, Sendable {
        case listStart, listEnd, landmarkStart, landmarkEnd
    }

    package struct Position: Hashable, Sendable {
        package var n: Int
        package var count: Int
        /// A tab bar's tab (says "Tab", never "Button"); else a segment of a segmented control.
        package var isTab: Bool = true
    }

    package struct TableCell: Hashable, Sendable {
        package var row: Int
        package var column: Int
        /// How many rows and columns the cell spans (1 when it spans none).
        package var rowSpan: Int = 1
        package var columnSpan: Int = 1
        /// Whether no cell of its row comes before it: only such a cell says its row and its row headers.
        package var isFirstInRow: Bool = true
        /// The header stops (node indices) read before it: its row's (first cell of a row only), then its column's.
        package var rowHeaders: [Int] = []
        package var columnHeaders: [Int] = []
    }

    package init() {}

    /// Contexts for every stop: each stop's visit ancestors are walked once (O(n * depth)).
    static func compute(stops: [Int], tree: ElementTree, rowBand: Double) -> [StopContext] {
        var contexts = [StopContext](repeating: StopContext(), count: stops.count)
        var tabBars: [Int: [Int]] = [:], segmented: [Int: [Int]] = [:], lists: [Int: [Int]] = [:], landmarks: [Int: [Int]] = [:]
        var tables: [Int: [Int]] = [:]
        for (position, stop) in stops.enumerated() {
            var ancestor = tree.visitParent(stop)
            var sawTabBar = false, sawTable = false
            while let node = ancestor {
                let element = tree[node]
                if element.has(.tabBar) || element.segmentedControl, !sawTabBar {
                    sawTabBar = true
                    if element.segmentedControl { segmented[node, default: []].append(position) }
                    else { tabBars[node, default: []].append(position) }
                }
                switch element.containerType {
                case .list: lists[node, default: []].append(position)
                case .landmark: landmarks[node, default: []].append(position)
                case .dataTable where !sawTable:
                    sawTable = true
                    tables[node, default: []].append(position)
                default: break
                }
                ancestor = tree.visitParent(node)
            }
        }
        for (isTab, groups) in [(true, tabBars), (false, segmented)] {
            for positions in groups.values {
                for (n, position) in positions.enumerated() {
                    contexts[position].position = Position(n: n + 1, count: positions.count, isTab: isTab)
                }
            }
        }
        // Edges are recorded innermost first: deeper containers have fewer stops, so sort by size.
        for (edges, groups) in [((StopContext.Edge.listStart, StopContext.Edge.listEnd), lists),
                                ((.landmarkStart, .landmarkEnd), landmarks)] {
            for positions in groups.values.sorted(by: { $0.count < $1.count }) {
                guard let first = positions.first, let last = positions.last else { continue }
                // A container of one stop: that stop is its first, and only "start" is said.
                contexts[first].edges.append(edges.0)
                if positions.count > 1 { contexts[last].edges.append(edges.1) }
            }
        }
        for (table, positions) in tables {
            for (position, cell) in cells(positions.map { stops[$0] }, table: tree[table], tree: tree, rowBand: rowBand) {
                contexts[positions[position]].cell = cell
            }
        }
        return contexts
    }

    /// Row and column of each table stop: explicit `row`/`column`, else counted from frames
    /// (a new row when a stop's top is a row band or more below the row's first stop). Header
    /// cells are the table's `rowHeaders` and `columnHeaders` when it lists them, else its
    /// `header` stops of row 1 (for their columns) and of column 1 (for their rows). As
    /// AccessibilitySnapshot models VoiceOver: a cell never reads itself as a header, row headers
    /// are read on the first cell of a row only, and that cell does not read the column header
    /// just above it.
    private static func cells(_ stops: [Int], table: Element, tree: ElementTree, rowBand: Double) -> [Int: TableCell] {
        var result: [Int: TableCell] = [:]
        var row = 0, column = 0
        var rowTop: Double?
        for (position, stop) in stops.enumerated() {
            let element = tree[stop]
            if let y = element.frame?.y {
                if rowTop == nil || y - rowTop! >= rowBand { row += 1; column = 0; rowTop = y }
            } else if row == 0 {
                row = 1
            }
            column += 1
            result[position] = TableCell(row: element.row ?? row, column: element.column ?? column,
                                         rowSpan: element.rowSpan ?? 1, columnSpan: element.columnSpan ?? 1)
        }
        var firstColumn: [Int: Int] = [:]
        for cell in result.values { firstColumn[cell.row] = min(firstColumn[cell.row] ?? .max, cell.column) }
        let positionOf = Dictionary(stops.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var rowHeaders: [Int: [Int]] = [:], columnHeaders: [Int: [Int]] = [:]
        if table.rowHeaders != nil || table.columnHeaders != nil {
            for (ids, byRow) in [(table.rowHeaders ?? [], true), (table.columnHeaders ?? [], false)] {
                for id in ids {
                    guard let node = tree.indexByID[id], let position = positionOf[node], let cell = result[position] else { continue }
                    if byRow { rowHeaders[cell.row, default: []].append(node) } else { columnHeaders[cell.column, default: []].append(node) }
                }
            }
        } else {
            for (position, cell) in result.sorted(by: { $0.key < $1.key }) where tree[stops[position]].has(.header) {
                if cell.row == 1 { columnHeaders[cell.column, default: []].append(stops[position]) }
                if cell.column == 1 { rowHeaders[cell.row, default: []].append(stops[position]) }
            }
        }
        var placed = result
        for (position, cell) in result {
            let stop = stops[position]
            let first = cell.column == firstColumn[cell.row]
            placed[position]?.isFirstInRow = first
            placed[position]?.rowHeaders = first ? (rowHeaders[cell.row] ?? []).filter { $0 != stop } : []
            placed[position]?.columnHeaders = (columnHeaders[cell.column] ?? []).filter { header in
                guard header != stop else { return false }
                guard first, let headerCell = positionOf[header].flatMap({ result[$0] }) else { return true }
                return headerCell.row != cell.row - 1
            }
        }
        return placed
    }
}
