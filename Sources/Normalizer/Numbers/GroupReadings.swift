/// The reading of every value of a three-digit group (0–999), made once per rules value.
/// Numbers are read group by group, and spelling a group's words anew for each number cost more
/// than the rest of reading it: a look-up here is a retain instead of three allocations.
struct GroupReadings: Sendable {
    private let readings: [String]

    /// The readings of `0..<count`, as `read` spells them.
    init(count: Int, _ read: (Int) -> String) {
        readings = (0..<count).map(read)
    }

    subscript(value: Int) -> String { readings[value] }
}
