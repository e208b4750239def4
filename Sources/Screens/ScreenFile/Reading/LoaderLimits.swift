import Basics

/// The bounds a screen file must stay within, so that no input can exhaust memory, the stack or
/// time. Every limit breached is reported as one line naming the limit.
public struct LoaderLimits: Hashable, Sendable {
    /// Bytes in the file. Default 32 MiB (a 100,000-element screen is about 15 MiB of YAML).
    public var maxFileBytes: Int
    /// Nesting of YAML/JSON collections (each element level is two: its mapping and `children`).
    /// Default 200. Checked before any recursive step runs; at most 999 (libyaml's own ceiling).
    public var maxDepth: Int
    /// YAML nodes with every alias counted as the nodes it stands for. Default 5,000,000: an alias
    /// bomb ("billion laughs") is refused before anything is expanded.
    public var maxNodes: Int
    /// Elements in the screen. Default 100,000.
    public var maxElements: Int
    /// Characters in one text (label, value, hint, name, action, announcement...). Default 10,000.
    public var maxTextLength: Int
    /// Steps in the script. Default 10,000.
    public var maxScriptSteps: Int

    /// Limits; the defaults are the ones every command uses.
    public init(maxFileBytes: Int = 32 << 20, maxDepth: Int = YAMLComposer.Limits.standard.maxDepth,
                maxNodes: Int = YAMLComposer.Limits.standard.maxNodes,
                maxElements: Int = 100_000, maxTextLength: Int = 10_000, maxScriptSteps: Int = 10_000) {
        self.maxFileBytes = maxFileBytes
        self.maxDepth = min(maxDepth, 999)
        self.maxNodes = maxNodes
        self.maxElements = maxElements
        self.maxTextLength = maxTextLength
        self.maxScriptSteps = maxScriptSteps
    }

    /// The limits every command uses.
    public static let standard = LoaderLimits()

    /// The composer's share of the limits.
    package var yaml: YAMLComposer.Limits { YAMLComposer.Limits(maxDepth: maxDepth, maxNodes: maxNodes) }
}
