import Foundation
import Testing
import TestSupport
@testable import BatchRendering

/// The review page in a real headless Chromium (Debian's `chromium`, installed by
/// `scripts/install-deps --test`): it renders, every player loads its file from `file://`, and
/// text from screens stays text.
@Suite("The review page in headless Chromium", .serialized)
struct ReviewPageBrowserTests {
    static let injected = "<script>document.body.setAttribute('data-pwned','1')</script><img src=x onerror=\"document.body.setAttribute('data-pwned','2')\">"

    static func renderedSet() throws -> LinesSet {
        let set = try LinesSet([
            "home.yaml": "name=home\nsay=Search box\nsay=\(injected)\nsay=Like, Button\n",
            "zh/settings.yaml": "name=设置 & <b>more</b>\nlang=zh-CN\nsay=Wi-Fi\n",
        ])
        let report = try set.run()
        #expect(report.rendered == 2, "\(report.failures)")
        return set
    }

    @Test func screenshotIsAFullSizePNG() throws {
        let set = try Self.renderedSet()
        let png = set.root.appendingPathComponent("page.png")
        let result = try Chromium.run(["--allow-file-access-from-files", "--screenshot=\(png.path)", "--window-size=1280,2000",
                                       set.out.appendingPathComponent("index.html").absoluteString], in: set.root)
        #expect(result.status == 0, "\(result.stderr.suffix(500))")
        let bytes = [UInt8](try Data(contentsOf: png))
        #expect(bytes.count > 20_000)
        #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1280 && height == 2000)
    }

    @Test(arguments: [false, true])
    func everyPlayerLoadsAndCaptionsWorkFromTheFileSystem(fileAccess: Bool) throws {
        let set = try Self.renderedSet()
        let dom = try Chromium.dumpDOM(set.out.appendingPathComponent("index.html"), fileAccess: fileAccess, in: set.root)
        let total = Chromium.attribute("data-audio-total", in: dom).flatMap { Int($0) }
        // home: walkthrough + 3 stops; settings: walkthrough + 1 stop.
        #expect(total == 6)
        #expect(Chromium.attribute("data-audio-loaded", in: dom) == "6")
        #expect(Chromium.attribute("data-audio-failed", in: dom) == "0")
        #expect(dom.components(separatedBy: "data-state=\"loaded\"").count - 1 == 6)
        // Chromium refuses a <track> file from file:// unless told otherwise; the page then adds
        // the same cues itself.
        let source = fileAccess ? "track" : "page"
        #expect(dom.components(separatedBy: "data-captions=\"\(source)\"").count - 1 == 2)
    }

    @Test func textFromScreensIsNeverMarkup() throws {
        let set = try Self.renderedSet()
        let dom = try Chromium.dumpDOM(set.out.appendingPathComponent("index.html"), fileAccess: false, in: set.root)
        #expect(Chromium.attribute("data-pwned", in: dom) == nil)
        #expect(dom.contains("&lt;script&gt;document.body.setAttribute"))
        #expect(dom.contains("设置 &amp; &lt;b&gt;more&lt;/b&gt;"))
        #expect(!dom.contains("<b>more</b>"))
        // The Chinese screen's text is marked as Chinese for screen readers and fonts.
        #expect(dom.contains("lang=\"zh-CN\""))
    }

    @Test func aMissingAudioFileIsReportedOnThePage() throws {
        let set = try Self.renderedSet()
        try FileManager.default.removeItem(at: set.out.appendingPathComponent("home/stops/02-e2.wav"))
        let dom = try Chromium.dumpDOM(set.out.appendingPathComponent("index.html"), fileAccess: false, in: set.root)
        #expect(Chromium.attribute("data-audio-failed", in: dom) == "1")
        #expect(Chromium.attribute("data-audio-loaded", in: dom) == "5")
        #expect(dom.contains("This audio file could not be loaded: home/stops/02-e2.wav"))
    }
}

/// Runs Debian's headless Chromium with a throw-away profile and a time limit.
enum Chromium {
    static var executable: URL {
        for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        where FileManager.default.isExecutableFile(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: "/usr/bin/chromium")
    }

    static func run(_ arguments: [String], in directory: URL) throws -> ProcessResult {
        let profile = directory.appendingPathComponent("chromium-profile-\(UUID().uuidString.prefix(8))")
        let result = try runProcess(URL(fileURLWithPath: "/usr/bin/timeout"),
                                    ["120", executable.path, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                     "--user-data-dir=\(profile.path)"] + arguments, directory: directory)
        try? FileManager.default.removeItem(at: profile)
        return result
    }

    /// The page's DOM after its scripts ran and the players had `budget` (virtual) milliseconds to
    /// load (five seconds by default).
    static func dumpDOM(_ page: URL, fileAccess: Bool, in directory: URL, budget: Int = 5000,
                        extra: [String] = []) throws -> String {
        let result = try run((fileAccess ? ["--allow-file-access-from-files"] : []) + extra
                             + ["--dump-dom", "--virtual-time-budget=\(budget)", page.absoluteString], in: directory)
        #expect(result.status == 0, "\(result.stderr.suffix(500))")
        return result.stdout
    }

    /// An attribute of `<body>`.
    static func attribute(_ name: String, in dom: String) -> String? {
        guard let body = dom.range(of: "<body[^>]*>", options: .regularExpression) else { return nil }
        let tag = dom[body]
        guard let start = tag.range(of: "\(name)=\"") else { return nil }
        return String(tag[start.upperBound...].prefix { $0 != "\"" })
    }
}
