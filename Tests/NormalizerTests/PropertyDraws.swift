import Foundation
import PropertyBased
import Testing

/// Inputs for the normalizer's property tests, drawn from a seed.
///
/// The suite draws the same inputs on every run, so a landing never fails on a draw that nobody
/// has seen before; `make explore` (`EARSHOT_PROPERTY_SEED=random`) draws new ones to look for
/// counterexamples, and prints the seed that repeats them. A counterexample found that way
/// becomes a fixed test row.
enum PropertyDraws {
    /// `EARSHOT_PROPERTY_SEED`: a number repeats that run's draws, `random` draws afresh;
    /// unset, the suite's own seed.
    static let seed: UInt64 = {
        let setting = ProcessInfo.processInfo.environment["EARSHOT_PROPERTY_SEED"]
        if let setting, let number = UInt64(setting) { return number }
        guard setting == "random" else { return 0x4561_7273_686F_7421 }
        let fresh = UInt64.random(in: 1...UInt64.max)
        FileHandle.standardError.write(Data("property draws: EARSHOT_PROPERTY_SEED=\(fresh) repeats them\n".utf8))
        return fresh
    }()

    /// Calls `body` with `count` inputs from `input`. Each test and argument (`stream`, such as
    /// the language) draws its own sequence, so adding a language leaves the others' draws alone.
    static func check<Value, Shrinks>(
        _ stream: String, count: Int, _ input: Generator<Value, Shrinks>, _ body: (Value) async -> Void
    ) async {
        var generator = Xoshiro(seed: seeds(stream))
        for _ in 0..<count { await body(input.run(using: &generator)) }
    }

    /// Four words of state from the seed and the stream's name (FNV-1a, then SplitMix64), the
    /// same in every process: `Hasher` is seeded anew in each.
    static func seeds(_ stream: String) -> (UInt64, UInt64, UInt64, UInt64) {
        var state = stream.utf8.reduce(0xCBF2_9CE4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 } ^ seed
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        return (next(), next(), next(), next())
    }
}
