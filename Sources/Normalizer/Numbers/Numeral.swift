/// A number as written, kept as digits so that 30-digit IDs and amounts never overflow.
struct Numeral: Hashable, Sendable {
    var negative = false
    /// Integer digits, most significant first, without separators; may keep leading zeros ("007").
    var integer: [UInt8]
    /// Digits after the decimal mark, nil when there is no mark.
    var fraction: [UInt8]?
    /// Written with thousands separators ("124,444,234"): a quantity however long, never an ID.
    var grouped = false

    init(negative: Bool = false, integer: [UInt8], fraction: [UInt8]? = nil, grouped: Bool = false) {
        self.negative = negative
        self.integer = integer
        self.fraction = fraction
        self.grouped = grouped
    }

    init(_ value: Int) {
        negative = value < 0
        integer = Numeral.digits(magnitude: value.magnitude)
    }

    /// The number times 10^exponent, when that is a whole number ("1.2" and 3: 1200); nil when
    /// digits would be left after the mark.
    func timesPowerOfTen(_ exponent: Int) -> Numeral? {
        let decimals = fraction ?? []
        guard decimals.count <= exponent else { return nil }
        var digits = Array(significant) + decimals + Array(repeating: 0, count: exponent - decimals.count)
        while digits.count > 1, digits[0] == 0 { digits.removeFirst() }
        return Numeral(negative: negative, integer: digits)
    }

    /// The integer digits without leading zeros ("0" stays "0").
    var significant: ArraySlice<UInt8> {
        let first = integer.firstIndex { $0 != 0 } ?? max(0, integer.count - 1)
        return integer[first...]
    }

    var isInteger: Bool { fraction == nil }
    var isZero: Bool { integer.allSatisfy { $0 == 0 } && (fraction ?? []).allSatisfy { $0 == 0 } }

    /// The integer part when it fits in an Int.
    var intValue: Int? { Numeral.value(significant) }

    static func value<C: Collection>(_ digits: C) -> Int? where C.Element == UInt8 {
        guard digits.count <= 18 else { return nil }
        var v = 0
        for d in digits { v = v * 10 + Int(d) }
        return v
    }

    /// The decimal digits of a non-negative value, most significant first.
    static func digits(_ value: Int) -> [UInt8] {
        value >= 0 && value < smallDigits.count ? smallDigits[value] : digits(magnitude: value.magnitude)
    }

    /// The digits of 0–99, made once: hours, minutes, days and months are read on every time and date.
    private static let smallDigits = (0..<100).map { digits(magnitude: UInt($0)) }

    static func digits(magnitude: UInt) -> [UInt8] {
        var v = magnitude
        var out: [UInt8] = []
        repeat { out.append(UInt8(v % 10)); v /= 10 } while v > 0
        out.reverse()
        return out
    }

    /// Whether a leading zero makes this a code ("007", "004") rather than a quantity.
    var hasLeadingZero: Bool { integer.count > 1 && integer.first == 0 }

    /// The fraction without trailing zeros.
    var trimmedFraction: [UInt8] {
        guard var f = fraction else { return [] }
        while f.last == 0 { f.removeLast() }
        return f
    }
}

/// Roman numerals (I–MMMMCMXCIX), accepted only in canonical form so words like "mix" or "dim" fail.
enum RomanNumeral {
    static func value(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 15 else { return nil }
        let upper = text.uppercased()
        let values: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]
        var total = 0
        var previous = 0
        for ch in upper.reversed() {
            guard let v = values[ch] else { return nil }
            if v < previous { total -= v } else { total += v; previous = v }
        }
        guard total > 0, total < 5000, canonical(total) == upper else { return nil }
        return total
    }

    static func canonical(_ n: Int) -> String {
        let table: [(Int, String)] = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                                      (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
        var n = n
        var out = ""
        for (v, s) in table { while n >= v { out += s; n -= v } }
        return out
    }
}
