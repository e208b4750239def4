/// A number with one dot after a product or the word "version" is a version, said with the dot's
/// name where "." is not the decimal mark: de "iOS 17.2" iOS siebzehn Punkt zwei, fr "version 2.1"
/// version deux point un, "v2.1" (was "siebzehn Komma zwei": a decimal, since lead11 reads a dot
/// there as a second decimal mark). Speakers of these languages name the dot in versions (Duden
/// writes "Version 2.0" and it is read "zwei Punkt null"; Apple's German, French and Spanish pages
/// write "iOS 17.2" with the dot, never the decimal comma), and a version is no quantity: "17.10"
/// is the tenth update, not seventeen and a tenth. Three groups ("2.3.1") are versions without a
/// cue (``DigitGroupRecognizer/readVersion(at:)``).
enum VersionCues {
    /// Products and standards whose numbers are versions in every language, lower-cased; the
    /// language's own word for "version" is the profile's (`words.versionWords`, "|" apart).
    static let products: Set<String> = [
        "ios", "ipados", "macos", "watchos", "tvos", "visionos", "android", "windows", "linux", "ubuntu",
        "chrome", "firefox", "safari", "xcode", "swift", "python", "java", "kotlin", "php", "node",
        "bluetooth", "usb", "hdmi", "thunderbolt", "displayport", "pcie", "tls", "ssl", "http", "opengl",
        "version", "ver", "release", "build", "update", "beta", "firmware", "v",
    ]
}
