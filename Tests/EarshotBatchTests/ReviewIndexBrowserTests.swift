import Foundation
import Testing
import TestSupport
@testable import EarshotBatch

/// The review of a 15-screen set (the samples and renamed copies of five of them) in a real
/// headless Chromium: the index and a screen's page load, the index's filter hides and shows rows,
/// a player plays, keyboard focus reaches the filter, every screen link and every player in
/// reading order, and axe-core finds no violation on either page.
@Suite("The review's index and screen pages in headless Chromium", .serialized)
struct ReviewIndexBrowserTests {
    static let copies = ["flight-board.en-US.yaml", "pizza.pt-BR.yaml", "settings.en-US.yaml", "warenkorb.de-DE.yaml",
                         "xigua-home.zh-CN.yaml"]

    /// OUT of the batch, rendered once for the suite.
    static let rendered: URL = {
        let root = try! Repository.temporaryDirectory("review-index")
        let screens = root.appendingPathComponent("screens")
        try! FileManager.default.createDirectory(at: screens.appendingPathComponent("copies"), withIntermediateDirectories: true)
        for name in try! FileManager.default.contentsOfDirectory(atPath: Repository.samples.path) where name.hasSuffix(".yaml") {
            try! FileManager.default.copyItem(at: Repository.samples.appendingPathComponent(name), to: screens.appendingPathComponent(name))
        }
        for name in copies {
            let text = try! String(contentsOf: Repository.samples.appendingPathComponent(name), encoding: .utf8)
            let renamed = text.replacingOccurrences(of: "\nname: ", with: "\nname: copy of ")
            try! Data(renamed.utf8).write(to: screens.appendingPathComponent("copies/\(name)"))
        }
        let out = root.appendingPathComponent("out")
        let result = try! runEarshot(["batch", screens.path, "-o", out.path])
        precondition(result.status == 0, result.stderr)
        return out
    }()

    static var index: URL { rendered.appendingPathComponent("index.html") }

    /// The page of the screen named `name`.
    static func page(_ folder: String) -> URL { rendered.appendingPathComponent(folder).appendingPathComponent("review.html") }

    /// The DOM of `page` with `script` run after the page's own (a copy written beside it, so
    /// its relative links stay valid).
    static func probe(_ page: URL, _ script: String, budget: Int = 5000, extra: [String] = []) throws -> String {
        let html = try String(contentsOf: page, encoding: .utf8)
        let copy = page.deletingLastPathComponent().appendingPathComponent("probe-\(UUID().uuidString.prefix(8)).html")
        try Data(html.replacingOccurrences(of: "</body>", with: "<script>\(script)</script></body>").utf8).write(to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        return try Chromium.dumpDOM(copy, fileAccess: false, in: rendered, budget: budget, extra: extra)
    }

    static func attribute(_ name: String, in dom: String) -> String? { ReviewMapBrowserTests.attribute(name, in: dom) }

    @Test func theIndexListsEveryScreenAndItsFilterWorks() throws {
        let script = """
            var body = document.body, text = document.getElementById('filter-text'), lang = document.getElementById('filter-language');
            var findings = document.getElementById('filter-findings');
            function visible() { return document.querySelectorAll('table.screens tbody tr:not([hidden])').length; }
            body.setAttribute('data-t-all', String(visible()));
            text.value = 'copy of'; text.dispatchEvent(new Event('input'));
            body.setAttribute('data-t-copies', String(visible()));
            body.setAttribute('data-t-status', document.getElementById('shown').textContent);
            text.value = 'COPIES/PIZZA'; text.dispatchEvent(new Event('input'));
            body.setAttribute('data-t-source', String(visible()));
            text.value = ''; text.dispatchEvent(new Event('input'));
            lang.value = 'zh-CN'; lang.dispatchEvent(new Event('change'));
            body.setAttribute('data-t-zh', String(visible()));
            lang.value = ''; lang.dispatchEvent(new Event('change'));
            findings.checked = true; findings.dispatchEvent(new Event('change'));
            var rows = document.querySelectorAll('table.screens tbody tr:not([hidden])'), ok = rows.length > 0;
            rows.forEach(function (r) { if (!(parseInt(r.cells[4].textContent, 10) > 0)) ok = false; });
            body.setAttribute('data-t-findings', ok ? String(rows.length) : 'a row without findings');
            """
        let dom = try Self.probe(Self.index, script)
        #expect(Self.attribute("data-ready", in: dom) == "1")
        #expect(Self.attribute("data-t-all", in: dom) == "15")
        #expect(Self.attribute("data-t-copies", in: dom) == "5")
        #expect(Self.attribute("data-t-status", in: dom) == "5 of 15 screens shown.")
        // The source file finds a screen too, whatever the case.
        #expect(Self.attribute("data-t-source", in: dom) == "1")
        // Two Chinese screens: the sample and its copy.
        #expect(Self.attribute("data-t-zh", in: dom) == "2")
        let withFindings = try #require(Self.attribute("data-t-findings", in: dom).flatMap { Int($0) })
        #expect(withFindings > 0 && withFindings < 15)
        // Every row links to its screen's page, which exists.
        let links = try NSRegularExpression(pattern: "<a href=\"([^\"]+/review\\.html)\"")
            .matches(in: dom, range: NSRange(dom.startIndex..., in: dom)).map { String(dom[Range($0.range(at: 1), in: dom)!]) }
        #expect(links.count == 15)
        for link in links {
            #expect(FileManager.default.fileExists(atPath: Self.rendered.appendingPathComponent(link.removingPercentEncoding ?? link).path), "\(link)")
        }
    }

    @Test func aScreenPageLoadsAndAPlayerPlays() throws {
        let script = """
            var body = document.body, players = document.querySelectorAll('audio');
            body.setAttribute('data-t-preload', Array.prototype.every.call(players, function (a) { return a.preload === 'none'; }) ? 'none' : 'other');
            body.setAttribute('data-t-before', String(Array.prototype.filter.call(players, function (a) { return a.readyState > 0; }).length));
            var step = document.querySelector('li.step audio');
            step.addEventListener('loadedmetadata', function () { body.setAttribute('data-t-played', String(!step.paused && step.duration > 0)); });
            var played = step.play(); if (played && played.catch) played.catch(function (e) { body.setAttribute('data-t-error', String(e)); });
            """
        let dom = try Self.probe(Self.page("flight-board"), script, budget: 8000, extra: ["--autoplay-policy=no-user-gesture-required"])
        #expect(Self.attribute("data-ready", in: dom) == "1")
        // Nothing is fetched before it is played.
        #expect(Self.attribute("data-t-preload", in: dom) == "none")
        #expect(Self.attribute("data-t-before", in: dom) == "0")
        #expect(Self.attribute("data-t-error", in: dom) == nil)
        #expect(Self.attribute("data-t-played", in: dom) == "true")
        #expect(Self.attribute("data-audio-loaded", in: dom) == "1")
        #expect(Self.attribute("data-audio-failed", in: dom) == "0")
        // What a step says, and the walkthrough's captions, read the runs of one label as one text.
        #expect(dom.contains("<dd lang=\"en-US\">Flight UA 925, to Chicago, Status, On time</dd>"))
        #expect(dom.contains("\"Flight UA 925, to Chicago, Status, On time\"]"))
        #expect(!dom.contains("Flight , UA"))
    }

    /// The sequential focus order as the browser computes it (tabIndex, visibility, document
    /// order): what Tab walks through, from the first focusable element to the last.
    static let focusOrder = """
        function focusOrder() {
          var all = document.querySelectorAll('a[href], input, select, button, audio[controls], summary, [tabindex]');
          return Array.prototype.filter.call(all, function (el) {
            return el.tabIndex >= 0 && !el.closest('[hidden]') && el.getClientRects().length > 0;
          }).map(function (el) {
            el.focus();
            if (document.activeElement !== el) return 'unfocusable ' + el.tagName;
            return el.id ? '#' + el.id : el.tagName.toLowerCase() + (el.getAttribute('href') ? ' ' + el.getAttribute('href') : '');
          });
        }
        var positive = Array.prototype.filter.call(document.querySelectorAll('[tabindex]'), function (el) { return el.tabIndex > 0; });
        document.body.setAttribute('data-t-positive', String(positive.length));
        document.body.setAttribute('data-t-order', JSON.stringify(focusOrder()));
        """

    @Test func keyboardFocusReachesTheFilterTheScreensAndThePlayers() throws {
        let index = try Self.probe(Self.index, Self.focusOrder)
        #expect(Self.attribute("data-t-positive", in: index) == "0")
        let order = try #require(try JSONSerialization.jsonObject(with: Data((Self.attribute("data-t-order", in: index) ?? "").utf8)) as? [String])
        #expect(!order.contains { $0.hasPrefix("unfocusable") }, "\(order)")
        #expect(order.first == "a #main")
        let filter = try #require(order.firstIndex(of: "#filter-text"))
        let screens = order.indices.filter { order[$0].hasSuffix("/review.html") }
        #expect(screens.count == 15)
        #expect(screens.allSatisfy { $0 > filter })

        let page = try Self.probe(Self.page("xigua-home-en"), Self.focusOrder)
        let pageOrder = try #require(try JSONSerialization.jsonObject(with: Data((Self.attribute("data-t-order", in: page) ?? "").utf8)) as? [String])
        #expect(!pageOrder.contains { $0.hasPrefix("unfocusable") }, "\(pageOrder)")
        #expect(pageOrder.prefix(2) == ["a #main", "a ../index.html"])
        let players = pageOrder.filter { $0 == "audio" }.count
        let html = try String(contentsOf: Self.page("xigua-home-en"), encoding: .utf8)
        #expect(players == html.components(separatedBy: "<audio ").count - 1 && players > 5)
        // The map's stops and the legend's links to the steps are on the way.
        #expect(pageOrder.contains("a #step-1"))
    }

    /// Where focus goes after each of `presses` real Tab key presses (scripts/chromium-tab-order.py).
    static func tabbing(_ page: URL, presses: Int) throws -> [String] {
        let result = try runProcess(URL(fileURLWithPath: "/usr/bin/timeout"),
                                    ["120", "python3", Repository.root.appendingPathComponent("scripts/chromium-tab-order.py").path,
                                     page.absoluteString, String(presses)], directory: rendered)
        #expect(result.status == 0, "\(result.stderr.suffix(500))")
        return (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String]) ?? []
    }

    @Test func realTabPressesGoFromTheFilterToEveryScreenAndThroughThePlayers() throws {
        let index = try Self.tabbing(Self.index, presses: 21)
        #expect(Array(index.prefix(4)) == ["a #main", "#filter-text", "#filter-language", "#filter-findings"], "\(index)")
        #expect(index.dropFirst(4).prefix(15).allSatisfy { $0.hasSuffix("/review.html") }, "\(index)")
        #expect(Set(index.filter { $0.hasSuffix("/review.html") }).count == 15)
        let page = try Self.tabbing(Self.page("flight-board"), presses: 40)
        #expect(Array(page.prefix(2)) == ["a #main", "a ../index.html"], "\(page)")
        // The map's stops, then the walkthrough's player, then the steps' players.
        let firstPlayer = try #require(page.firstIndex(of: "audio"), "\(page)")
        #expect(page[..<firstPlayer].contains("a #step-1"))
        #expect(Set(page[firstPlayer...]).isSuperset(of: ["audio", "a transcript.txt"]))
    }

    static let axeRunner = """
        axe.run(document, {resultTypes: ['violations']}).then(function (r) {
          document.body.setAttribute('data-axe-rules', String(r.passes.length + r.violations.length + r.incomplete.length));
          document.body.setAttribute('data-axe-violations', JSON.stringify(r.violations.map(function (v) {
            return v.id + ': ' + v.nodes.map(function (n) { return n.target.join(' '); }).join(', ');
          })));
        }, function (e) { document.body.setAttribute('data-axe-violations', 'axe failed: ' + e); });
        """

    @Test(arguments: ["index.html", "flight-board/review.html", "copy-of-pizza/review.html"])
    func axeCoreFindsNoViolation(page: String) throws {
        let axe = try #require(try? String(contentsOf: ReviewMapBrowserTests.axeScript, encoding: .utf8),
                               "axe-core is missing: run scripts/install-deps --test")
        let url = Self.rendered.appendingPathComponent(page)
        #expect(FileManager.default.fileExists(atPath: url.path), "\(page)")
        let dom = try Self.probe(url, axe + "\n" + Self.axeRunner, budget: 20_000)
        #expect(Self.attribute("data-axe-violations", in: dom) == "[]")
        #expect((Self.attribute("data-axe-rules", in: dom).flatMap { Int($0) } ?? 0) >= 30)
    }
}
