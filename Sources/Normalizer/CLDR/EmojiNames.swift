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
    /// Where unicode-cldr-core puts CLDR's common data.
    static let directory = "/usr/share/unicode/cldr/common"

    private let tag: String
    private let tables = Mutex<[Folder: [String: String]]>([:])
    private static let loaded = Mutex<[String: [String: String]]>([:])

    /// CLDR's two sets of annotations: single emoji and symbols, and the sequences derived from
    /// them (flags, skin tones, joined pictographs), read only when the first has no name.
    enum Folder: String { case annotations, annotationsDerived }

    init(tag: String) { self.tag = tag }

    /// The name of the emoji written as `scalars` (variation selectors ignored): the sequence's
    /// own name, else its base with the skin tone's, else its parts' names; nil if none is known.
    func name(of scalars: ArraySlice<Unicode.Scalar>) -> String? {
        let plain = scalars.filter { $0 != Self.variationSelector }
        let key = Self.key(plain)
        if let name = table(.annotations)[key] ?? (plain.count > 1 ? table(.annotationsDerived)[key] : nil) { return name }
        let base = table(.annotations)
        let tones = plain.filter(\.isSkinTone)
        if !tones.isEmpty, let named = base[Self.key(plain.filter { !$0.isSkinTone })] {
            return ([named] + tones.compactMap { base[String($0)] }).joined(separator: ": ")
        }
        let parts = plain.split(separator: Self.zeroWidthJoiner).compactMap { base[Self.key(Array($0))] }
        return parts.isEmpty ? nil : parts.joined(separator: ": ")
    }

    static let variationSelector: Unicode.Scalar = "\u{FE0F}"
    static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"

    private static func key<S: Sequence>(_ scalars: S) -> String where S.Element == Unicode.Scalar {
        var key = ""
        key.unicodeScalars.append(contentsOf: scalars)
        return key
    }

    private func table(_ folder: Folder) -> [String: String] {
        tables.withLock { tables in
            if let table = tables[folder] { return table }
            let read = Self.names(in: folder, for: tag)
            tables[folder] = read
            return read
        }
    }

    /// One table per folder and CLDR locale chain, shared by every normalizer of the language.
    private static func names(in folder: Folder, for tag: String) -> [String: String] {
        let chain = localeChain(tag)
        let cacheKey = folder.rawValue + ":" + chain.joined(separator: ">")
        return loaded.withLock { loaded in
            if let known = loaded[cacheKey] { return known }
            var table: [String: String] = [:]
            // A child locale's file holds only what differs from its parent: read parents first.
            for locale in chain {
                guard let data = FileManager.default.contents(atPath: "\(directory)/\(folder.rawValue)/\(locale).xml") else { continue }
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

    static func spokenNames(in data: Data) -> [String: String] {
        let reader = AnnotationReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        parser.parse()
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
        let spoken = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !spoken.isEmpty, spoken != "↑↑↑" else { return }
        names[String(String.UnicodeScalarView(cp.unicodeScalars.filter { $0 != EmojiNames.variationSelector }))] = spoken
    }
}

extension Unicode.Scalar {
    /// The five Fitzpatrick modifiers that give an emoji a skin tone (U+1F3FB–U+1F3FF).
    var isSkinTone: Bool { (0x1F3FB...0x1F3FF).contains(value) }

    /// Where an emoji may start: any emoji character beyond ASCII and Latin-1 ("❤", "☀", "✔",
    /// "🙂", a flag's regional indicator, a skin tone). The variation selector that asks for emoji
    /// presentation is gone by now (``isInvisible``), so text-style pictographs count too; digits,
    /// "#", "©" and "®" are read as numbers and symbols elsewhere.
    var startsEmoji: Bool { value >= 0x203C && properties.isEmoji }
}
