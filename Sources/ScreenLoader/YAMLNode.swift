/// A composed YAML node with its place in the file: the loader's own light tree, built by
/// ``YAMLComposer``. Scalars stay text as written; the reader types them. Public for the voice
/// profiles, which are YAML too.
public indirect enum YAMLNode {
    case scalar(Scalar)
    case mapping([(key: Scalar, value: YAMLNode)], Mark)
    case sequence([YAMLNode], Mark)

    public struct Scalar {
        public var string: String
        /// Written without quotes (a plain scalar): only such a scalar can be null, a number or a
        /// boolean.
        public var plain: Bool
        public var mark: Mark
    }

    /// 1-based line and column (columns in Unicode scalars, as libyaml counts them).
    public struct Mark: Hashable, Sendable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    public var mark: Mark {
        switch self {
        case .scalar(let scalar): scalar.mark
        case .mapping(_, let mark), .sequence(_, let mark): mark
        }
    }

    /// YAML's null: `~`, `null` or nothing, unquoted.
    public var isNull: Bool {
        guard case .scalar(let scalar) = self, scalar.plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }
}
