// Stand-in until the Renderer's OutputName lands on main; removed then.
enum OutputName {
    static func sanitize(_ name: String, fallback: String = "screen") -> String {
        let kept = name.unicodeScalars.map { $0.properties.isAlphabetic || $0.properties.numericType == .decimal || "-_.".unicodeScalars.contains($0) ? Character($0) : "-" }
        let out = String(kept).trimmingCharacters(in: CharacterSet(charactersIn: ".-"))
        return out.isEmpty ? fallback : out
    }
}
import Foundation
