import Screens

/// Focus cycles (an `order` listing an element whose visits lead back to the list's owner) are
/// found by the tree's own check; the audit reports each and takes out the entry that closes
/// it, so the other rules see a screen VoiceOver can walk.
enum FocusCycles {
    struct Cycle {
        /// The element whose `order` closes the loop.
        var elementPath: String
        var names: [String]
    }

    static func breakAll(_ elements: inout [Element]) -> [Cycle] {
        var cycles: [Cycle] = []
        // Each pass removes at least one entry, so this ends; the bound is a safety net.
        for _ in 0..<1000 {
            let problems = ElementTree(elements: elements).problems()
            let found = problems.compactMap { problem -> (String, Int, [String])? in
                guard case .cycle(let names) = problem.kind, let (path, entry) = orderEntry(problem.path) else { return nil }
                return (path, entry, names)
            }
            guard let (path, entry, names) = found.first else { break }
            guard removeOrderEntry(entry, at: path, in: &elements) else { break }
            cycles.append(Cycle(elementPath: path, names: names))
        }
        return cycles
    }

    /// `elements[0].children[2].order[1]` → (`elements[0].children[2]`, 1).
    static func orderEntry(_ path: String) -> (String, Int)? {
        guard let range = path.range(of: ".order[", options: .backwards), path.hasSuffix("]"),
              let entry = Int(path[range.upperBound..<path.index(before: path.endIndex)]) else { return nil }
        return (String(path[..<range.lowerBound]), entry)
    }

    /// Removes `order[entry]` of the element at `path`; false when the path leads nowhere.
    static func removeOrderEntry(_ entry: Int, at path: String, in elements: inout [Element]) -> Bool {
        var indices: [Int] = []
        for part in path.split(separator: ".") {
            guard let open = part.firstIndex(of: "["), let index = Int(part[part.index(after: open)..<part.index(before: part.endIndex)]) else {
                return false
            }
            indices.append(index)
        }
        return remove(entry, indices[...], in: &elements)
    }

    private static func remove(_ entry: Int, _ indices: ArraySlice<Int>, in elements: inout [Element]) -> Bool {
        guard let first = indices.first, elements.indices.contains(first) else { return false }
        if indices.count == 1 {
            guard var order = elements[first].order, order.indices.contains(entry) else { return false }
            order.remove(at: entry)
            elements[first].order = order
            return true
        }
        return remove(entry, indices.dropFirst(), in: &elements[first].children)
    }
}
