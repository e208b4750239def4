import Basics
import Foundation

/// Reads screen files (YAML, or strict JSON for a `.json` file) into a `Screen`, or rejects them
/// naming every problem found, each as one line: the file, the place, what is wrong, the likely
/// fix and what is allowed.
///
/// The steps, each bounded by ``LoaderLimits``: size, UTF-8 (naming the first bad byte), an
/// iterative composer (libyaml's events, or `JSONComposer`) that bounds nesting and alias
/// expansion and keeps line:column marks, the reader that checks keys and types, and the tree
/// checks (ids, orders, cycles) and script references. A problem in the bytes or the syntax
/// stops there (nothing after it can be placed); from the reader on every problem is collected.
public enum ScreenLoader {
    /// Reads and checks the screen file at `url` (YAML or JSON).
    /// - Throws: ``ScreenLoadError`` naming every problem found, with its line and what is allowed.
    public static func load(contentsOf url: URL, limits: LoaderLimits = .standard) throws -> Screen {
        try loadLocated(contentsOf: url, limits: limits).screen
    }

    /// Reads a screen from bytes; `path` names it in errors, and its extension `.json` makes it JSON.
    public static func load(data: Data, path: String, limits: LoaderLimits = .standard) throws -> Screen {
        try loadLocated(data: data, path: path, limits: limits).screen
    }

    /// `load`, keeping where each part was written, so later stages' errors can name a line and
    /// tools that report on elements (the audit) can say where to look. Errors name the file as
    /// it was given (`url.relativePath`: `screens/a.yaml`, not the absolute path).
    ///
    /// `keepingFocusFindings`: focus cycles and `order` entries naming no element, or an element
    /// listed twice, are left in, for the audit to report as findings.
    package static func loadLocated(contentsOf url: URL, limits: LoaderLimits = .standard,
                                   keepingFocusFindings: Bool = false) throws -> LocatedScreen {
        let path = url.relativePath
        switch try read(url, maxBytes: limits.maxFileBytes) {
        case .tooLarge(let size):
            throw tooLarge(path, size, limits)
        case .whole(let data):
            return try screen(compose(data, path: path, limits: limits), path: path, limits: limits,
                              keepingFocusFindings: keepingFocusFindings, inFile: true)
        }
    }

    package static func loadLocated(data: Data, path: String, limits: LoaderLimits = .standard,
                                   keepingFocusFindings: Bool = false) throws -> LocatedScreen {
        try screen(compose(data, path: path, limits: limits), path: path, limits: limits,
                   keepingFocusFindings: keepingFocusFindings, inFile: false)
    }

    /// What reading a file found: all its bytes, or past the size allowed only its size.
    package enum FileContents {
        case whole(Data)
        case tooLarge(size: Int)
    }

    /// The bytes of the file at `url` (errors name it as given, `url.relativePath`), read once;
    /// a file larger than `maxBytes` is not read. Throws the line that says why it cannot be
    /// read: no such file, a folder, permission denied.
    package static func read(_ url: URL, maxBytes: Int) throws -> FileContents {
        let path = url.relativePath
        var info = stat()
        guard stat(path, &info) == 0 else { throw unreadable(path, errno) }
        if info.st_mode & S_IFMT == S_IFDIR {
            throw ScreenLoadError(file: path, problem: "is a folder", allowed: "a screen file (.yaml, .yml, .json)")
        }
        if Int(info.st_size) > maxBytes { return .tooLarge(size: Int(info.st_size)) }
        do {
            return .whole(try Data(contentsOf: url))
        } catch let error as CocoaError {
            throw unreadable(path, (error.underlying as? POSIXError)?.code.rawValue ?? EIO)
        }
    }

    /// The first step: the bytes checked (size, byte order mark, UTF-8) and composed into a tree
    /// (libyaml's events, or `JSONComposer` for a `.json` path); nil for a file with no document
    /// (empty, or only comments). Callers that tell a screen file from other text look at this tree.
    package static func compose(_ data: Data, path: String, limits: LoaderLimits = .standard) throws -> YAMLNode? {
        if data.count > limits.maxFileBytes { throw tooLarge(path, data.count, limits) }
        var bytes = data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw ScreenLoadError(file: path, problem: "UTF-16 text (byte order mark at byte 0)", allowed: "UTF-8 text")
        }
        let isJSON = path.lowercased().hasSuffix(".json")
        return try bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) throws -> YAMLNode? in
            if let offset = UTF8Validation.firstInvalidOffset(raw) {
                throw ScreenLoadError(file: path, problem: "not UTF-8: invalid byte 0x\(String(raw[offset], radix: 16, uppercase: true)) at byte offset \(offset + data.count - bytes.count)",
                                      allowed: "UTF-8 text")
            }
            do {
                return isJSON ? try JSONComposer.compose(raw, limits: limits) : try YAMLComposer.compose(raw, limits: limits.yaml)
            } catch let error as YAMLComposer.Failure {
                throw ScreenLoadError(file: path, line: error.mark.line, column: error.mark.column, problem: error.problem,
                                      allowed: error.allowed)
            }
        }
    }

    /// The second step: the composed tree read and checked into a screen (every problem from
    /// here on collected). `inFile`: the bytes are the file at `path`, so a screenshot it names
    /// must be a real image inside the file's folder (bytes without a file have no folder:
    /// whoever reads the image checks it then).
    package static func screen(_ composed: YAMLNode?, path: String, limits: LoaderLimits = .standard,
                               keepingFocusFindings: Bool = false, inFile: Bool) throws -> LocatedScreen {
        guard let root = composed else {
            throw ScreenLoadError(file: path, problem: "empty file", allowed: "a mapping with name and elements")
        }
        let reader = NodeReader(file: path, limits: limits)
        var located: LocatedScreen?
        do {
            if let screen = try reader.screen(root) {
                let tree = try check(screen, reader: reader, keepingFocusFindings: keepingFocusFindings)
                if reader.problems.isEmpty {
                    // The tree is handed on only when it was checked in full, for the simulator to use.
                    located = LocatedScreen(screen: screen, places: ScreenPlaces(reader.marks),
                                            tree: keepingFocusFindings ? nil : tree)
                }
            }
        } catch {
            // Reading stopped (a limit breached, or problems past counting): report what was found.
        }
        guard let located else { throw ScreenLoadError(file: path, problems: reader.problems) }
        return inFile ? try checkingScreenshot(located, path: path) : located
    }

    /// A screenshot must be a real image inside the screen file's folder, or one line says why.
    private static func checkingScreenshot(_ located: LocatedScreen, path: String) throws -> LocatedScreen {
        guard let screenshot = located.screen.screenshot else { return located }
        do { _ = try ScreenshotFile.read(screenshot, screenFile: path) } catch {
            let mark = located.places["screenshot"]
            throw ScreenLoadError(file: path, problems: error.problems.map {
                var problem = $0
                problem.line = mark?.line
                problem.column = mark?.column
                return problem
            })
        }
        return located
    }

    /// Tree problems (ids, orders, cycles), script steps naming elements that do not exist, and
    /// `set` steps giving a switch a YAML boolean, recorded in the reader.
    /// Returns the tree it built.
    private static func check(_ screen: Screen, reader: NodeReader,
                              keepingFocusFindings: Bool) throws(NodeReader.Stop) -> ElementTree {
        let tree = ElementTree(screen: screen)
        let ids = tree.indexByID.keys.sorted()
        for problem in tree.problems() {
            switch problem.kind {
            case .cycle, .unknownOrderID, .listedTwice: if keepingFocusFindings { continue }
            case .duplicateID, .tooDeep: break
            }
            var suggestion: String?
            if case .unknownOrderID(let id) = problem.kind {
                if reader.someIDUnread { continue }
                suggestion = Suggestion.closest(to: id, among: ids)
            }
            let mark = reader.marks[problem.path]
            try reader.record(ScreenLoadError(file: reader.file, line: mark?.line, column: mark?.column, path: problem.path,
                                              problem: problem.problem, suggestion: suggestion, allowed: problem.allowed))
        }
        /// An id that names no element, at `place`: recorded with the id most likely meant.
        func unknownID(_ id: String, at place: String, _ problem: String, allowed: String) throws(NodeReader.Stop) {
            let mark = reader.marks[place]
            try reader.record(ScreenLoadError(file: reader.file, line: mark?.line, column: mark?.column, path: place,
                                              problem: problem, suggestion: Suggestion.closest(to: id, among: ids),
                                              allowed: allowed))
        }
        // A data table's header cells name cells of the screen.
        for node in tree.nodes.indices where !reader.someIDUnread {
            for (key, headers) in [("rowHeaders", tree[node].rowHeaders ?? []), ("columnHeaders", tree[node].columnHeaders ?? [])] {
                for (index, id) in headers.enumerated() where tree.indexByID[id] == nil {
                    try unknownID(id, at: "\(tree.path(node)).\(key)[\(index)]", "\(key) names \(quoted(id)), which is no element's id",
                                  allowed: "ids of the table's cells")
                }
            }
        }
        let rotorOwners: [(path: String, rotors: [CustomRotor])] = [("customRotors", screen.customRotors)]
            + tree.nodes.indices.map { (tree.path($0) + ".customRotors", tree[$0].customRotors) }
            + reader.scriptSteps.compactMap { index, step in
                if case .set(let change) = step, let rotors = change.customRotors { ("script[\(index)].set.customRotors", rotors) } else { nil }
            }
        for (path, rotors) in rotorOwners {
            for (index, rotor) in rotors.enumerated() {
                for (itemIndex, id) in rotor.items.enumerated() where tree.indexByID[id] == nil && !reader.someIDUnread {
                    try unknownID(id, at: "\(path)[\(index)].items[\(itemIndex)]",
                                  "rotor \(quoted(rotor.name)) lists \(quoted(id)), which is no element's id",
                                  allowed: "ids of elements of this screen")
                }
            }
        }
        for (index, step) in reader.scriptSteps {
            let id: String?
            switch step {
            case .screenChanged(let target), .layoutChanged(let target): id = target
            case .set(let change): id = change.id
            default: id = nil
            }
            let path = "script[\(index)]"
            if let id, tree.indexByID[id] == nil, !reader.someIDUnread {
                try unknownID(id, at: path, "\(step.name) names \(quoted(id)), which is no element's id",
                              allowed: "ids of elements of this screen")
            }
        }
        for set in reader.setValuesAsBooleans {
            guard let index = tree.indexByID[set.id], tree[index].has(.toggleButton) else { continue }
            try reader.record(ScreenLoadError(
                file: reader.file, line: set.mark.line, column: set.mark.column, path: set.path,
                problem: "a switch's value \(quoted(set.written)) would be read as the word \(quoted(set.written))",
                suggestion: ScreenFormat.switchStateWords[set.written.lowercased()] == true ? "1" : "0",
                allowed: ScreenFormat.switchValuesAllowed))
        }
        return tree
    }

    /// The line for a file of `size` bytes, more than `limits` allow.
    package static func tooLarge(_ path: String, _ size: Int, _ limits: LoaderLimits) -> ScreenLoadError {
        ScreenLoadError(file: path, problem: "file of \(size) bytes is too large",
                        allowed: "at most \(limits.maxFileBytes) bytes")
    }

    /// A file that cannot be read, with the system's reason (no such file, permission denied).
    private static func unreadable(_ path: String, _ code: Int32) -> ScreenLoadError {
        ScreenLoadError(file: path, problem: "cannot read the file: " + String(cString: strerror(code)).lowercased(),
                        allowed: "a readable screen file")
    }
}

/// Where a screen's parts were written, by the paths errors use (`elements[2].order[0]`,
/// `script[3]`, `language`), so a stage after the loader (the simulator running the script, the
/// language's voice profile) can name the line and column of what it rejects.
package struct ScreenPlaces: Hashable, Sendable {
    private var marks: [String: YAMLNode.Mark]

    package init(_ marks: [String: YAMLNode.Mark] = [:]) { self.marks = marks }

    package subscript(path: String) -> YAMLNode.Mark? { marks[path] }

    /// The line of each place.
    package var lines: [String: Int] { marks.mapValues(\.line) }

    /// Drops a place that no longer holds what is in use (a language the command line overrode).
    package mutating func forget(_ path: String) { marks[path] = nil }

    /// `file:line:column` for `path` when its place is known, else `file`: how an error begins.
    package func locate(_ path: String?, in file: String) -> String {
        guard let path, let mark = marks[path] else { return file }
        return "\(file):\(mark.line):\(mark.column)"
    }
}
