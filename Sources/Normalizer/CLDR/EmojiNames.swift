import Basics
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Synchronization

/// CLDR's spoken names of emoji in one language ("🙂" slightly smiling face, "👍🏽" thumbs up:
/// medium skin tone, "🇯🇵" flag: Japan): VoiceOver says an emoji's name at every punctuation
/// level, in the language it speaks. Read from the annotations of Debian's unicode-cldr-core
/// (base and derived), once per language, the first time a text holds an emoji its profile does
/// not name itself. Without the package, emoji stay silent as before.
final class EmojiNames: Sendable {
    /// CLDR's common data (``SystemLocations/cldrCommon``: Debian's unicode-cldr-core), the
    /// first that has annotations; nil where there is none.
    static let directory: String? = SystemLocations.cldrCommon.first {
        FileManager.default.fileExists(atPath: $0 + "/annotations")
    }

    /// The language's CLDR locale files, parent first (``localeChain(_:)``).
    private let chain: [String]
    /// Every table read, by folder and locale chain: shared by every normalizer of a language
    /// (a test or a batch makes many), each file read once per process.
    private static let loaded = Mutex<[String: [String: String]]>([:])

    /// CLDR's two sets of annotations: single emoji and symbols, and the sequences derived from
    /// them (flags, skin tones, joined pictographs), read only when the first has no name.
    enum Folder: String { case annotations, annotationsDerived }

    init(tag: String) { chain = Self.localeChain(tag) }

    /// The name of the emoji written as `scalars` (an emoji with its skin tones, a flag's two
    /// regional indicators, or a sequence joined by U+200D), nil if CLDR has none. Variation
    /// selectors never get here: the cleaner drops them (``Unicode/Scalar/isInvisible``) and keeps
    /// only joiners that follow an emoji.
    func name(of scalars: ArraySlice<Unicode.Scalar>) -> String? {
        var key = ""
        key.unicodeScalars.append(contentsOf: scalars)
        return table(.annotations)[key] ?? (scalars.count > 1 ? table(.annotationsDerived)[key] : nil)
    }

    /// The folder's names for this language, read on first use.
    private func table(_ folder: Folder) -> [String: String] {
        let cacheKey = folder.rawValue + ":" + chain.joined(separator: ">")
        return Self.loaded.withLock { loaded in
            if let known = loaded[cacheKey] { return known }
            var table: [String: String] = [:]
            // A child locale's file holds only what differs from its parent: read parents first.
            for locale in chain {
                guard let directory = Self.directory,
                      let data = FileManager.default.contents(atPath: "\(directory)/\(folder.rawValue)/\(locale).xml") else { continue }
                table.merge(AnnotationReader.spokenNames(in: data)) { _, child in child }
            }
            loaded[cacheKey] = table
            return table
        }
    }

    /// CLDR's locale files for a profile's tag, parent first: "zh-TW" zh, zh_Hant, zh_Hant_TW;
    /// "nb-NO" no, nb, nb_NO (CLDR 41 keeps Norwegian Bokmål's annotations under "no").
    static func localeChain(_ tag: String) -> [String] {
        let language = Locale.Language(identifier: tag)
        guard let code = language.languageCode?.identifier else { return [] }
        let script = Locale.Language(identifier: tag).maximalIdentifier
            .split(separator: "-").dropFirst().first { $0.count == 4 }.map(String.init)
        let region = language.region?.identifier
        var chain = code == "nb" ? ["no", "nb"] : [code]
        if let script { chain.append("\(code)_\(script)") }
        if let region {
            chain.append("\(code)_\(region)")
            if let script { chain.append("\(code)_\(script)_\(region)") }
        }
        return chain
    }
}

/// The `type="tts"` annotations of a CLDR annotations file: code points to spoken name.
private final class AnnotationReader: NSObject, XMLParserDelegate {
    private var names: [String: String] = [:]
    private var codePoints: String?
    private var text = ""
    /// Made once: Foundation's trimming, and the set made for each name, were a third of reading a file.
    private static let spaces = CharacterSet.whitespacesAndNewlines

    static func spokenNames(in data: Data) -> [String: String] {
        let reader = AnnotationReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        _ = parser.parse()  // a malformed file gives the names read before the error
        return reader.names
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        guard name == "annotation", attributes["type"] == "tts", let cp = attributes["cp"] else { return }
        codePoints = cp
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if codePoints != nil { text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard name == "annotation", let cp = codePoints else { return }
        codePoints = nil
        // "↑↑↑" marks a value inherited from the parent locale.
        let spoken = text.trimmingWhitespace(Self.spaces)
        guard !spoken.isEmpty, spoken != "↑↑↑" else { return }
        // Keyed as the cleaned text writes it: without variation selectors, a joined sequence
        // with its joiners.
        names[String(String.UnicodeScalarView(cp.unicodeScalars.filter { $0 != "\u{FE0F}" }))] = spoken
    }
}
