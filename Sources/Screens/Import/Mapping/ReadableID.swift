/// A stop's id made from what it says, so a script reads `activate: general` rather than an
/// element path: lowercase letters and digits (any script) joined by hyphens, at most 40
/// characters, cut at a word.
enum ReadableID {
    static func from(_ text: String) -> String? {
        var words: [String] = []
        var word = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                word.append(character)
            } else if !word.isEmpty, character != "'" && character != "’" {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        var id = ""
        for word in words {
            let next = id.isEmpty ? word : id + "-" + word
            if next.count > 40 { break }
            id = next
        }
        if id.isEmpty, let first = words.first { id = String(first.prefix(40)) }
        return id.isEmpty ? nil : id
    }
}
