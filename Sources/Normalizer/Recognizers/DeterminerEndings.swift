/// An ordinal written with a dot takes the ending its determiner asks for, where the profile
/// lists them: German declines it weakly after an article ("zum 3. Mal" zum dritten Mal, "der
/// 2. Platz" der zweite, "in der 2. Klasse" zweiten), where "2." alone says "zweiter".
extension Rewriter {
    /// The written ending for the words just before `start` (two words first, then one), or nil.
    func endingAfterDeterminer(before start: Int) -> String? {
        guard !lexicon.ordinalEndingsAfter.isEmpty else { return nil }
        var words: [String] = []
        var k = start
        while words.count < 2 {
            guard at(k - 1) == " " else { break }
            k -= 1
            var w = k
            while isLetter(w - 1) { w -= 1 }
            guard w < k else { break }
            words.insert(string(w, k).lowercased(), at: 0)
            k = w
        }
        if words.count == 2, let ending = lexicon.ordinalEndingsAfter[words.joined(separator: " ")] { return ending }
        return words.last.flatMap { lexicon.ordinalEndingsAfter[$0] }
    }
}
