import Synchronization

/// A value made by the first thread that asks for it; a thread asking while it is being made
/// waits for that one instead of making it again. For set-up that takes milliseconds and that a
/// render's threads may ask for at once: a voice profile's decoding, a language's normalizer.
package final class MadeOnce<Value: Sendable>: Sendable {
    /// Held while the value is made, so a second asker waits for it.
    private let made: Mutex<Value?>

    /// `value`, when it is known already.
    package init(_ value: Value? = nil) {
        made = Mutex(value)
    }

    /// The value, made by `make` on the first call only.
    package func value(_ make: () throws -> Value) rethrows -> Value {
        try made.withLock { made in
            if let made { return made }
            let value = try make()
            made = value
            return value
        }
    }
}
