import Basics
import Foundation
import VoiceProfiles

/// Every input Earshot renders: a capture from a running app (recognized by content) or a screen
/// file (read by ScreenLoader). `render`, `transcript`, `batch` and `import` all read through here.
/// Public for Fuzz/ (a separate package), which feeds each importer through `load(data:path:)`.
public enum ScreenSource {
    /// The largest capture read: 64 MiB, about 18 times a 15,000-element page source.
    package static let maxCaptureBytes = 64 << 20

    /// `keepingFocusFindings`: a screen file's focus cycles and order problems are left for the
    /// audit to report instead of refused (its tree is then not kept).
    package static func load(contentsOf url: URL, options: ImportOptions = ImportOptions(),
                             keepingFocusFindings: Bool = false) throws -> ImportedScreen {
        try load(read(url), options: options, keepingFocusFindings: keepingFocusFindings,
                 screenFile: (path: url.relativePath, inFile: true))
    }

    /// The file at `url`, read once and recognized (``ScreenInput``). The loader's checks and
    /// messages for unreadable files and folders hold for every input; a file too large for its
    /// format is read no further than the first bytes that tell which format it is in.
    package static func read(_ url: URL) throws -> ScreenInput {
        switch try ScreenLoader.read(url, maxBytes: maxCaptureBytes) {
        case .whole(let data):
            return try ScreenInput(data: data, path: url.path)
        case .tooLarge(let size):
            let head = (try? FileHandle(forReadingFrom: url).read(upToCount: 64 * 1024)) ?? Data()
            if try ScreenInput(data: head, path: url.path).format == .screenFile {
                throw ScreenLoader.tooLarge(url.relativePath, size, .standard)
            }
            throw ImportError(path: url.path, "a capture of \(size) bytes; allowed: at most \(maxCaptureBytes) bytes")
        }
    }

    /// `path` names the input in errors and, without `options.name`, gives the screen its name.
    /// Throws ``ImportError`` for a capture, the loader's error for a screen file.
    public static func load(data: Data, path: String, options: ImportOptions = ImportOptions(),
                            keepingFocusFindings: Bool = false) throws -> ImportedScreen {
        try load(ScreenInput(data: data, path: path), options: options, keepingFocusFindings: keepingFocusFindings)
    }

    /// An input read and recognized: to the screen loader or the capture's importer.
    /// `screenFile`: how the loader names a screen file (as the user gave it) and whether the
    /// bytes are a file's (its screenshot is then checked beside it); the input's own path by default.
    package static func load(_ input: ScreenInput, options: ImportOptions = ImportOptions(), keepingFocusFindings: Bool = false,
                             screenFile: (path: String, inFile: Bool)? = nil) throws -> ImportedScreen {
        let path = input.path
        let format = input.format
        let parser: CaptureParser.Type
        switch format {
        case .appiumSource: parser = AppiumSourceParser.self
        case .idbDescription: parser = IdbDescriptionParser.self
        case .xcuitestDescription: parser = DebugDescriptionParser.self
        case .accessibilitySnapshot:
            let snapshot = try AccessibilitySnapshotParser.parse(input)
            let (language, languageWarnings) = screenLanguage(options: options, stated: snapshot.statedLanguage,
                                                              texts: spokenTexts(snapshot.elements))
            return try screen(snapshot.elements, warnings: snapshot.warnings + languageWarnings, language: language,
                              size: nil, format: format, path: path, options: options)
        case .screenFile:
            let file = screenFile ?? (path, false)
            return Self.screenFile(try loadScreenFile(input.data, path: file.path, inFile: file.inFile,
                                                      keepingFocusFindings: keepingFocusFindings), options: options)
        }
        var capture = try parser.parse(input)
        if capture.isFragment { readAsFragment(&capture, options: options) }
        // The language is guessed from what VoiceOver will say: the mapped stops, without the
        // status bar, scroll bars, asset names and keyboard keys a capture also lists, whose
        // Latin text outweighs a short Chinese screen. A right-to-left screen joins a row's texts
        // from the right, so it is mapped again once its language is known.
        if let language = options.language { capture.rightToLeft = ReadingDirection.isRightToLeft(language) }
        var (elements, warnings) = CaptureMapper.map(capture)
        let (language, languageWarnings) = screenLanguage(options: options, stated: nil, texts: spokenTexts(elements))
        if ReadingDirection.isRightToLeft(language), !capture.rightToLeft {
            capture.rightToLeft = true
            (elements, warnings) = CaptureMapper.map(capture)
        }
        return try screen(elements, warnings: warnings + languageWarnings, language: language, size: capture.screenSize,
                          format: format, path: path, options: options)
    }

    /// A fragment's screen is the stated device size, else the extent of its frames from the
    /// screen's origin; one warning says what it is.
    private static func readAsFragment(_ capture: inout Capture, options: ImportOptions) {
        var extent: [Double]?
        CapturedElement.visit(capture.elements) { element in
            guard let frame = element.frame, frame.maxX.isFinite, frame.maxY.isFinite else { return }
            extent = [max(extent?[0] ?? 0, frame.maxX), max(extent?[1] ?? 0, frame.maxY)]
        }
        let size = options.screenSize ?? extent
        capture.screenSize = size
        let roots = capture.elements.map(\.typeName).joined(separator: ", ")
        let sizeText = size.map { "\(pointsText($0[0])) × \(pointsText($0[1])) points (\(options.screenSize == nil ? "the extent of its frames" : "as stated"))" } ?? "unknown (no frames)"
        capture.warnings.insert(ImportWarning(.fragment, path: "", "a fragment of a capture (\(roots)) without its application: read as it is, nothing in it taken for off the screen; screen \(sizeText)"), at: 0)
    }

    private static func pointsText(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    private static func screen(_ elements: [Element], warnings: [ImportWarning], language: String, size: [Double]?,
                               format: CaptureFormat, path: String, options: ImportOptions) throws -> ImportedScreen {
        if elements.isEmpty {
            throw ImportError(path: path, "the \(format.displayName) has no element VoiceOver could reach; allowed: a capture of an app's screen")
        }
        let screen = Screen(name: options.name ?? screenName(path), language: language, size: size, elements: elements)
        return ImportedScreen(screen: screen, warnings: warnings, format: format)
    }

    /// Loads a screen file; when the loader rejects it and its content is no mapping (plain
    /// text, a list), or does not parse and never names `elements` (an image, prose), it is
    /// neither a screen file nor a recognized capture, and the error says so and where the
    /// formats read are listed rather than what a screen file lacks. A file that names
    /// `elements` (a screen file in Latin-1, with a stray quote) keeps the loader's error at its
    /// place, and one that is empty or only comments (so far) the loader's. The tree the loader
    /// composed is the one looked at: the bytes are composed once.
    private static func loadScreenFile(_ data: Data, path: String, inFile: Bool,
                                       keepingFocusFindings: Bool) throws -> LocatedScreen {
        let root: YAMLNode?
        do {
            root = try ScreenLoader.compose(data, path: path)
        } catch let error as ScreenLoadError {
            // Text in UTF-16 or past the size allowed is refused for that whatever it holds.
            let refusedWhole = data.count > LoaderLimits.standard.maxFileBytes
                || data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
            if !refusedWhole, !mentionsElements(data), !isBlankOrComments(data) { throw unrecognized(path) }
            throw error
        }
        do {
            return try ScreenLoader.screen(root, path: path, keepingFocusFindings: keepingFocusFindings, inFile: inFile)
        } catch let error as ScreenLoadError {
            switch root {
            case .scalar?, .sequence?: throw unrecognized(path)
            case .mapping?, nil: throw error
            }
        }
    }

    private static func unrecognized(_ path: String) -> ImportError {
        ImportError(path: path, "neither a screen file nor a recognized capture; allowed: \(CaptureFormat.readableFormatsPointer)")
    }

    /// Only white space and YAML comments.
    private static func isBlankOrComments(_ head: Data) -> Bool {
        String(decoding: head, as: UTF8.self).split(whereSeparator: \.isNewline).allSatisfy { line in
            let text = line.drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }
            return text.isEmpty || text.hasPrefix("#")
        }
    }

    /// Whether the text names the key every screen file has.
    private static func mentionsElements(_ head: Data) -> Bool {
        head.withUnsafeBytes { bytes in
            let needle = Array("elements".utf8)
            guard bytes.count >= needle.count else { return false }
            return (0...(bytes.count - needle.count)).contains { start in needle.indices.allSatisfy { bytes[start + $0] == needle[$0] } }
        }
    }

    /// `--language`, else what the capture states, else a guess from the script and words of its
    /// texts, else en-US; each but the first says so in a warning.
    private static func screenLanguage(options: ImportOptions, stated: String?, texts: [String]) -> (String, [ImportWarning]) {
        if let chosen = options.language { return (chosen, []) }
        if let stated {
            return (stated, [ImportWarning(.language, path: "", "language \(stated) as most of the capture's elements state it; --language overrides it")])
        }
        if let guessed = LanguageGuess.guess(texts) {
            return (guessed, [ImportWarning(.language, path: "", "language \(guessed) guessed from the labels' script, letters and words; --language overrides it")])
        }
        // No capture format records the app's language, and a few Latin words (or none
        // with a dictionary installed) do not tell English from Dutch: say what was assumed.
        return ("en-US", [ImportWarning(.language, path: "", "the capture does not say its language and its labels' script and words do not tell it: read as en-US; --language sets it ('earshot voices' lists the languages)")])
    }

    private static func screenFile(_ file: LocatedScreen, options: ImportOptions) -> ImportedScreen {
        var screen = file.screen
        var places = file.places
        if let name = options.name { screen.name = name }
        if let language = options.language {
            screen.language = language
            places.forget("language")  // the file's language is not the one in use
        }
        return ImportedScreen(screen: screen, warnings: [], format: .screenFile, places: places, tree: file.tree)
    }

    /// The file's name without its extension ("settings.xml" is "settings"); the renderer sanitizes.
    static func screenName(_ path: String) -> String {
        let file = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return file.isEmpty || file == "/" ? "screen" : file
    }

    /// The labels and values of the elements, without the keyboard's keys.
    private static func spokenTexts(_ elements: [Element]) -> [String] {
        elements.flatMap { element in
            (element.has(.keyboardKey) ? [] : [element.label, element.value]) + spokenTexts(element.children)
        }
    }
}
