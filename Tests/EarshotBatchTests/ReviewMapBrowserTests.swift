import Foundation
import Testing
import TestSupport
@testable import EarshotBatch

/// The review page's focus maps and findings in a real headless Chromium: the whole page passes
/// axe-core with no violation, a stop in the map is reachable by keyboard and plays its stop when
/// activated, the walkthrough highlights the stop it is playing, and labels stay text.
@Suite("The review page's focus map in headless Chromium", .serialized)
struct ReviewMapBrowserTests {
    static let hostile = """
        name: "map <b>test</b>"
        size: [390, 844]
        elements:
          - {id: "x\\"><script>document.body.setAttribute('data-pwned','1')</script>", label: "<img src=x onerror=\\"document.body.setAttribute('data-pwned','2')\\">", traits: [button], frame: [16, 48, 100, 44]}
          - {id: plain, label: Plain & simple, frame: [16, 100, 200, 44]}
        """

    /// A batch of the real sample with a modal editor, hidden views and findings, and a screen
    /// whose id and label are markup.
    static let rendered: URL = {
        let root = try! Repository.temporaryDirectory("review-map")
        let screens = root.appendingPathComponent("screens")
        try! FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
        try! FileManager.default.copyItem(at: Repository.samples.appendingPathComponent("xigua-home.en-US.yaml"),
                                          to: screens.appendingPathComponent("xigua-home.en-US.yaml"))
        try! Data(hostile.utf8).write(to: screens.appendingPathComponent("hostile.yaml"))
        let out = root.appendingPathComponent("out")
        let result = try! runEarshot(["batch", screens.path, "-o", out.path])
        precondition(result.status == 0, result.stderr)
        return out
    }()

    /// The sample's page with `script` added at the end of its body, written beside it.
    static func page(adding script: String, name: String) throws -> URL {
        let folder = rendered.appendingPathComponent("xigua-home-en")
        let page = try String(contentsOf: folder.appendingPathComponent("review.html"), encoding: .utf8)
        let url = folder.appendingPathComponent(name)
        // Players load only when played; this copy loads them with the page, as headless
        // Chromium's virtual time waits only for what loads with the page.
        let loading = page.replacingOccurrences(of: "preload=\"none\"", with: "preload=\"metadata\"")
        try Data(loading.replacingOccurrences(of: "</body>", with: script + "</body>").utf8).write(to: url)
        return url
    }

    static func attribute(_ name: String, in dom: String) -> String? {
        Chromium.attribute(name, in: dom).map(unescape)
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    static var axeScript: URL {
        Repository.root.appendingPathComponent(".build/test-tools/python/axe_playwright_python/axe.min.js")
    }

    @Test func theWholePagePassesAxeCoreWithNoViolation() throws {
        let axe = try #require(try? String(contentsOf: Self.axeScript, encoding: .utf8),
                               "axe-core is missing: run scripts/install-deps --test")
        #expect(axe.hasPrefix("/*! axe v4."))
        let runner = """
            <script>\(axe)</script>
            <script>
            axe.run(document, {resultTypes: ['violations']}).then(function (r) {
              document.body.setAttribute('data-axe-rules', String(r.passes.length + r.violations.length + r.incomplete.length));
              document.body.setAttribute('data-axe-violations', JSON.stringify(r.violations.map(function (v) {
                return v.id + ': ' + v.nodes.map(function (n) { return n.target.join(' '); }).join(', ');
              })));
            }, function (e) { document.body.setAttribute('data-axe-violations', 'axe failed: ' + e); });
            </script>
            """
        let url = try Self.page(adding: runner, name: "axe.html")
        let dom = try Chromium.dumpDOM(url, fileAccess: false, in: Self.rendered, budget: 20_000)
        #expect(Self.attribute("data-axe-violations", in: dom) == "[]")
        // axe ran its rules over the page (else "[]" would prove nothing).
        #expect((Self.attribute("data-axe-rules", in: dom).flatMap { Int($0) } ?? 0) >= 30)
        // The page it checked has the map, its legend and the findings.
        #expect(dom.components(separatedBy: "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"focus-map\"").count - 1 == 1)
        #expect(dom.contains("<ol class=\"map-legend\""))
        #expect(dom.contains("class=\"finding warning\""))
    }

    @Test func activatingAStopPlaysItAndTheWalkthroughHighlightsItsStop() throws {
        let probe = """
            <script>
            window.addEventListener('load', function () {
              var body = document.body, section = document;
              var marks = section.querySelectorAll('svg.focus-map a.fm-stop'), mark = null;
              for (var i = 0; i < marks.length; i++) if (marks[i].getAttribute('data-element') === 'film') mark = marks[i];
              mark.focus();
              body.setAttribute('data-t-focused', document.activeElement === mark ? 'yes' : 'no');
              var player = null;
              section.querySelectorAll('li.step').forEach(function (li) {
                if (!player && li.getAttribute('data-focus') === 'film') player = li.querySelector('audio');
              });
              // The step plays its range of the walkthrough: from its start, pausing at its end (here
              // reached by seeking there while it plays: headless Chromium plays in real time).
              var range = /#t=([0-9.]+),([0-9.]+)$/.exec(player.getAttribute('src')), start = range[1], end = range[2];
              player.addEventListener('playing', function () {
                player.currentTime = parseFloat(end) + 0.01;
              }, {once: true});
              player.addEventListener('pause', function () {
                body.setAttribute('data-t-paused-at', String(player.currentTime) + ' ' + end);
              });
              mark.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
              body.setAttribute('data-t-position', String(player.currentTime) + ' ' + start);
              body.setAttribute('data-t-played', body.getAttribute('data-map-played'));
              body.setAttribute('data-t-player', player.getAttribute('src'));
              body.setAttribute('data-t-paused', String(player.paused));
              var current = section.querySelector('a.fm-stop.current'), item = section.querySelector('.map-legend > li.current');
              body.setAttribute('data-t-current', current ? current.getAttribute('data-element') : '');
              body.setAttribute('data-t-legend', item ? item.getAttribute('data-element') : '');
              // The stop under keyboard focus or the pointer is marked in the map and the legend.
              var other = marks[0] === mark ? marks[1] : marks[0];
              other.dispatchEvent(new FocusEvent('focusin', {bubbles: true}));
              var pointed = section.querySelectorAll('.pointed');
              body.setAttribute('data-t-pointed', pointed.length + ' ' + (pointed.length ? pointed[0].getAttribute('data-element') : '')
                + ' ' + other.getAttribute('data-element'));
              // The walkthrough at the middle of step 7, once its length is known.
              var times = JSON.parse(section.querySelector('script.step-times').textContent), stop = times[6];
              var expected = section.querySelector('li.step[data-step="' + stop[0] + '"]').getAttribute('data-focus');
              var walk = section.querySelector('figure.walkthrough audio');
              function seek() {
                walk.currentTime = (stop[1] + stop[2]) / 2;
                walk.dispatchEvent(new Event('timeupdate'));
                var lit = section.querySelectorAll('a.fm-stop.current'), items = section.querySelectorAll('.map-legend > li.current');
                body.setAttribute('data-t-walk', lit.length === 1 ? lit[0].getAttribute('data-element') : 'lit ' + lit.length);
                body.setAttribute('data-t-walk-legend', items.length === 1 ? items[0].getAttribute('data-element') : 'lit ' + items.length);
                body.setAttribute('data-t-expected', expected);
              }
              // Players load only when played: ask this one for its length.
              if (walk.readyState >= 1) seek(); else walk.addEventListener('loadedmetadata', seek);
            });
            </script>
            """
        let url = try Self.page(adding: probe, name: "probe.html")
        let dom = try Chromium.dumpDOM(url, fileAccess: false, in: Self.rendered, budget: 10_000,
                                       extra: ["--autoplay-policy=no-user-gesture-required"])
        // A stop in the map takes keyboard focus (an SVG link: Enter activates it).
        #expect(Self.attribute("data-t-focused", in: dom) == "yes")
        // Activating it plays that stop's step, a time range of the walkthrough, and highlights it.
        let played = try #require(Self.attribute("data-t-played", in: dom))
        #expect(played.hasPrefix("walkthrough.mp3#t="), "\(played)")
        let position = try #require(Self.attribute("data-t-position", in: dom)).split(separator: " ").compactMap { Double($0) }
        #expect(position.count == 2 && position[1] > 0 && abs(position[0] - position[1]) < 0.001, "\(position)")
        let pausedAt = try #require(Self.attribute("data-t-paused-at", in: dom)).split(separator: " ").compactMap { Double($0) }
        #expect(pausedAt.count == 2 && pausedAt[0] >= pausedAt[1] && pausedAt[0] < pausedAt[1] + 0.1, "\(pausedAt)")
        #expect(Self.attribute("data-t-player", in: dom) == played)
        #expect(Self.attribute("data-t-paused", in: dom) == "false")
        #expect(Self.attribute("data-t-current", in: dom) == "film")
        #expect(Self.attribute("data-t-legend", in: dom) == "film")
        // Focus on another stop marks it in both the map and the legend.
        let pointed = try #require(Self.attribute("data-t-pointed", in: dom)).split(separator: " ").map(String.init)
        #expect(pointed.count == 3 && pointed[0] == "2" && pointed[1] == pointed[2], "\(pointed)")
        // While the walkthrough plays stop 7, that stop's element alone is highlighted.
        let expected = try #require(Self.attribute("data-t-expected", in: dom))
        #expect(!expected.isEmpty)
        #expect(Self.attribute("data-t-walk", in: dom) == expected)
        #expect(Self.attribute("data-t-walk-legend", in: dom) == expected)
    }

    @Test func theMapHasATextAlternativeAndLabelsStayText() throws {
        let pages = try FileManager.default.contentsOfDirectory(atPath: Self.rendered.path).filter { !$0.hasPrefix(".") && $0 != "index.html" }
            .map { Self.rendered.appendingPathComponent($0).appendingPathComponent("review.html") }
        #expect(pages.count == 2)
        var dom = ""
        for page in pages {
            let one = try Chromium.dumpDOM(page, fileAccess: false, in: Self.rendered)
            #expect(Chromium.attribute("data-pwned", in: one) == nil)
            dom += one
        }
        #expect(!dom.contains("<img src=x"))
        // Every map names itself and lists its stops in words.
        #expect(dom.contains("<title id=\"map-"))
        #expect(dom.contains("Focus map of xigua-home-en</title>"))
        #expect(dom.contains("Hidden: editor, editor-title, editor-done, editor-film, editor-music."))
        #expect(dom.contains("2 Plain &amp; simple."))
        // Each stop link has a name for screen readers, findings included.
        #expect(dom.contains("aria-label=\"Stop 1: Search box\""))
        #expect(dom.contains("aria-label=\"Stop 2: Upload video, 1 finding\""))
        // The legend beside the map says what VoiceOver says at each stop, with its findings.
        #expect(dom.contains("<span class=\"vh\">Stop 2: </span>"))
        // The screen list counts findings.
        let index = try String(contentsOf: Self.rendered.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("<td>14</td></tr>"))
        let page = try String(contentsOf: Self.rendered.appendingPathComponent("xigua-home-en/review.html"), encoding: .utf8)
        // A finding names its rule, element and line in the screen file.
        #expect(page.contains("<li class=\"finding warning\"><span class=\"severity\">warning</span> <code>small-target</code> on <code>upload</code> (line 14)"))
        // The standalone map beside the render is the same drawing.
        let svg = try String(contentsOf: Self.rendered.appendingPathComponent("xigua-home-en/map.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("Hidden: editor, editor-title"))
    }
}
