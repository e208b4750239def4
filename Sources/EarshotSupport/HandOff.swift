import Foundation

/// A bounded first-in first-out hand-off between two threads: the renderer's synthesizing thread
/// puts laid-out utterances, its writing thread takes them (and `earshot render` hands prepared
/// screens to its rendering loop the same way). At most `capacity` wait, so memory stays bounded
/// however far the producer runs ahead.
///
/// `@unchecked Sendable`: every stored property but the constant `capacity` is read and written
/// only between `condition.lock()` and `unlock()`; the condition is what lets a waiting side sleep,
/// which `Mutex` cannot do.
package final class HandOff<Item: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [Item] = []
    private var head = 0
    private var closed = false
    package let capacity: Int

    package init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Waits while `capacity` items are waiting.
    package func put(_ item: Item) {
        condition.lock()
        defer { condition.unlock() }
        while items.count - head >= capacity { condition.wait() }
        items.append(item)
        condition.broadcast()
    }

    /// No more items will come.
    package func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next item, waiting for one; nil once closed and empty.
    package func take() -> Item? {
        condition.lock()
        defer { condition.unlock() }
        while head == items.count, !closed { condition.wait() }
        guard head < items.count else { return nil }
        let item = items[head]
        head += 1
        if head > 64, head * 2 > items.count {
            items.removeFirst(head)
            head = 0
        }
        condition.broadcast()
        return item
    }
}
