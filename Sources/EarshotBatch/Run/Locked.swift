import Synchronization

/// An array written by several threads, one slot each.
final class LockedArray<Element: Sendable>: Sendable {
    private let storage: Mutex<[Element]>

    init(repeating value: Element, count: Int) {
        storage = Mutex(Array(repeating: value, count: count))
    }

    subscript(index: Int) -> Element {
        get { storage.withLock { $0[index] } }
        set { storage.withLock { $0[index] = newValue } }
    }

    var values: [Element] { storage.withLock { $0 } }
}

/// Hands out 0, 1, 2... to whichever thread asks first.
final class LockedCounter: Sendable {
    private let value = Mutex(0)

    func take(below limit: Int) -> Int? {
        value.withLock { value in
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }
}
