
/// A screen written in Swift builds the same `Screen` value a screen file loads into:
///
///     Screen("woof-woof-kennel", language: "en-US") {
///         Element("Woof Woof Kennel").traits(.header)
///         Element("Adopt a dog").traits(.button).hint("Opens the adoption form.")
///     }
///     .script(.next, .wait(3), .rotor(.moreContent), .rotorNext)
extension Screen {
    /// `name` and `language` are the screen file's `name` and `language` keys.
    public init(_ name: String, language: String = "en-US", @ElementBuilder elements: () -> [Element]) {
        self.init(name: name, language: language, elements: elements())
    }

    /// The screen file's `size`: the screen in points.
    public func size(_ width: Double, _ height: Double) -> Screen {
        with { $0.size = [width, height] }
    }

    /// The screen file's `script`: the steps a VoiceOver user takes, in order. (A list, not a
    /// builder body: lines beginning with `.next` would chain onto the line before.)
    public func script(_ steps: ScriptStep...) -> Screen { script(steps) }

    /// The screen file's `script`, from a list made elsewhere.
    public func script(_ steps: [ScriptStep]) -> Screen { with { $0.script = steps } }

    func with(_ change: (inout Screen) -> Void) -> Screen {
        var copy = self
        change(&copy)
        return copy
    }
}
