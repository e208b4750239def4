import VoiceProfiles

/// The morning/afternoon marker written after a time ("pm", "a.m.").
enum ClockPeriod { case am, pm }

/// How a language says a time of day and a duration, and which clock it reads them on.
protocol ClockRules: MeasureRules {
    func clock(hour: Int, minute: Int, second: Int?, period: ClockPeriod?, writtenPeriod: String?, zeroPadded: Bool) -> String
    func duration(hours: Int?, minutes: Int?, seconds: Int?) -> String
    /// Whether "14h" is a time of day (pt, vi) rather than a number of hours.
    var readsHourMarkAsClock: Bool { get }
    /// Whether a time zone's letters are written apart ("E S T") for the voice to spell them.
    var spacesZoneLetters: Bool { get }
}

extension ClockRules {
    var readsHourMarkAsClock: Bool { false }

    var spacesZoneLetters: Bool { false }

    func duration(hours: Int?, minutes: Int?, seconds: Int?) -> String {
        var parts: [String] = []
        for (value, id) in [(hours, "hour"), (minutes, "minute"), (seconds, "second")] {
            guard let value, let unit = unit(id) else { continue }
            parts.append(measure(Numeral(value), unit: unit, scale: nil))
        }
        return join(parts)
    }

    /// A 12-hour time written with AM/PM in a locale that reads the 24-hour clock and has no
    /// spoken words for the day halves, moved onto that clock ("9:05 PM": 21:05, "12:30 AM":
    /// 0:30) with the marker gone, rather than a Latin "PM" read out after a local time. A
    /// marker that is one of the profile's own phrases ("16:00 da tarde") is said as written.
    func onOwnClock(hour: Int, period: ClockPeriod?, written: String?) -> (hour: Int, period: ClockPeriod?) {
        guard let period, (1...12).contains(hour), !locale.data.twelveHourClock else { return (hour, period) }
        let periods = locale.data.clockPeriods
        guard periods?.am == nil, periods?.pm == nil else { return (hour, period) }
        if let written, case let own = (periods?.writtenAM ?? []) + (periods?.writtenPM ?? []),
           own.contains(where: { $0.caseInsensitiveCompare(written) == .orderedSame }) { return (hour, period) }
        return (period == .pm ? hour % 12 + 12 : hour % 12, nil)
    }

    /// The day half a time written without a marker keeps on a 12-hour dial: p.m. for an hour
    /// written on the 24-hour dial from 12 ("14:30", "12:05"), none otherwise ("9:05" may be
    /// either half).
    func afternoonOnTheDial(hour: Int, zeroPadded: Bool) -> ClockPeriod? {
        locale.data.twelveHourClock && zeroPadded && (12..<24).contains(hour) ? .pm : nil
    }

    func periodWord(_ period: ClockPeriod?, written: String?) -> String {
        guard let period else { return "" }
        let spoken = period == .am ? locale.data.clockPeriods?.am : locale.data.clockPeriods?.pm
        return spoken ?? written ?? ""
    }
}
