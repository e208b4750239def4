import ScreenModel

/// What a stop's containers add to its description (docs/voiceover.md section 2, parts 6 and 7).
package struct StopContext: Hashable, Sendable {
    /// "N of M" for a tab: its place among the stops of the nearest `tabBar` container.
    package var tabPosition: Position?
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
    }

    package struct TableCell: Hashable, Sendable {
        package var row: Int
        package var column: Int
        /// The header stops (node indices) of its row and column, when the table has them.
        package var rowHeader: Int?
        package var columnHeader: Int?
    }

    package init() {}

    /// Contexts for every stop: each stop's visit ancestors are walked once (O(n * depth)).
    static func compute(stops: [Int], tree: ElementTree, rowBand: Double) -> [StopContext] {
        var contexts = [StopContext](repeating: StopContext(), count: stops.count)
        var tabBars: [Int: [Int]] = [:], lists: [Int: [Int]] = [:], landmarks: [Int: [Int]] = [:]
        var tables: [Int: [Int]] = [:]
        for (position, stop) in stops.enumerated() {
            var ancestor = tree.visitParent(stop)
            var sawTabBar = false, sawTable = false
            while let node = ancestor {
                let element = tree[node]
                if element.has(.tabBar), !sawTabBar {
                    sawTabBar = true
                    tabBars[node, default: []].append(position)
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
        for (_, positions) in tabBars {
            for (n, position) in positions.enumerated() { contexts[position].tabPosition = Position(n: n + 1, count: positions.count) }
        }
        // Edges are recorded innermost first: deeper containers have fewer stops, so sort by size.
        for (edges, groups) in [((StopContext.Edge.listStart, StopContext.Edge.listEnd), lists),
                                ((.landmarkStart, .landmarkEnd), landmarks)] {
            for positions in groups.values.sorted(by: { $0.count < $1.count }) {
                guard let first = positions.first, let last = positions.last else { continue }
                contexts[first].edges.append(edges.0)
                contexts[last].edges.append(edges.1)
            }
        }
        for positions in tables.values {
            for (position, cell) in cells(positions.map { stops[$0] }, tree: tree, rowBand: rowBand) {
                contexts[positions[position]].cell = cell
            }
        }
        return contexts
    }

    /// Row and column of each table stop: explicit `row`/`column`, else counted from frames
    /// (a new row when a stop's top is a row band or more below the row's first stop). Headers
    /// are the `header` stops of row 1 (for columns) and of column 1 (for rows).
    private static func cells(_ stops: [Int], tree: ElementTree, rowBand: Double) -> [Int: TableCell] {
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
            result[position] = TableCell(row: element.row ?? row, column: element.column ?? column)
        }
        var columnHeaders: [Int: Int] = [:], rowHeaders: [Int: Int] = [:]
        for (position, cell) in result where tree[stops[position]].has(.header) {
            if cell.row == 1 { columnHeaders[cell.column] = stops[position] }
            if cell.column == 1 { rowHeaders[cell.row] = stops[position] }
        }
        for (position, cell) in result {
            result[position]?.columnHeader = columnHeaders[cell.column].flatMap { $0 == stops[position] ? nil : $0 }
            result[position]?.rowHeader = rowHeaders[cell.row].flatMap { $0 == stops[position] ? nil : $0 }
        }
        return result
    }
}
