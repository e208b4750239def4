import EarshotSupport
import Foundation
import ScreenLoader
import ScreenModel

/// Every input Earshot renders: a capture from a running app (recognized by content) or a screen
/// file (read by ScreenLoader). `render`, `transcript`, `batch` and `import` all read through here.
package enum ScreenSource {
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
    package static func load(data: Data, path: String, options: ImportOptions = ImportOptions(),
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
        case .screenFile:
            return screenFile(try unrecognizedIfNoMapping(data, path: path) {
                try ScreenLoader.loadLocated(data: data, path: path, keepingFocusFindings: keepingFocusFindings)
            }, options: options)
        }
        var capture = try parser.parse(data, path: path)
        // The language comes first: a right-to-left screen joins a row's texts from the right.
        var languageWarnings: [ImportWarning] = []
        let language: String
        if let chosen = options.language {
            language = chosen
        } else if let guessed = LanguageGuess.guess(capturedTexts(capture.elements)) {
            language = guessed
            languageWarnings.append(ImportWarning(.language, path: "", "language \(guessed) guessed from the labels' script, letters and words; --language overrides it"))
        } else {
            // No capture format records the app's language, and a few Latin words (or none
            // with a dictionary installed) do not tell English from Dutch: say what was assumed.
            language = "en-US"
            languageWarnings.append(ImportWarning(.language, path: "", "the capture does not say its language and its labels' script and words do not tell it: read as en-US; --language sets it ('earshot voices' lists the languages)"))
        }
        capture.rightToLeft = LanguageGuess.isRightToLeft(language)
        var (elements, warnings) = CaptureMapper.map(capture)
        warnings += languageWarnings
        if elements.isEmpty {
            throw ImportError(path: path, "the \(format.displayName) has no element VoiceOver could reach; allowed: a capture of an app's screen")
        }
        let screen = Screen(name: options.name ?? screenName(path), language: language,
                            size: capture.screenSize, elements: elements)
        return ImportedScreen(screen: screen, warnings: warnings, format: format)
    }

    /// Loads a screen file; when the loader rejects it and its content is no mapping (plain
    /// text, a list), it is neither a screen file nor a recognized capture, and the error says so
    /// and lists what is read rather than what a screen file lacks. `head`: the file's first bytes.
    private static func unrecognizedIfNoMapping(_ head: Data?, path: String,
                                                _ load: () throws -> LocatedScreen) throws -> LocatedScreen {
        do {
            return try load()
        } catch let error as ScreenLoadError {
            let root = head.flatMap { head in
                head.withUnsafeBytes { try? YAMLComposer.compose($0, limits: .standard) }
            }
            switch root {
            case .scalar?, .sequence?:
                throw ImportError(path: path, "neither a screen file nor a recognized capture; allowed: \(CaptureFormat.readableFormats)")
            case .mapping?, nil:
                throw error
            }
        }
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

    private static func capturedTexts(_ elements: [CapturedElement]) -> [String] {
        var texts: [String] = []
        CapturedElement.visit(elements) { element in
            if element.kind != .key, element.kind != .statusBar { texts += [element.label, element.value] }
        }
        return texts
    }
}
