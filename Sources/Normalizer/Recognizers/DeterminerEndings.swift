/// An ordinal written with a dot takes the ending its determiner asks for, where the profile
/// lists them: German declines it weakly after an article ("zum 3. Mal" zum dritten Mal, "der
/// 2. Platz" der zweite, "in der 2. Klasse" zweiten), where "2." alone says "zweiter".
extension Rewriter {
    /// The written ending for the words just before `start` (two words first, then one), or nil.
    func endingAfterDeterminer(before start: Int) -> String? {
        guard !lexicon.ordinalEndingsAfter.isEmpty else { return nil }
        let before = words(before: start, count: 2)
        if before.count == 2, let ending = lexicon.ordinalEndingsAfter[before.joined(separator: " ")] { return ending }
        return before.last.flatMap { lexicon.ordinalEndingsAfter[$0] }
    }
}
