/// Control characters in a screen's text are never spoken and can do harm on the way: NUL
/// truncates text in libespeak-ng, U+0001 changes its pitch, ESC sequences recolour or rewrite a
/// terminal showing a transcript. The loader takes them out of every text it reads. Tab, line
/// feed and carriage return stay: real labels hold line breaks, the engine boundary turns them
/// into spaces, and every writer (errors, JSON, YAML, HTML) escapes them.
enum ControlCharacters {
    static func removed(from text: String) -> String {
        // Fast path: most texts have none. C0 and DEL are single bytes; C1 starts with 0xC2.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: scalars.append(scalar)
            case 0x00...0x1F, 0x7F...0x9F: continue
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
