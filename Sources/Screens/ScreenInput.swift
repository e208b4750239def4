import Foundation

/// A file's bytes and the format they are in, recognized once: what ``ScreenSource`` hands to the
/// screen loader or to the capture's importer, so that no stage reads the file or decides its
/// format again.
package struct ScreenInput {
    /// The file's bytes, read once.
    package let data: Data
    /// How errors name the input; without a screen name given, it names the screen.
    package let path: String
    /// What the bytes are, decided here and nowhere else.
    package let format: CaptureFormat
    /// The JSON of a JSON capture as parsed to recognize it, which its importer reads instead of
    /// parsing the bytes again; nil when the bytes are no JSON or did not parse.
    let json: Any?

    /// Recognizes `data`. Throws ``ImportError`` for another platform's dump, refused before
    /// anything else is read from it.
    package init(data: Data, path: String) throws {
        if let foreign = ForeignFormat.identify(data) {
            throw ImportError(path: path, ForeignFormat.refusal(foreign))
        }
        self.data = data
        self.path = path
        (format, json) = CaptureFormat.recognize(data)
    }
}
