import ArgumentParser
import Renderer
import Basics
import Foundation
import Screens
import VoiceProfiles

/// `earshot import`: a capture from a running app to a screen file.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Convert a capture of a running app's accessibility tree into a screen file.",
        discussion: """
            Reads, recognized by content: Appium XCUITest / WebDriverAgent page source (XML), \
            `idb ui describe-all` output (JSON, flat or --nested) and AXe's `describe-ui`, \
            XCUITest's debugDescription text ("Element subtree:"), and AccessibilitySnapshot's \
            hierarchy JSON. A screen file is read too and written \
            back normalized. `render`, `transcript` and `batch` take these captures directly; \
            import them when you want to edit the result.

            Identifiers never become labels, nothing is added that the capture does not hold, \
            and whatever could not be mapped is reported on stderr, one line each: \
            FILE:LINE: ELEMENT PATH: what happened. Warnings do not change the exit code.

            A screenshot saved beside the capture (source.png for source.xml, or --screenshot) \
            is named in the screen file, so the focus map draws the stops over it.

            Example: earshot import source.xml -o settings.yaml
                     idb ui describe-all --json > home.json && earshot import home.json --language zh-CN
            """
    )

    @Argument(help: ArgumentHelp("The capture (or screen file) to read.", valueName: "file"))
    var input: String

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "The screen file to write (default: standard output).", valueName: "screen.yaml"))
    var output: String?

    @Option(help: ArgumentHelp(
        "yaml or json (default: json for an --output ending in .json, else yaml).", valueName: "format"))
    var format: ScreenFileWriter.Syntax?

    @Option(help: "The screen's name (default: the input's file name without its extension).")
    var name: String?

    @Option(help: "The screen's language, BCP 47 (default: guessed from the labels' script, from letters only one language writes, such as Polish ł or Spanish ñ, or from which language's spelling dictionary knows the words, when that is clear; else en-US, with a warning).")
    var language: String?

    @Option(name: .customLong("screen-size"), help: ArgumentHelp(
        "The device's screen in points, for a fragment of a capture (an alert or a tab bar pasted without its application; default: the extent of its frames).",
        valueName: "WIDTHxHEIGHT"))
    var screenSize: String?

    @Option(help: ArgumentHelp(
        "The screenshot saved with the capture, PNG or JPEG, in the screen file's folder or below it (default: the capture's name with .png, .jpg or .jpeg, when there is one); drawn under the focus map.",
        valueName: "file"))
    var screenshot: String?

    @OptionGroup var messages: OutputOptions

    /// `390x844` as two positive numbers of points.
    static func points(_ text: String) -> [Double]? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0.isFinite && $0 > 0 && $0 <= 100_000 }) else { return nil }
        return parts
    }

    func validate() throws {
        if let screenSize, Self.points(screenSize) == nil {
            throw ValidationError("--screen-size '\(screenSize)' is not WIDTHxHEIGHT in points; allowed: e.g. 390x844, 402x874")
        }
        if let output, output.isEmpty { throw ValidationError("--output must name a file") }
        if let name, name.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--name must not be empty") }
        if let language, !LanguageTagSyntax.isWellFormed(language) {
            throw ValidationError("--language '\(language)' is not a BCP 47 tag; allowed: e.g. en-US, zh-CN, pt-BR, vi-VN, ru-RU")
        }
    }

    func run() throws {
        var imported = try Environment.imported(input, options: ImportOptions(name: name, language: language, screenSize: screenSize.flatMap(Self.points)),
                                                reportingWarnings: !messages.quiet)
        messages.detail("\(input): read as \(imported.format.displayName)")
        if let missing = Self.missingVoice(for: imported.screen.language) {
            imported.warnings.append(missing)
            if !messages.quiet { Environment.report([missing], for: input) }
        }
        do {
            let warnings = try ScreenshotAttachment.attach(to: &imported.screen, capture: input, given: screenshot, output: output)
            imported.warnings += warnings
            if !messages.quiet { Environment.report(warnings, for: input) }
        } catch let refusal as ScreenshotAttachment.Refusal {
            throw CommandFailure.input(refusal.description)
        }
        let syntax = format ?? (output.map { $0.lowercased().hasSuffix(".json") } == true ? .json : .yaml)
        let data = ScreenFileWriter.data(imported.screen, as: syntax, comments: imported.warnings)
        guard let output else {
            try Environment.writeStandardOutput(data)
            return
        }
        do {
            let file = try AtomicFile(path: output)
            try file.write(data)
            try file.commit()
        } catch let error as AudioFileError {
            throw CommandFailure.input(error.description)
        }
        let count = imported.warnings.count
        if !messages.quiet { print("\(output): \(imported.format.displayName) imported, \(count) warning\(count == 1 ? "" : "s")") }
    }

    /// A warning when no voice profile speaks `language` (the screen imports, but cannot be
    /// rendered until one is added or --language names one that exists).
    static func missingVoice(for language: String) -> ImportWarning? {
        guard let store = try? VoiceProfileStore.standard(), ScreenVoices(screenLanguage: language, store: store) == nil else { return nil }
        return ImportWarning(.noVoiceProfile, path: "", "no voice profile speaks \(language): the screen imports but cannot be rendered; add one to Voices/ or pass --language with one that exists (earshot voices lists them)")
    }
}

extension ScreenFileWriter.Syntax: ExpressibleByArgument {}
