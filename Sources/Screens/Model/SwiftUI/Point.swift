/// A point in screen points (accessibilityActivationPoint). Encoded as `[x, y]`.
public struct Point: Codable, Hashable, Sendable {
    /// Horizontal position in points.
    public var x: Double
    /// Vertical position in points.
    public var y: Double

    /// A point on the screen.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        x = try c.decode(Double.self)
        y = try c.decode(Double.self)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.unkeyedContainer()
        try c.encode(x); try c.encode(y)
    }
}
