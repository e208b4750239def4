import Basics
import Foundation

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
        let head = try? FileHandle(forReadingFrom: url).read(upToCount: 64 * 1024)
        if let head, let foreign = ForeignFormat.identify(head) {
            throw ImportError(path: url.path, ForeignFormat.refusal(foreign))
        }
        guard let head, CaptureFormat.detect(head) != .screenFile else {
            // The loader has its own checks and messages for unreadable files, folders and sizes.
            return screenFile(try unrecognizedIfNoMapping(head, path: url.relativePath) {
                try ScreenLoader.loadLocated(contentsOf: url, keepingFocusFindings: keepingFocusFindings)
            }, options: options)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        if size > maxCaptureBytes {
            throw ImportError(path: url.path, "a capture of \(size) bytes; allowed: at most \(maxCaptureBytes) bytes")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ImportError(path: url.path, "cannot be read; allowed: a readable screen file or capture")
        }
        return try load(data: data, path: url.path, options: options, keepingFocusFindings: keepingFocusFindings)
    }

    /// `path` names the input in errors and, without `options.name`, gives the screen its name.
    /// Throws ``ImportError`` for a capture, the loader's error for a screen file.
    public static func load(data: Data, path: String, options: ImportOptions = ImportOptions(),
                            keepingFocusFindings: Bool = false) throws -> ImportedScreen {
        if let foreign = ForeignFormat.identify(data) {
            throw ImportError(path: path, ForeignFormat.refusal(foreign))
        }
        let format = CaptureFormat.detect(data)
        let parser: CaptureParser.Type
        switch format {
        case .appiumSource: parser = AppiumSourceParser.self
        case .idbDescription: parser = IdbDescriptionParser.self
        case .xcuitestDescription: parser = DebugDescriptionParser.self
        case .accessibilitySnapshot:
            let snapshot = try AccessibilitySnapshotParser.parse(data, path: path)
            let (language, languageWarnings) = screenLanguage(options: options, stated: snapshot.statedLanguage,
                                                              texts: spokenTexts(snapshot.elements))
            return try screen(snapshot.elements, warnings: snapshot.warnings + languageWarnings, language: language,
                              size: nil, format: format, path: path, options: options)
        case .screenFile:
            return screenFile(try unrecognizedIfNoMapping(data, path: path) {
                try ScreenLoader.loadLocated(data: data, path: path, keepingFocusFindings: keepingFocusFindings)
            }, options: options)
        }
        var capture = try parser.parse(data, path: path)
        if capture.isFragment { readAsFragment(&capture, options: options) }
        // The language is guessed from what VoiceOver will say: the mapped stops, without the
        // status bar, scroll bars, asset names and keyboard keys a capture also lists, whose
        // Latin text outweighs a short Chinese screen. A right-to-left screen joins a row's texts
        // from the right, so it is mapped again once its language is known.
        if let language = options.language { capture.rightToLeft = LanguageGuess.isRightToLeft(language) }
        var (elements, warnings) = CaptureMapper.map(capture)
        let (language, languageWarnings) = screenLanguage(options: options, stated: nil, texts: spokenTexts(elements))
        if LanguageGuess.isRightToLeft(language), !capture.rightToLeft {
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
    /// place, and one that is empty or only comments (so far) the loader's. `head`: the file's
    /// first bytes.
    private static func unrecognizedIfNoMapping(_ head: Data?, path: String,
                                                _ load: () throws -> LocatedScreen) throws -> LocatedScreen {
        do {
            return try load()
        } catch let error as ScreenLoadError {
            guard let head else { throw error }
            let root = head.withUnsafeBytes { try? YAMLComposer.compose($0, limits: .standard) }
            let unrecognized: Bool
            switch root {
            case .scalar?, .sequence?: unrecognized = true
            case .mapping?: unrecognized = false
            case nil: unrecognized = !Self.mentionsElements(head) && !Self.isBlankOrComments(head)
            }
            if unrecognized {
                throw ImportError(path: path, "neither a screen file nor a recognized capture; allowed: \(CaptureFormat.readableFormatsPointer)")
            }
            throw error
        }
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
