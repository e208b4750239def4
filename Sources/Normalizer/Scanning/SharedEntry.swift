/// A table value behind one reference. Currency and unit names hold a dozen strings; a recognizer
/// passes the one it found through optionals and tuples several times per number, and copying
/// the struct each time (a retain and release per string, and a memcpy) was a visible cost.
final class SharedEntry<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
