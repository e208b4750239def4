import Screens

/// What the batch needs of a screen before deciding to render it: its name (its folder) and the
/// languages it speaks (the voice profiles in its cache key). Small and `Codable`, so a run can
/// remember it and skip parsing files whose bytes have not changed.
package struct ScreenSummary: Codable, Hashable, Sendable {
    package var name: String
    package var language: String
    /// The screen's language and every element's own, sorted, each once.
    package var languages: [String]
    /// The screenshot the screen file names: its bytes are part of the screen's key.
    package var screenshot: Screenshot?

    package init(name: String, language: String, languages: [String]) {
        self.name = name
        self.language = language
        self.languages = languages
    }

    package init(_ screen: Screen) {
        self.init(name: screen.name, language: screen.language, languages: screen.languagesSpoken)
        screenshot = screen.screenshot
    }
}
