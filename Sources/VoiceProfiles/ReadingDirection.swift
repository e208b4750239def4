/// Which way a language's rows read: the one right-to-left rule, shared by the importer (a
/// capture's row joins its texts from the right) and the simulator (a row's stops from the right).
package enum ReadingDirection {
    /// Languages written right to left (ISO 639 codes).
    static let rightToLeftLanguages: Set<String> = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "ps", "sd", "syr", "ug", "ur", "yi"]

    /// Whether `language` reads right to left: its profile's direction where one speaks it, else
    /// the language's script.
    package static func isRightToLeft(_ language: String, profile: VoiceProfile? = nil) -> Bool {
        if profile?.direction == .rightToLeft { return true }
        let primary = language.split(separator: "-").first.map { $0.lowercased() } ?? ""
        return rightToLeftLanguages.contains(primary)
    }
}
