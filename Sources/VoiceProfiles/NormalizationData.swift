/// The normalizer's locale data for one language: separators, clock style, and the names of
/// currencies, units and symbols. The rules that use it live in the Normalizer module.
public struct NormalizationData: Codable, Hashable, Sendable {
    /// The decimal mark written in this locale: "." in en and zh, "," in pt, vi and ru.
    public var decimalMark: String
    /// The thousands separator written in this locale: "," in en, "." in pt and vi.
    public var groupMark: String
    /// Whether times are read on a 12-hour clock with a.m./p.m. (en) or as the locale's 24-hour reading.
    public var twelveHourClock: Bool

    public init(decimalMark: String, groupMark: String, twelveHourClock: Bool) {
        self.decimalMark = decimalMark
        self.groupMark = groupMark
        self.twelveHourClock = twelveHourClock
    }
}
