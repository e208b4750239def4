/// Text that names an image file or symbol rather than saying anything: SF Symbol names
/// (`chevron.forward`, `apple.id`), file names (`icon_general.png`), and code-style names
/// (`AdditionalDimmingOverlay`, `ic-settings`). An image whose only label is one of these was
/// left unlabelled by its app: UIKit and SwiftUI fall back on the asset name.
enum AssetName {
    static func matches(_ text: String) -> Bool {
        guard !text.isEmpty, !text.contains(where: \.isWhitespace), text.allSatisfy(\.isASCII) else { return false }
        let lower = text.lowercased()
        if imageExtensions.contains(where: { lower.hasSuffix($0) }) { return true }
        // Words joined by dots, underscores or hyphens, all of them lowercase or digits:
        // chevron.forward, person.crop.circle.fill, icon_general, ic-back.
        let parts = text.split(whereSeparator: { $0 == "." || $0 == "_" || $0 == "-" })
        if parts.count >= 2, text.allSatisfy({ $0.isLetter || $0.isNumber || ".-_".contains($0) }),
           text.first!.isLetter, parts.allSatisfy({ !$0.isEmpty }), text == lower || text.contains("_") {
            return true
        }
        // UpperCamelCase or lowerCamelCase with three words or more: AdditionalDimmingOverlay,
        // tabBarIcon. Two words (iPhone, WiFi, McDonald) are too often real names.
        let humps = text.dropFirst().filter(\.isUppercase).count
        return text.allSatisfy({ $0.isLetter || $0.isNumber }) && humps >= 2
            && text.contains(where: \.isLowercase)
    }

    private static let imageExtensions = [".png", ".jpg", ".jpeg", ".pdf", ".svg", ".heic", ".gif"]
}
