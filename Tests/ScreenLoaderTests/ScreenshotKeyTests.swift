import Foundation
import Screens
import Testing
import TestSupport

/// `screenshot:` in a screen file: a PNG or JPEG inside the file's folder, with its scale; any
/// other path or file is refused in one line naming the file, the place and what is allowed.
@Suite("The screen file's screenshot")
struct ScreenshotKeyTests {
    /// A folder with `screens/home.yaml` naming `shot`, and the images it may name.
    static func folder(_ shot: String, scale: String = "3") throws -> (screen: URL, root: URL) {
        let root = try Repository.temporaryDirectory("screenshot-key")
        let screens = root.appendingPathComponent("screens")
        try FileManager.default.createDirectory(at: screens.appendingPathComponent("shots"), withIntermediateDirectories: true)
        try TestImages.png(width: 1170, height: 2532).write(to: screens.appendingPathComponent("shots/home.png"))
        try TestImages.jpegHeader(width: 780, height: 1688).write(to: screens.appendingPathComponent("home.jpg"))
        try Data("not an image".utf8).write(to: screens.appendingPathComponent("fake.png"))
        try TestImages.png(width: 10, height: 10).write(to: root.appendingPathComponent("outside.png"))
        try FileManager.default.createSymbolicLink(atPath: screens.appendingPathComponent("link.png").path, withDestinationPath: "../outside.png")
        let yaml = "name: home\nsize: [390, 844]\nscreenshot: {path: \(shot), scale: \(scale)}\nelements:\n  - {label: Hi, frame: [0, 0, 10, 10]}\n"
        let screen = screens.appendingPathComponent("home.yaml")
        try Data(yaml.utf8).write(to: screen)
        return (screen, root)
    }

    @Test(arguments: [("shots/home.png", 3.0), ("home.jpg", 2.0)])
    func aPNGOrJPEGInsideTheFoldersIsRead(path: String, scale: Double) throws {
        let (screen, root) = try Self.folder(path, scale: String(Int(scale)))
        defer { try? FileManager.default.removeItem(at: root) }
        let loaded = try ScreenLoader.load(contentsOf: screen)
        #expect(loaded.screenshot == Screenshot(path: path, scale: scale))
        let image = try ScreenshotFile.read(try #require(loaded.screenshot), screenFile: screen.path)
        #expect(image.points.width == 390 && image.points.height == 844, "\(image.points)")
        #expect(image.kind == (path.hasSuffix("png") ? .png : .jpeg))
    }

    @Test(arguments: [
        ("../outside.png", "leaves the screen file's folder"),
        ("/etc/passwd.png", "absolute screenshot path"),
        ("shots/../../outside.png", "leaves the screen file's folder"),
        ("home.yaml", "not named .png, .jpg or .jpeg"),
        ("fake.png", "is not a PNG or JPEG image"),
        ("link.png", "leads out of the screen file's folder"),
        ("missing.png", "no screenshot file"),
    ])
    func anythingElseIsOneClearLine(path: String, problem: String) throws {
        let (screen, root) = try Self.folder(path)
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            _ = try ScreenLoader.load(contentsOf: screen)
            Issue.record("\(path) was accepted")
        } catch let error as ScreenLoadError {
            #expect(error.lines.count == 1, "\(error.lines)")
            let line = error.description
            // The key's place (3:13) or its path's (3:20).
            #expect(line.hasPrefix(screen.path + ":3:13: screenshot") || line.hasPrefix(screen.path + ":3:20: screenshot.path"), "\(line)")
            #expect(line.contains(problem) && line.contains("allowed: "), "\(line)")
        }
    }

    @Test func aScaleOutsideOneToFourIsRefused() throws {
        let (screen, root) = try Self.folder("home.jpg", scale: "0")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: ScreenLoadError.self) { try ScreenLoader.load(contentsOf: screen) }
    }

    @Test func headersGiveTheImagesSizeAndOtherBytesNone() {
        #expect(ScreenshotFile.header(TestImages.png(width: 3, height: 5)).map { [$0.1, $0.2] } == [3, 5])
        #expect(ScreenshotFile.header(TestImages.jpegHeader(width: 1179, height: 2556)).map { [$0.1, $0.2] } == [1179, 2556])
        #expect(ScreenshotFile.header(Data("GIF89a".utf8)) == nil)
        #expect(ScreenshotFile.header(Data([0xFF, 0xD8, 0xFF])) == nil)
    }
}
