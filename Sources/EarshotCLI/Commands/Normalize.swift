import ArgumentParser
import Foundation
import Normalizer
import Synthesizer
import VoiceProfiles

/// `earshot normalize`: prints text as it will be spoken, so a label's reading can be checked
/// (and scored) without synthesizing audio.
struct Normalize: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "normalize",
        abstract: "Print text as it will be spoken: numbers, times, money and symbols in words.",
        discussion: """
            Pauses are written back as "," (comma class) and "." (sentence class). With --lines, \
            standard input is read line by line and exactly one line is printed per input line, \
            empty lines included, so the output can be compared line by line with the input.

            Example: earshot normalize "22:58, \\$1,234.56" --language en-US
                     printf '434₽\\nR$ 10,50\\n' | earshot normalize --lines --language pt-BR
            """
    )

    // Every word no option takes: a TEXT may start with "-" ("-$4.50", "-3 °C").
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The text to normalize (omit with --lines; - reads standard input).", valueName: "text"))
    var words: [String] = []

    /// The words given, without the "--" that ends the options (`earshot normalize -- -5`).
    var texts: [String] {
        guard let end = words.firstIndex(of: "--") else { return words }
        return Array(words[..<end] + words[(end + 1)...])
    }

    /// The one TEXT given, if any (validate() refuses more).
    var text: String? { texts.first }

    @Option(help: "The voice profile's language (BCP 47), e.g. en-US, zh-CN, pt-BR, vi-VN, ru-RU.")
    var language = "en-US"

    @Option(help: "Punctuation level: all, some or none (which symbols are spoken as words).")
    var punctuation: PunctuationLevel = .some

    @Flag(name: .customLong("twelve-hour-times"), help: "Read 24-hour times (22:58) as their 12-hour form would be read (the audit's fix).")
    var twelveHourTimes = false

    @Flag(help: "Read standard input and print one normalized line per input line.")
    var lines = false

    @OptionGroup var voices: VoicesOption

    func validate() throws {
        // A word that looks like a long option is a mistyped one, not text to read.
        if let option = texts.first(where: { $0.hasPrefix("--") && $0.dropFirst(2).allSatisfy { $0.isLetter || $0 == "-" } && $0.count > 2 }) {
            throw ValidationError("unknown option '\(option)' (earshot normalize --help lists them)")
        }
        if texts.count > 1 { throw ValidationError("give one TEXT, quoted if it has spaces (got \(texts.count) words)") }
        if lines, let text, text != "-" { throw ValidationError("--lines reads standard input; give no TEXT with it") }
        if !lines, text == nil { throw ValidationError("give a TEXT to normalize, - for standard input, or --lines") }
    }

    func run() throws {
        if let gap = TextNormalizer.platformGap { throw CommandFailure.environment(SpeechEngineError.notSupportedOnThisPlatform(gap).description) }
        let store = try Environment.voices(voices.directory)
        let voices = try Environment.voices(language, in: store)
        let normalizer = TextNormalizer(profile: voices.screenProfile, punctuation: punctuation,
                                        times: twelveHourTimes ? .twelveHour : .asVoiceOver)
        if lines {
            let input = Array(try Environment.readStandardInput().utf8)
            var output: [UInt8] = []
            output.reserveCapacity(input.count * 2)
            normalizer.appendLines(of: input, to: &output)
            try Environment.writeStandardOutput(Data(output))
        } else {
            let source = text == "-" ? try Environment.readStandardInput() : (text ?? "")
            print(normalizer.normalize(source).text)
        }
    }
}

