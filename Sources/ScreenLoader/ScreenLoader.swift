import EarshotSupport
import Foundation
import ScreenModel

/// Reads screen files (YAML or JSON; JSON is YAML) into a `Screen`, or rejects them with one line
/// that names the file, the place, what is wrong and what is allowed.
///
/// The steps, each bounded by ``LoaderLimits``: size, UTF-8 (naming the first bad byte), an
/// iterative composer over libyaml's events that bounds nesting and alias expansion and keeps
/// line:column marks, the reader that checks keys and types, and the tree checks (ids, orders,
/// cycles) and script references.
public enum ScreenLoader {
    public static func load(contentsOf url: URL, limits: LoaderLimits = .standard) throws -> Screen {
        try loadChecked(contentsOf: url, limits: limits).screen
    }

    /// `load`, with the element tree the checks built, for the simulator to use.
    public static func loadChecked(contentsOf url: URL, limits: LoaderLimits = .standard) throws -> CheckedScreen {
        try loadChecked(data: readFile(url, limits: limits), path: url.path, limits: limits)
    }

    /// ``loadLocated(data:path:limits:)`` from a file.
    public static func loadLocated(contentsOf url: URL, limits: LoaderLimits = .standard) throws -> LocatedScreen {
        try loadLocated(data: readFile(url, limits: limits), path: url.path, limits: limits)
    }

    /// The file's bytes, refusing folders, unreadable files and files over the size limit.
    private static func readFile(_ url: URL, limits: LoaderLimits) throws -> Data {
        let path = url.path
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let attributes else {
            throw ScreenLoadError(file: path, problem: "cannot read the file", allowed: "a readable screen file")
        }
        if attributes[.type] as? FileAttributeType == .typeDirectory {
            throw ScreenLoadError(file: path, problem: "is a folder", allowed: "a screen file (.yaml, .yml, .json)")
        }
        if let size = attributes[.size] as? Int, size > limits.maxFileBytes {
            throw tooLarge(path, size, limits)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScreenLoadError(file: path, problem: "cannot read the file", allowed: "a readable screen file")
        }
        return data
    }

    /// Reads a screen from bytes; `path` names it in errors.
    public static func load(data: Data, path: String, limits: LoaderLimits = .standard) throws -> Screen {
        try loadChecked(data: data, path: path, limits: limits).screen
    }

    /// `load(data:path:)`, with the element tree the checks built.
    public static func loadChecked(data: Data, path: String, limits: LoaderLimits = .standard) throws -> CheckedScreen {
        let (screen, reader) = try read(data: data, path: path, limits: limits)
        return CheckedScreen(screen: screen, checkedTree: try check(screen, reader: reader))
    }

    /// Reads a screen and where each element starts, for tools that point at elements (the
    /// audit). Focus cycles and `order` entries naming no element, or an element listed twice, are
    /// left in: the audit reports them as findings. Every other problem is thrown as by ``load``.
    public static func loadLocated(data: Data, path: String, limits: LoaderLimits = .standard) throws -> LocatedScreen {
        let (screen, reader) = try read(data: data, path: path, limits: limits)
        try check(screen, reader: reader) { problem in
            switch problem.kind {
            case .cycle, .unknownOrderID, .listedTwice: false
            case .duplicateID, .tooDeep: true
            }
        }
        return LocatedScreen(screen: screen, lines: reader.marks.compactMapValues { $0.line })
    }

    private static func read(data: Data, path: String, limits: LoaderLimits) throws -> (Screen, NodeReader) {
        if data.count > limits.maxFileBytes { throw tooLarge(path, data.count, limits) }
        var bytes = data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw ScreenLoadError(file: path, problem: "UTF-16 text (byte order mark at byte 0)", allowed: "UTF-8 text")
        }
        let composed: YAMLNode? = try bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) throws -> YAMLNode? in
            if let offset = UTF8Validation.firstInvalidOffset(raw) {
                throw ScreenLoadError(file: path, problem: "not UTF-8: invalid byte 0x\(String(raw[offset], radix: 16, uppercase: true)) at byte offset \(offset + data.count - bytes.count)",
                                      allowed: "UTF-8 text")
            }
            do {
                return try YAMLComposer.compose(raw, limits: limits.yaml)
            } catch let error as YAMLComposer.Failure {
                throw ScreenLoadError(file: path, line: error.mark.line, column: error.mark.column, problem: error.problem,
                                      allowed: error.allowed)
            }
        }
        guard let root = composed else {
            throw ScreenLoadError(file: path, problem: "empty file", allowed: "a mapping with name and elements")
        }
        var reader = NodeReader(file: path, limits: limits)
        let screen = try reader.screen(root)
        return (screen, reader)
    }

    /// Tree problems (ids, orders, cycles) and script steps naming elements that do not exist;
    /// the tree it built and checked.
    @discardableResult
    private static func check(_ screen: Screen, reader: NodeReader,
                              isFatal: (TreeProblem) -> Bool = { _ in true }) throws -> ElementTree {
        let tree = ElementTree(screen: screen)
        if let problem = tree.problems().first(where: isFatal) {
            let mark = reader.marks[problem.path]
            throw ScreenLoadError(file: reader.file, line: mark?.line, column: mark?.column, path: problem.path,
                                  problem: problem.problem, allowed: problem.allowed)
        }
        let rotorOwners: [(path: String, rotors: [CustomRotor])] = [("customRotors", screen.customRotors)]
            + tree.nodes.indices.map { (tree.path($0) + ".customRotors", tree[$0].customRotors) }
        for (path, rotors) in rotorOwners {
            for (index, rotor) in rotors.enumerated() {
                for (itemIndex, id) in rotor.items.enumerated() where tree.indexByID[id] == nil {
                    let place = "\(path)[\(index)].items[\(itemIndex)]"
                    let mark = reader.marks[place]
                    throw ScreenLoadError(file: reader.file, line: mark?.line, column: mark?.column, path: place,
                                          problem: "rotor \(quoted(rotor.name)) lists \(quoted(id)), which is no element's id",
                                          allowed: "ids of elements of this screen")
                }
            }
        }
        for (index, step) in (screen.script ?? []).enumerated() {
            let id: String?
            switch step {
            case .screenChanged(let target), .layoutChanged(let target): id = target
            case .set(let change): id = change.id
            default: id = nil
            }
            if let id, tree.indexByID[id] == nil {
                throw ScreenLoadError(file: reader.file, path: "script[\(index)]",
                                      problem: "\(step.name) names \(quoted(id)), which is no element's id",
                                      allowed: "ids of elements of this screen")
            }
        }
        return tree
    }

    private static func tooLarge(_ path: String, _ size: Int, _ limits: LoaderLimits) -> ScreenLoadError {
        ScreenLoadError(file: path, problem: "file of \(size) bytes is too large",
                        allowed: "at most \(limits.maxFileBytes) bytes")
    }
}
