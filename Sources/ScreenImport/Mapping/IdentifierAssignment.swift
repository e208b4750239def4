/// Identifiers must be unique in a screen file, but captures repeat them (every cell of a list
/// named "cell"). The first element keeps its identifier; later ones are numbered `cell-2`,
/// `cell-3`, skipping numbers already taken, with one warning per repeated identifier.
struct IdentifierAssignment {
    private var total: [String: Int] = [:]
    private var used: Set<String> = []
    private var seen: [String: Int] = [:]

    init(_ elements: [CapturedElement]) {
        CapturedElement.visit(elements) { element in
            if let id = element.identifier { total[id, default: 0] += 1 }
        }
        // Numbered ids must not collide with identifiers the capture has.
        used = Set(total.keys)
    }

    mutating func next(for identifier: String?, path: () -> String, line: Int?, warnings: inout [ImportWarning]) -> String? {
        guard let identifier else { return nil }
        seen[identifier, default: 0] += 1
        guard seen[identifier]! > 1 else { return identifier }
        if seen[identifier] == 2 {
            warnings.append(ImportWarning(.duplicateIdentifier, line: line, path: path(),
                                          "identifier '\(identifier)' is used by \(total[identifier] ?? 2) elements: the later ones are numbered \(identifier)-2, \(identifier)-3, …"))
        }
        var number = seen[identifier]!
        while used.contains("\(identifier)-\(number)") { number += 1 }
        let numbered = "\(identifier)-\(number)"
        used.insert(numbered)
        return numbered
    }
}
