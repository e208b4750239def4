
/// Where the element is: the `frame` key, and a data-table cell's `row` and `column`.
extension Element {
    /// accessibilityFrame in screen points.
    public func frame(x: Double, y: Double, width: Double, height: Double) -> Element {
        with { $0.frame = Frame(x: x, y: y, width: width, height: height) }
    }

    /// `frame: [x, y, width, height]`, in the screen file's order.
    public func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Element {
        frame(x: x, y: y, width: width, height: height)
    }

    /// A data-table cell's row and column (1-based).
    public func cell(row: Int, column: Int) -> Element { with { $0.row = row; $0.column = column } }

    /// A data-table cell spanning rows and columns (`rowSpan`, `columnSpan`).
    public func spans(rows: Int? = nil, columns: Int? = nil) -> Element {
        with { $0.rowSpan = rows; $0.columnSpan = columns }
    }

    /// A data table's header cells by id (`rowHeaders`, `columnHeaders`).
    public func headers(rows: [String]? = nil, columns: [String]? = nil) -> Element {
        with { $0.rowHeaders = rows; $0.columnHeaders = columns }
    }

    /// A segmented control: its stops say "N of M" (`segmentedControl`).
    public func segmentedControl(_ isSegmented: Bool = true) -> Element { with { $0.segmentedControl = isSegmented } }

    /// A scroll view: placed by its own frame when its content is scrolled above it (`scrollView`).
    public func scrollView(_ isScrollView: Bool = true) -> Element { with { $0.scrollView = isScrollView } }
}
