/// The shape of a BCP 47 language tag wherever Earshot takes one (a screen's `language`, a speech
/// run's, `import --language`, a voice profile's tag), checked in one place so a tag one part
/// accepts is never refused by the next: a language subtag of 2-8 letters, then subtags of 1-8
/// letters or digits joined by hyphens, at most 35 characters (the length RFC 5646 section
/// 4.4.1 asks every implementation to hold). Whether a profile speaks it is VoiceProfiles' question.
package enum LanguageTagSyntax {
    package static func isWellFormed(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard tag.count <= 35, let first = subtags.first, (2...8).contains(first.count),
              first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return subtags.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
