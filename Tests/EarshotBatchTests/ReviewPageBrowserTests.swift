import Foundation
import Testing
import TestSupport
@testable import EarshotBatch
@testable import ReviewSite

/// The review pages in a real headless Chromium (Debian's `chromium`, installed by
/// `scripts/install-deps --test`): they render, every player loads its file from `file://` when
/// asked, and text from screens stays text.
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

    /// The pages of the set's screens, by folder.
    static func pages(_ set: LinesSet) -> [URL] {
        BatchRunner.manifests(in: set.out).map { set.out.appendingPathComponent($0.folder).appendingPathComponent(ScreenPage.fileName) }
    }

    /// The DOM of a copy of `page` whose players load with the page (they load only when played;
    /// headless Chromium's virtual time waits only for what loads with the page).
    static func loadingEveryPlayer(_ page: URL, fileAccess: Bool, in set: LinesSet) throws -> String {
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("preload=\"none\""))
        let copy = page.deletingLastPathComponent().appendingPathComponent("load-all.html")
        try Data(html.replacingOccurrences(of: "preload=\"none\"", with: "preload=\"metadata\"").utf8).write(to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        return try Chromium.dumpDOM(copy, fileAccess: fileAccess, in: set.root)
    }

    @Test func screenshotIsAFullSizePNG() throws {
        let set = try Self.renderedSet()
        let png = set.root.appendingPathComponent("page.png")
        let home = set.out.appendingPathComponent("home/review.html")
        let result = try Chromium.run(["--allow-file-access-from-files", "--screenshot=\(png.path)", "--window-size=1280,2000",
                                       home.absoluteString], in: set.root)
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
        let pages = Self.pages(set)
        #expect(pages.count == 2)
        var totals: [Int] = []
        for page in pages {
            let dom = try Self.loadingEveryPlayer(page, fileAccess: fileAccess, in: set)
            let total = try #require(Chromium.attribute("data-audio-total", in: dom).flatMap { Int($0) })
            totals.append(total)
            #expect(Chromium.attribute("data-audio-loaded", in: dom) == String(total))
            #expect(Chromium.attribute("data-audio-failed", in: dom) == "0")
            #expect(dom.components(separatedBy: "data-state=\"loaded\"").count - 1 == total)
            // Chromium refuses a <track> file from file:// unless told otherwise; the page then adds
            // the same cues itself.
            let source = fileAccess ? "track" : "page"
            #expect(dom.components(separatedBy: "data-captions=\"\(source)\"").count - 1 == 1)
        }
        // home: walkthrough + 3 steps; settings: walkthrough + 1 step.
        #expect(totals.sorted() == [2, 4])
    }

    @Test func textFromScreensIsNeverMarkup() throws {
        let set = try Self.renderedSet()
        var doms = [try Chromium.dumpDOM(set.out.appendingPathComponent("index.html"), fileAccess: false, in: set.root)]
        for page in Self.pages(set) { doms.append(try Chromium.dumpDOM(page, fileAccess: false, in: set.root)) }
        for dom in doms {
            #expect(Chromium.attribute("data-pwned", in: dom) == nil)
            #expect(!dom.contains("<b>more</b>"))
            // The Chinese screen's name is marked as Chinese for screen readers and fonts.
            #expect(dom.contains("设置 &amp; &lt;b&gt;more&lt;/b&gt;") == dom.contains("lang=\"zh-CN\""))
        }
        #expect(doms[0].contains("lang=\"zh-CN\">设置 &amp; &lt;b&gt;more&lt;/b&gt;</a>"))
        #expect(doms.contains { $0.contains("&lt;script&gt;document.body.setAttribute") })
    }

    @Test func aMissingAudioFileIsReportedOnThePage() throws {
        let set = try Self.renderedSet()
        let page = set.out.appendingPathComponent("home/review.html")
        let before = try Self.loadingEveryPlayer(page, fileAccess: false, in: set)
        let players = try #require(Chromium.attribute("data-audio-total", in: before).flatMap(Int.init))
        #expect(players >= 2)
        #expect(Chromium.attribute("data-audio-loaded", in: before) == String(players))
        // The walkthrough gone: it and every step (a time range of it) say so, by the file's name.
        try FileManager.default.removeItem(at: set.out.appendingPathComponent("home/walkthrough.wav"))
        let dom = try Self.loadingEveryPlayer(page, fileAccess: false, in: set)
        #expect(Chromium.attribute("data-audio-failed", in: dom) == String(players))
        #expect(Chromium.attribute("data-audio-loaded", in: dom) == "0")
        #expect(dom.contains("This audio file could not be loaded: walkthrough.wav<"))
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
