import Foundation
import Testing
import TestSupport
@testable import EarshotBatch
@testable import ReviewSite

/// Screenshots under the focus map, in a real headless Chromium: the batch stores each image once,
/// the page's map loads it, and every stop's box lies on its place in the image within a point at
/// 2× and 3× scale. Without a screenshot, a box shows its stop's words when they fit.
@Suite("Screenshots under the focus map in headless Chromium", .serialized)
struct ReviewScreenshotBrowserTests {
    /// Frames in points, some off the pixel grid.
    static let frames: [(label: String, frame: [Double])] = [
        ("Settings", [20, 40, 160, 44]), ("Wi-Fi", [20, 120, 100, 30]), ("Bluetooth", [37.5, 200.5, 50, 40]),
    ]

    static func screen(_ name: String, screenshot: String?, scale: Int) -> String {
        var yaml = "name: \(name)\nsize: [200, 300]\n"
        if let screenshot { yaml += "screenshot: {path: \(screenshot), scale: \(scale)}\n" }
        yaml += "elements:\n"
        for (label, f) in frames {
            yaml += "  - {label: \(label), traits: [button], frame: [\(f.map { String($0) }.joined(separator: ", "))]}\n"
        }
        return yaml
    }

    /// The image at `scale`: each stop's frame painted red, so the boxes have something to line up with.
    static func image(scale: Int) -> Data {
        TestImages.png(width: 200 * scale, height: 300 * scale, rectangles: frames.map { item in
            let f = item.frame.map { Int(($0 * Double(scale)).rounded()) }
            return (f[0], f[1], f[2], f[3], (200, 30, 30))
        })
    }

    static let rendered: (root: URL, out: URL, docs: URL) = {
        let root = try! Repository.temporaryDirectory("review-screenshots")
        let docs = root.appendingPathComponent("docs")
        try! FileManager.default.createDirectory(at: docs.appendingPathComponent("images"), withIntermediateDirectories: true)
        try! image(scale: 2).write(to: docs.appendingPathComponent("images/at2x.png"))
        try! image(scale: 3).write(to: docs.appendingPathComponent("images/at3x.png"))
        try! image(scale: 3).write(to: docs.appendingPathComponent("images/copy.png"))
        try! Data(screen("at2x", screenshot: "images/at2x.png", scale: 2).utf8).write(to: docs.appendingPathComponent("at2x.yaml"))
        try! Data(screen("at3x", screenshot: "images/at3x.png", scale: 3).utf8).write(to: docs.appendingPathComponent("at3x.yaml"))
        try! Data(screen("same", screenshot: "images/copy.png", scale: 3).utf8).write(to: docs.appendingPathComponent("same.yaml"))
        try! Data(screen("plain", screenshot: nil, scale: 1).utf8).write(to: docs.appendingPathComponent("plain.yaml"))
        let out = root.appendingPathComponent("out")
        let result = try! runEarshot(["batch", docs.path, "-o", out.path, "--jobs", "1"])
        precondition(result.status == 0, result.stderr)
        return (root, out, docs)
    }()

    static func dom(_ page: URL, probe: String) throws -> String {
        let html = try String(contentsOf: page, encoding: .utf8)
        let copy = page.deletingLastPathComponent().appendingPathComponent("probe.html")
        try Data(html.replacingOccurrences(of: "</body>", with: "<script>window.addEventListener('load', function () {\(probe)});</script></body>").utf8).write(to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        return try Chromium.dumpDOM(copy, fileAccess: false, in: rendered.root, extra: ["--window-size=1280,1000"])
    }

    @Test func eachImageIsStoredOnceUnderItsHash() throws {
        let stored = try FileManager.default.contentsOfDirectory(atPath: Self.rendered.out.appendingPathComponent("screenshots").path)
        #expect(stored.count == 2 && stored.allSatisfy { $0.hasSuffix(".jpg") }, "\(stored)")
        // Scaled to the screen's size in points and compressed: far smaller than the original.
        for name in stored {
            let data = try Data(contentsOf: Self.rendered.out.appendingPathComponent("screenshots/\(name)"))
            #expect(data.starts(with: [0xFF, 0xD8, 0xFF]) && data.count < Self.image(scale: 2).count / 10, "\(data.count)")
        }
        let map = try String(contentsOf: Self.rendered.out.appendingPathComponent("at3x/map.svg"), encoding: .utf8)
        let same = try String(contentsOf: Self.rendered.out.appendingPathComponent("same/map.svg"), encoding: .utf8)
        let href = { (svg: String) in svg.components(separatedBy: "href=\"").dropFirst().first?.prefix { $0 != "\"" } }
        #expect(href(map) != nil && href(map) == href(same) && href(map)?.hasPrefix("../screenshots/") == true)
    }

    @Test(arguments: [2, 3])
    func theImageLoadsAndEveryStopLiesOnItsPlaceInIt(scale: Int) throws {
        let page = Self.rendered.out.appendingPathComponent("at\(scale)x/review.html")
        let dom = try Self.dom(page, probe: """
            var body = document.body, svg = document.querySelector('svg.focus-map'), shot = svg.querySelector('image.fm-shot');
            var box = shot.getBoundingClientRect(), k = svg.viewBox.baseVal.width / box.width, boxes = [];
            body.setAttribute('data-t-size', [box.width * k, box.height * k].map(function (v) { return v.toFixed(2); }).join(' '));
            svg.querySelectorAll('a.fm-stop rect.fm-hit').forEach(function (rect) {
              var r = rect.getBoundingClientRect();
              boxes.push([r.left - box.left, r.top - box.top, r.width, r.height].map(function (v) { return (v * k).toFixed(2); }).join(' '));
            });
            body.setAttribute('data-t-boxes', boxes.join(';'));
            var probe = new Image();
            probe.onload = function () { body.setAttribute('data-t-image', probe.naturalWidth + 'x' + probe.naturalHeight); };
            probe.onerror = function () { body.setAttribute('data-t-image', 'failed'); };
            probe.src = shot.getAttribute('href');
            """)
        // Stored at a pixel per point (ScreenshotEncoding), drawn at the screen's size in points.
        #expect(Chromium.attribute("data-t-image", in: dom) == "200x300")
        #expect(Chromium.attribute("data-t-size", in: dom) == "200.00 300.00")
        let boxes = (Chromium.attribute("data-t-boxes", in: dom) ?? "").split(separator: ";").map { $0.split(separator: " ").compactMap { Double($0) } }
        #expect(boxes.count == Self.frames.count)
        for (box, expected) in zip(boxes, Self.frames.map(\.frame)) {
            #expect(box.count == 4 && zip(box, expected).allSatisfy { abs($0 - $1) <= 1 }, "\(box) against \(expected)")
        }
    }

    @Test func withoutAScreenshotABoxShowsItsWordsWhereTheyFit() throws {
        let page = Self.rendered.out.appendingPathComponent("plain/review.html")
        let dom = try Self.dom(page, probe: """
            var svg = document.querySelector('svg.focus-map'), shown = [], inside = true;
            var boxes = svg.querySelectorAll('rect.fm-stopbox');
            svg.querySelectorAll('text.fm-words').forEach(function (text) {
              shown.push(text.textContent);
              var t = text.getBBox(), fits = false;
              boxes.forEach(function (b) {
                var r = b.getBBox();
                if (t.x >= r.x && t.x + t.width <= r.x + r.width && t.y >= r.y && t.y + t.height <= r.y + r.height) fits = true;
              });
              inside = inside && fits;
            });
            document.body.setAttribute('data-t-words', shown.join('|'));
            document.body.setAttribute('data-t-inside', String(inside));
            document.body.setAttribute('data-t-shot', String(svg.querySelectorAll('image').length));
            """)
        // Bluetooth's box (50 points) is too narrow beside its number: no words, never cut ones.
        #expect(Chromium.attribute("data-t-words", in: dom) == "Settings|Wi-Fi")
        #expect(Chromium.attribute("data-t-inside", in: dom) == "true")
        #expect(Chromium.attribute("data-t-shot", in: dom) == "0")
    }

    @Test func theMapCommandEmbedsTheImageAtTheScreensSizeInPoints() throws {
        let svg = Self.rendered.root.appendingPathComponent("at3x.svg")
        let result = try runEarshot(["map", Self.rendered.docs.appendingPathComponent("at3x.yaml").path, "-o", svg.path])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOf: svg, encoding: .utf8)
        // The image fills the screen in points; the legend stands beside it, one badge and text per stop.
        #expect(text.contains("<image class=\"fm-shot\"") && text.contains("x=\"0\" y=\"0\" width=\"200\" height=\"300\" preserveAspectRatio=\"none\"/>"))
        #expect(text.contains("viewBox=\"0 0 544 300\""))
        for label in Self.frames.map(\.label) { #expect(text.contains("class=\"fm-legend\" x=\"254\"") && text.contains(">\(label)</text>")) }
        let data = try #require(text.components(separatedBy: "href=\"data:image/png;base64,").dropFirst().first?.prefix { $0 != "\"" })
        #expect(Data(base64Encoded: String(data)) == Self.image(scale: 3))
    }

    @Test func aChangedScreenshotRendersItsScreenAgainAndABadOneFailsInOneLine() throws {
        let root = try Repository.temporaryDirectory("screenshot-change")
        defer { try? FileManager.default.removeItem(at: root) }
        let docs = root.appendingPathComponent("docs"), out = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try Data(Self.screen("home", screenshot: "home.png", scale: 2).utf8).write(to: docs.appendingPathComponent("home.yaml"))
        try Self.image(scale: 2).write(to: docs.appendingPathComponent("home.png"))
        let first = try runEarshot(["batch", docs.path, "-o", out.path, "--jobs", "1"])
        #expect(first.status == 0 && first.stdout.contains("rendered 1,"), "\(first.stdout)\(first.stderr)")
        let before = try String(contentsOf: out.appendingPathComponent("home/map.svg"), encoding: .utf8)
        try TestImages.png(width: 400, height: 600).write(to: docs.appendingPathComponent("home.png"))
        let second = try runEarshot(["batch", docs.path, "-o", out.path, "--jobs", "1"])
        #expect(second.status == 0 && second.stdout.contains("rendered 1,"), "\(second.stdout)")
        #expect(try String(contentsOf: out.appendingPathComponent("home/map.svg"), encoding: .utf8) != before)
        // The old image, which no screen names now, is gone: one image in OUT.
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("screenshots").path).count == 1)
        // A screenshot that is no image: the screen fails with one line, the run goes on.
        try Data("<svg/>".utf8).write(to: docs.appendingPathComponent("home.png"))
        let third = try runEarshot(["batch", docs.path, "-o", out.path, "--jobs", "1"])
        #expect(third.status == 1)
        let failed = third.stdout.split(separator: "\n").filter { $0.hasPrefix("failed: ") }
        #expect(failed.count == 1 && failed[0].contains("home.yaml") && failed[0].contains("not a PNG or JPEG"), "\(third.stdout)")
    }

    @Test func importNamesTheScreenshotSavedBesideTheCapture() throws {
        let root = try Repository.temporaryDirectory("import-screenshot")
        defer { try? FileManager.default.removeItem(at: root) }
        let capture = root.appendingPathComponent("home.json")
        try Data("[{\"AXLabel\": \"Settings\", \"type\": \"Button\", \"frame\": {\"x\": 20, \"y\": 40, \"width\": 160, \"height\": 44}}, {\"AXLabel\": \"Wide\", \"type\": \"StaticText\", \"frame\": {\"x\": 0, \"y\": 100, \"width\": 200, \"height\": 20}}]".utf8).write(to: capture)
        try Self.image(scale: 3).write(to: root.appendingPathComponent("home.png"))
        let output = root.appendingPathComponent("home.yaml")
        let found = try runEarshot(["import", capture.path, "-o", output.path])
        #expect(found.status == 0, "\(found.stderr)")
        let yaml = try String(contentsOf: output, encoding: .utf8)
        #expect(yaml.contains("screenshot:") && yaml.contains("path: home.png") && yaml.contains("scale: 3"), "\(yaml)")
        // The written file loads, its screenshot checked.
        let check = try runEarshot(["map", output.path])
        #expect(check.status == 0 && check.stdout.contains("data:image/png;base64,"), "\(check.stderr)")
        // A given file that is not an image: one line, exit 1, nothing written.
        try Data("hello".utf8).write(to: root.appendingPathComponent("note.png"))
        let other = root.appendingPathComponent("other.yaml")
        let bad = try runEarshot(["import", capture.path, "--screenshot", root.appendingPathComponent("note.png").path, "-o", other.path])
        #expect(bad.status == 1)
        let errors = bad.stderr.split(separator: "\n").filter { $0.hasPrefix("earshot: ") }
        #expect(errors.count == 1 && errors[0].contains("note.png: not a PNG or JPEG"), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: other.path))
    }
}
