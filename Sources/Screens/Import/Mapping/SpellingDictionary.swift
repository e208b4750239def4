import Basics
import Foundation
import Synchronization

/// One language's Hunspell dictionary (Debian's hunspell-* packages, /usr/share/hunspell), asked
/// whether it knows a word: what ``WordLanguageGuess`` counts to tell Latin-script languages
/// apart. Hunspell applies the language's affix rules, so "Mensajes" and "vergessen" are known
/// from their stems, which a plain word list would miss.
///
/// libhunspell is opened with `dlopen` at first use, like libmecab and libespeak-ng: only an
/// import that needs a Latin-script guess loads it, and without it no dictionary opens. Every
/// call into it holds one lock: its shared tables are not safe from two threads (two
/// dictionaries opened at once aborted with "double free or corruption").
final class SpellingDictionary {
    private let handle: OpaquePointer
    private let encoding: String.Encoding

    /// The dictionary installed for `name` (Hunspell's file name, "nl_NL"), or nil when there is
    /// none, libhunspell is missing, or the dictionary's encoding is one Foundation cannot write.
    init?(named name: String, folder: String = SpellingDictionary.folder) {
        guard let library = Self.library,
              FileManager.default.fileExists(atPath: "\(folder)/\(name).dic"),
              let handle = Self.calls.withLock({ _ in library.create("\(folder)/\(name).aff", "\(folder)/\(name).dic") })
        else { return nil }
        let name = Self.calls.withLock { _ in library.encoding(handle).map { String(cString: $0) } ?? "" }
        guard let encoding = Self.encoding(named: name) else {
            Self.calls.withLock { _ in library.destroy(handle) }
            return nil
        }
        self.handle = handle
        self.encoding = encoding
    }

    deinit {
        let handle = handle
        Self.calls.withLock { _ in Self.library?.destroy(handle) }
    }

    /// Whether the dictionary knows `word` as written (a word its encoding cannot write is not).
    func knows(_ word: String) -> Bool {
        guard let library = Self.library, var bytes = word.data(using: encoding) else { return false }
        bytes.append(0)
        let handle = handle
        return Self.calls.withLock { _ in
            bytes.withUnsafeBytes { raw in library.spell(handle, raw.baseAddress!.assumingMemoryBound(to: CChar.self)) != 0 }
        }
    }

    /// The first folder holding any dictionary (``SystemLocations/hunspellDictionaries``).
    static let folder: String = {
        let folders = SystemLocations.hunspellDictionaries
        return folders.first { (try? FileManager.default.contentsOfDirectory(atPath: $0))?.contains { $0.hasSuffix(".dic") } == true }
            ?? folders.first ?? ""
    }()

    /// The `SET` encodings Debian's dictionaries for the profiles' languages use.
    private static func encoding(named name: String) -> String.Encoding? {
        switch name.uppercased() {
        case "UTF-8": .utf8
        case "ISO8859-1", "ISO-8859-1": .isoLatin1
        case "ISO8859-2", "ISO-8859-2": .isoLatin2
        default: nil
        }
    }

    /// Held around every call into libhunspell.
    private static let calls = Mutex(())

    private struct Library: Sendable {
        typealias Create = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>) -> OpaquePointer?
        typealias Destroy = @convention(c) (OpaquePointer) -> Void
        typealias Spell = @convention(c) (OpaquePointer, UnsafePointer<CChar>) -> Int32
        typealias Encoding = @convention(c) (OpaquePointer) -> UnsafePointer<CChar>?
        let create: Create, destroy: Destroy, spell: Spell, encoding: Encoding
    }

    private static let library: Library? = {
        guard let handle = try? SystemLocations.openFirst(of: SystemLocations.hunspell).get().handle,
              let create = dlsym(handle, "Hunspell_create"), let destroy = dlsym(handle, "Hunspell_destroy"),
              let spell = dlsym(handle, "Hunspell_spell"), let encoding = dlsym(handle, "Hunspell_get_dic_encoding")
        else { return nil }
        return Library(create: unsafeBitCast(create, to: Library.Create.self),
                       destroy: unsafeBitCast(destroy, to: Library.Destroy.self),
                       spell: unsafeBitCast(spell, to: Library.Spell.self),
                       encoding: unsafeBitCast(encoding, to: Library.Encoding.self))
    }()

    /// Whether libhunspell could be opened (tests and `earshot import --help` say so).
    static var isAvailable: Bool { library != nil }
}
