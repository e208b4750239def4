#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutex with one condition variable per case of `Condition`, so threads waiting for different
/// changes of one shared state sleep apart: a change wakes only those waiting for it. And a wake
/// asked for while the lock is held is done once it is released, so the woken thread does not
/// run straight into the mutex its waker still holds.
///
/// `NSCondition` has one variable and wakes while locked: in the render's phrase pipeline each
/// finished phrase woke every waiting thread, most of which went back to sleep, and each woken
/// thread slept once more on the mutex (about 2,300 futex calls a render of the samples).
///
/// `@unchecked Sendable`: the mutex and variables are pthread objects, made to be shared, and
/// `pending` is read and written only with the mutex held.
package final class ConditionLock<Condition: RawRepresentable & CaseIterable>: @unchecked Sendable
where Condition.RawValue == Int {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let variables: UnsafeMutablePointer<pthread_cond_t>
    private let count: Int
    /// The conditions to wake at the next unlock or wait, one bit each (by raw value).
    private var pending: UInt64 = 0

    /// The cases' raw values must be 0, 1, 2 ... (at most 64 cases).
    package init() {
        let count = Condition.allCases.count
        precondition(count <= 64 && Condition.allCases.allSatisfy { (0..<count).contains($0.rawValue) },
                     "ConditionLock needs conditions numbered 0 to 63")
        self.count = count
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        variables = .allocate(capacity: count)
        for index in 0..<count { pthread_cond_init(variables + index, nil) }
    }

    deinit {
        for index in 0..<count { pthread_cond_destroy(variables + index) }
        variables.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    package func lock() { pthread_mutex_lock(mutex) }

    /// Releases the lock, then wakes the threads waiting for the conditions marked by ``wake(_:)``.
    package func unlock() {
        let wakes = pending
        pending = 0
        pthread_mutex_unlock(mutex)
        broadcast(wakes)
    }

    /// Marks `condition` changed (with the lock held): its waiting threads are woken at the unlock
    /// (or when this thread waits). Marking when nobody waits costs nothing but the bit.
    package func wake(_ condition: Condition) {
        pending |= 1 << UInt64(condition.rawValue)
    }

    /// With the lock held: wakes what was marked, releases the lock, sleeps until `condition` is
    /// woken (or spuriously: callers re-check what they wait for) and takes the lock again.
    package func wait(for condition: Condition) {
        let wakes = pending
        pending = 0
        broadcast(wakes)
        pthread_cond_wait(variables + condition.rawValue, mutex)
    }

    private func broadcast(_ wakes: UInt64) {
        var rest = wakes
        while rest != 0 {
            let index = rest.trailingZeroBitCount
            pthread_cond_broadcast(variables + index)
            rest &= rest - 1
        }
    }
}
