import EarshotSupport
import Foundation
import Testing

struct ConditionLockTests {
    enum Waiting: Int, CaseIterable {
        case first, second
    }

    /// Shared state of the tests' threads, read and written with `lock` held.
    final class Shared: @unchecked Sendable {
        let lock = ConditionLock<Waiting>()
        var ready: Set<Waiting> = []
        var wakeUps: [Waiting: Int] = [:]
        var waiting: Set<Waiting> = []
    }

    /// Starts a thread that waits until `condition` is in `shared.ready`, counting how often it
    /// was woken; `done` is signalled when it leaves.
    func waiter(for condition: Waiting, in shared: Shared, done: DispatchSemaphore) {
        Thread {
            shared.lock.lock()
            shared.waiting.insert(condition)
            while !shared.ready.contains(condition) {
                shared.lock.wait(for: condition)
                shared.wakeUps[condition, default: 0] += 1
            }
            shared.lock.unlock()
            done.signal()
        }.start()
    }

    func waitUntilWaiting(_ conditions: Set<Waiting>, in shared: Shared) {
        while true {
            shared.lock.lock()
            let all = shared.waiting.isSuperset(of: conditions)
            shared.lock.unlock()
            if all { return }
            usleep(1000)
        }
    }

    @Test func aWakeReachesOnlyTheThreadsWaitingForItsCondition() {
        let shared = Shared()
        let firstDone = DispatchSemaphore(value: 0), secondDone = DispatchSemaphore(value: 0)
        waiter(for: .first, in: shared, done: firstDone)
        waiter(for: .second, in: shared, done: secondDone)
        waitUntilWaiting([.first, .second], in: shared)
        usleep(20_000)  // both asleep in their waits
        for _ in 0..<20 {
            shared.lock.lock()
            shared.lock.wake(.first)  // not ready yet: the first waiter wakes and sleeps again
            shared.lock.unlock()
            usleep(2000)
        }
        shared.lock.lock()
        shared.ready.insert(.first)
        shared.lock.wake(.first)
        shared.lock.unlock()
        #expect(firstDone.wait(timeout: .now() + 10) == .success)
        shared.lock.lock()
        #expect(shared.wakeUps[.second, default: 0] == 0, "the second waiter was woken by the first's wakes")
        #expect(shared.wakeUps[.first, default: 0] >= 1)
        shared.ready.insert(.second)
        shared.lock.wake(.second)
        shared.lock.unlock()
        #expect(secondDone.wait(timeout: .now() + 10) == .success)
    }

    /// A wake marked by a thread that then waits itself, without unlocking, is delivered by that
    /// wait: otherwise the two threads would each sleep until the other woke them.
    @Test func aWakeMarkedBeforeWaitingIsDeliveredByTheWait() {
        let shared = Shared()
        let firstDone = DispatchSemaphore(value: 0), secondDone = DispatchSemaphore(value: 0)
        waiter(for: .first, in: shared, done: firstDone)
        waitUntilWaiting([.first], in: shared)
        usleep(20_000)
        Thread {
            shared.lock.lock()
            shared.ready.insert(.first)
            shared.lock.wake(.first)
            while !shared.ready.contains(.second) { shared.lock.wait(for: .second) }
            shared.lock.unlock()
            secondDone.signal()
        }.start()
        #expect(firstDone.wait(timeout: .now() + 10) == .success, "the wake marked before the wait was lost")
        shared.lock.lock()
        shared.ready.insert(.second)
        shared.lock.wake(.second)
        shared.lock.unlock()
        #expect(secondDone.wait(timeout: .now() + 10) == .success)
    }
}
