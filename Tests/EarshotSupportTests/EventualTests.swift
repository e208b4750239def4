import EarshotSupport
import Foundation
import Testing

struct EventualTests {
    struct Failure: Error, Equatable {}

    @Test func theValueIsMadeOnAnotherThreadAndKept() throws {
        let go = DispatchSemaphore(value: 0)
        // Made on the caller's thread, this would wait forever for the signal below.
        let made = Eventual { () -> Int in
            go.wait()
            return 7
        }
        go.signal()
        #expect(try made.get() == 7)
        #expect(try made.get() == 7)  // any number of times
    }

    @Test func anErrorIsThrownToEveryCaller() {
        let made = Eventual { () throws -> Int in throw Failure() }
        #expect(throws: Failure.self) { try made.get() }
        #expect(throws: Failure.self) { try made.get() }
    }

    @Test func handOffKeepsOrderAndEndsWhenClosed() {
        let queue = HandOff<Int>(capacity: 2)
        let producer = Thread {
            for i in 0..<100 { queue.put(i) }
            queue.close()
        }
        producer.start()
        var taken: [Int] = []
        while let item = queue.take() { taken.append(item) }
        #expect(taken == Array(0..<100))
    }
}
