import Dispatch
import Foundation
import Synchronization

/// A value being made on a thread of its own, waited for where it is needed: `earshot render`
/// starts the engine's worker process this way while it reads the voice profiles and the first
/// screen.
package final class Eventual<Value: Sendable>: Sendable {
    private let done = DispatchGroup()
    private let outcome = Mutex<Result<Value, any Error>?>(nil)

    /// Starts `make` on a new thread at once.
    package init(_ make: @escaping @Sendable () throws -> Value) {
        done.enter()
        Thread.detachNewThread { [self] in
            let made = Result { try make() }
            outcome.withLock { $0 = made }
            done.leave()
        }
    }

    /// The value (or the error `make` threw), waiting for it; any number of times, from any thread.
    package func get() throws -> Value {
        done.wait()
        return try outcome.withLock { $0! }.get()
    }
}
