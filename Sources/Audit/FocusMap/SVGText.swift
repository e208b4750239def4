import Basics

/// Text from a screen (labels, ids, names) made safe inside SVG/XML: as character data and as a
/// quoted attribute value. Control characters, which XML 1.0 forbids, become spaces.
enum SVGText {
    static func escape(_ text: String) -> String { Escaping.xml(text) }
}
