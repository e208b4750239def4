import Basics
import Foundation

/// A BCP 47 language tag as iOS reads it, with the subtags CLDR implies: `ja` is `ja-Jpan-JP`,
/// `zh-Hant` is `zh-Hant-TW`, `es-AR` has the parent `es-419`. The likely subtags and parent
/// locales come from CLDR through ICU (Foundation's `Locale.Language`), so matching follows the
/// same data iOS uses instead of a hand-kept table.
package struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
    /// As written, with `_` read as `-` (`zh_TW` is accepted like `zh-TW`).
    package let written: String
    /// ISO 639 language after CLDR's aliases (`iw` → `he`, `cmn` → `zh`), lowercased.
    package let language: String
    /// ISO 15924 script, written or likely (`Jpan`, `Hant`, `Latn`); nil when CLDR does not know the language.
    package let script: String?
    /// Region, written or likely (`JP`, `419`); nil when neither is known.
    package let region: String?
    /// Whether the tag names a region itself (`es-AR`) rather than leaving it to CLDR (`es`).
    package let regionWritten: Bool
    /// CLDR parent locales above the tag, nearest first, ending before the bare language:
    /// `es-AR` → [`es-419`], `en-AU` → [`en-001`], `pt-AO` → [`pt-PT`].
    package let parents: [String]

    /// Languages CLDR's likely-subtags data leaves alone but iOS treats as another's.
    private static let aliases = ["cmn": "zh", "iw": "he", "in": "id", "ji": "yi", "no": "nb", "tl": "fil"]

    /// Parses a tag; nil when it is not a language tag at all (empty, or a first subtag that is
    /// not 2-3 letters).
    package init?(_ text: String) {
        let written = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "-")
        let subtags = written.split(separator: "-", omittingEmptySubsequences: false)
        // ISO 639 languages are 2-3 letters; the longer first subtags BCP 47 reserves name none.
        guard LanguageTagSyntax.isWellFormed(written), let first = subtags.first, first.count <= 3 else { return nil }
        var primary = first.lowercased()
        var rest = subtags.dropFirst().map(String.init)
        if let alias = Self.aliases[primary] { primary = alias }
        // "cmn" alone is Mandarin in Simplified script; keep any script or region written after it.
        if first.lowercased() == "cmn", !rest.contains(where: { $0.count == 4 }) { rest.insert("Hans", at: 0) }
        let canonical = ([primary] + rest).joined(separator: "-")
        let stated = Locale.Language(identifier: canonical)
        let likely = Locale.Language(identifier: stated.maximalIdentifier)
        self.written = written
        language = (likely.languageCode?.identifier ?? primary).lowercased()
        script = likely.script?.identifier
        region = likely.region?.identifier.uppercased()
        regionWritten = stated.region != nil
        var parents: [String] = []
        var next = stated.parent
        while let parent = next, parents.count < 4 {
            let id = parent.minimalIdentifier
            guard id != "root", id.lowercased() != language, id != stated.minimalIdentifier else { break }
            parents.append(id)
            next = parent.parent
        }
        self.parents = parents
    }

    /// The tag's own locale and its CLDR parents: the groups it belongs to (`es-AR`, `es-419`).
    var groups: [String] { [Locale.Language(identifier: written).minimalIdentifier] + parents }

    public var description: String { written }

    /// The language's English name from CLDR ("Catalan"), for messages.
    package var englishName: String? {
        Locale(identifier: "en").localizedString(forLanguageCode: language)
    }
}
