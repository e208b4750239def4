/// A composed YAML node with its place in the file: a light tree built by ``YAMLComposer``, read
/// by the screen loader and the voice profiles. Scalars stay text as written; readers type them.
package indirect enum YAMLNode: Sendable {
    case scalar(Scalar)
    case mapping([(key: Scalar, value: YAMLNode)], Mark)
    case sequence([YAMLNode], Mark)

    package struct Scalar: Sendable {
        package var string: String
        /// Written without quotes (a plain scalar): only such a scalar can be null, a number or a
        /// boolean.
        package var plain: Bool
        package var mark: Mark

        package init(string: String, plain: Bool, mark: Mark) {
            self.string = string
            self.plain = plain
            self.mark = mark
        }
    }

    /// 1-based line and column (columns in Unicode scalars, as libyaml counts them).
    package struct Mark: Hashable, Sendable {
        package var line: Int
        package var column: Int

        package init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    package var mark: Mark {
        switch self {
        case .scalar(let scalar): scalar.mark
        case .mapping(_, let mark), .sequence(_, let mark): mark
        }
    }

    /// YAML's null: `~`, `null` or nothing, unquoted.
    package var isNull: Bool {
        guard case .scalar(let scalar) = self, scalar.plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }
}
