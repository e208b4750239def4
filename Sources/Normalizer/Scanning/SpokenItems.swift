/// A recognized stretch of text and how to say it.
struct SpokenItem {
    var end: Int
    var spoken: String
    /// Whether a reading that begins with the word written just before it drops that word.
    var dropsRepeatedWord = false
}

/// What a number-led stretch turned out to be, before ranges decide how to join two of them.
struct NumberItem {
    var end: Int
    var spoken: String
    /// Its reading as a year, when it could be one (a bare 4-digit number, "80s").
    var yearSpoken: String?
    /// Whether it carries a unit, currency, time or date: then "-" between two items means "to".
    var isMeasured = false
    var dropsRepeatedWord = false
    /// A bare two-digit number: the end of a year range ("1960-80").
    var isTwoDigitNumber = false
}
