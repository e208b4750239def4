/// Ids must be unique in a screen file, and imported stops get theirs from what they say
/// (ReadableID): the first stop reading "General" is `general`, a later one `general-2`, skipping
/// numbers already taken, so a script can name each.
struct IdentifierAssignment {
    private var used: Set<String> = []

    /// The id for a stop whose readable base is `base`, and whether the base was taken.
    mutating func next(for base: String) -> (id: String, numbered: Bool) {
        if used.insert(base).inserted { return (base, false) }
        var number = 2
        while used.contains("\(base)-\(number)") { number += 1 }
        let id = "\(base)-\(number)"
        used.insert(id)
        return (id, true)
    }
}
