import VoiceProfiles

/// The profile's locale data behind one reference, so rules reach a field without copying the
/// whole struct (and retaining every array in it) on each look-up.
final class LocaleData: Sendable {
    let data: NormalizationData
    /// CLDR's unit names, read on first use; nil where every unit is the profile's own.
    private let unitNames: CLDRUnitNames?

    init(_ data: NormalizationData, unitNames: CLDRUnitNames? = nil) {
        self.data = data
        self.unitNames = unitNames
    }

    /// A unit of `data` (as the lexicon found it) with its names: the ones CLDR has are read the
    /// first time a text uses the unit.
    func named(_ unit: UnitName) -> UnitName { unitNames?.named(unit) ?? unit }
}

extension NormalizationData {
    /// The noun forms of the profile's unit `id` (a time's "hour", "minute", "second"), empty
    /// forms where the profile has no such unit.
    func unitNouns(_ id: String) -> PluralForms {
        units.first { $0.id == id }?.name ?? PluralForms(one: "", other: "")
    }
}
