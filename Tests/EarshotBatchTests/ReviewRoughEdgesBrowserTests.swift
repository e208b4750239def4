import Foundation
import Testing
import TestSupport
@testable import EarshotBatch
@testable import ReviewSite

/// The review as a new user meets it, in a real headless Chromium: a broken screen's problems one
/// short line each, a changed screen's diff first on its page, no empty baseline column, and a
/// step's player telling the step's length.
@Suite("The review's failures, baseline and step players in headless Chromium", .serialized)
struct ReviewRoughEdgesBrowserTests {
    static func screen(_ name: String, label: String) -> String {
        """
        name: \(name)
        language: en-US
        elements:
          - {id: title, label: \(label), traits: [header], frame: [16, 50, 358, 40]}
          - {id: save, label: Save, traits: [button], frame: [16, 100, 358, 44], hint: Saves the account}
          - {id: help, label: Help, traits: [link], frame: [16, 160, 358, 44]}

        """
    }

    /// Nine elements, each with an unknown trait and an unknown key: many problems, long lists.
    static let broken = "name: broken\nelements:\n" + (1...9).map {
        "  - {id: e\($0), label: Thing \($0), traits: [buton], colour: red}\n"
    }.joined()

    /// A batch without a baseline (`first`) and one with it after a label changed (`second`).
    static let runs: (root: URL, first: URL, second: URL) = {
        let root = try! Repository.temporaryDirectory("review-rough-edges")
        let docs = root.appendingPathComponent("docs")
        try! FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        func put(_ name: String, _ text: String) { try! Data(text.utf8).write(to: docs.appendingPathComponent(name)) }
        put("account.yaml", screen("account", label: "Account"))
        put("privacy.yaml", screen("privacy", label: "Privacy"))
        put("broken.yaml", broken)
        let first = root.appendingPathComponent("first"), second = root.appendingPathComponent("second")
        let one = try! runEarshot(["batch", docs.path, "-o", first.path, "--jobs", "1"])
        precondition(one.status == 1, one.stderr)
        put("account.yaml", screen("account", label: "Your account"))
        let two = try! runEarshot(["batch", docs.path, "-o", second.path, "--jobs", "1", "--baseline", first.path])
        precondition(two.status == 1, two.stderr)
        return (root, first, second)
    }()

    /// `page` with `probe` added at the end of its body, its players loading with the page.
    static func dom(_ page: URL, probe: String, budget: Int = 5000) throws -> String {
        let html = try String(contentsOf: page, encoding: .utf8).replacingOccurrences(of: "preload=\"none\"", with: "preload=\"metadata\"")
        let copy = page.deletingLastPathComponent().appendingPathComponent("probe-\(UUID().uuidString.prefix(6)).html")
        try Data(html.replacingOccurrences(of: "</body>", with: "<script>\(probe)</script></body>").utf8).write(to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        return try Chromium.dumpDOM(copy, fileAccess: false, in: runs.root, budget: budget,
                                    extra: ["--autoplay-policy=no-user-gesture-required", "--window-size=1280,1000"])
    }

    static func attribute(_ name: String, in dom: String) -> String? {
        ReviewMapBrowserTests.unescape(Chromium.attribute(name, in: dom) ?? "")
    }

    @Test func aLongAllowedListIsCutToItsFirstNamesAndCount() {
        let names = (1...35).map { "key\($0)" }.joined(separator: ", ")
        let files = FailureLines.files(["docs/b.yaml:3:5: elements[0]: unknown key 'colour'; allowed: \(names)\ndocs/b.yaml:4:5: bad; allowed: x, y",
                                        "c.yaml: cannot read the file"])
        #expect(files == [FailureLines.File(name: "docs/b.yaml", problems: ["3:5: elements[0]: unknown key 'colour'; allowed: key1, key2, key3 … (35 in all)",
                                                                       "4:5: bad; allowed: x, y"]),
                          FailureLines.File(name: "c.yaml", problems: ["cannot read the file"])])
    }

    @Test func eachProblemOfABrokenScreenIsOneShortLine() throws {
        let index = Self.runs.first.appendingPathComponent("index.html")
        let dom = try Self.dom(index, probe: """
            var items = document.querySelectorAll('.failures li li'), lines = [];
            items.forEach(function (li) {
              var style = getComputedStyle(li), height = li.getBoundingClientRect().height;
              lines.push(Math.round(height / parseFloat(style.lineHeight === 'normal' ? parseFloat(style.fontSize) * 1.2 : style.lineHeight)));
            });
            document.body.setAttribute('data-t-items', String(items.length));
            document.body.setAttribute('data-t-files', String(document.querySelectorAll('.failures > ul > li').length));
            document.body.setAttribute('data-t-lines', lines.join(' '));
            document.body.setAttribute('data-t-longest', String(Math.max.apply(null, Array.prototype.map.call(items, function (li) { return li.textContent.length; }))));
            """)
        // 9 unknown traits and 9 unknown keys: one item each.
        #expect(Self.attribute("data-t-items", in: dom) == "18")
        let lines = (Self.attribute("data-t-lines", in: dom) ?? "").split(separator: " ").compactMap { Int($0) }
        #expect(lines.count == 18 && lines.allSatisfy { $0 <= 2 }, "\(lines)")
        #expect(Int(Self.attribute("data-t-longest", in: dom) ?? "") ?? 999 < 160)
        #expect(Self.attribute("data-t-files", in: dom) == "1")
    }

    @Test func theBaselineColumnIsShownOnlyWithABaseline() throws {
        let probe = """
            var rows = document.querySelectorAll('table.screens tr'), cells = [];
            rows.forEach(function (row) { cells.push(row.cells.length); });
            var head = document.querySelector('table.screens thead tr');
            document.body.setAttribute('data-t-cells', cells.join(' '));
            document.body.setAttribute('data-t-last', head.cells[head.cells.length - 1].textContent);
            document.body.setAttribute('data-t-marks', Array.prototype.map.call(document.querySelectorAll('table.screens tbody tr'),
              function (row) { return row.cells[0].textContent.split(' ')[0] + '=' + row.cells[row.cells.length - 1].textContent; }).join(' '));
            """
        let without = try Self.dom(Self.runs.first.appendingPathComponent("index.html"), probe: probe)
        #expect(Self.attribute("data-t-cells", in: without) == "5 5 5")
        #expect(Self.attribute("data-t-last", in: without) == "Findings")
        let with = try Self.dom(Self.runs.second.appendingPathComponent("index.html"), probe: probe)
        #expect(Self.attribute("data-t-cells", in: with) == "6 6 6")
        #expect(Self.attribute("data-t-last", in: with) == "Changed since the baseline")
        #expect(Self.attribute("data-t-marks", in: with) == "account=changed privacy=unchanged")
    }

    @Test func aChangedScreensDiffIsAboveItsMapAndAuditInTheFirstScreenful() throws {
        let page = Self.runs.second.appendingPathComponent("account/review.html")
        let dom = try Self.dom(page, probe: """
            function place(selector) { var e = document.querySelector(selector); return e ? String(Math.round(e.getBoundingClientRect().top)) : 'none'; }
            document.body.setAttribute('data-t-diff', place('section.baseline pre.diff'));
            document.body.setAttribute('data-t-map', place('svg.focus-map'));
            document.body.setAttribute('data-t-first', document.querySelector('main').firstElementChild.className);
            """)
        let diff = try #require(Int(Self.attribute("data-t-diff", in: dom) ?? ""))
        let map = try #require(Int(Self.attribute("data-t-map", in: dom) ?? ""), "the page has a map")
        #expect(diff < map && diff < 1000, "diff at \(diff), map at \(map)")
        #expect(Self.attribute("data-t-first", in: dom) == "baseline")
    }

    @Test func aStepsPlayerShowsTheStepsLengthAndItsPositionInIt() throws {
        let page = Self.runs.first.appendingPathComponent("account/review.html")
        let dom = try Self.dom(page, probe: """
            var times = JSON.parse(document.querySelector('script.step-times').textContent), lengths = [], shown = [];
            document.querySelectorAll('li.step').forEach(function (step, i) {
              lengths.push((times[i][2] - times[i][1]).toFixed(2) + ' s');
              shown.push(step.querySelector('.step-clock .len').textContent);
            });
            document.body.setAttribute('data-t-lengths', lengths.join('|'));
            document.body.setAttribute('data-t-shown', shown.join('|'));
            var step = document.querySelectorAll('li.step')[1], player = step.querySelector('audio'), start = times[1][1];
            function seek() { player.currentTime = start + 0.3; }
            player.addEventListener('seeked', function () {
              document.body.setAttribute('data-t-pos', step.querySelector('.step-clock .pos').textContent);
            }, {once: true});
            if (player.readyState >= 1) seek(); else player.addEventListener('loadedmetadata', seek);
            """)
        let lengths = try #require(Self.attribute("data-t-lengths", in: dom))
        #expect(!lengths.isEmpty && lengths.split(separator: "|").count == 3)
        #expect(Self.attribute("data-t-shown", in: dom) == lengths)
        // The walkthrough is longer than any step: the clock is the step's, not the file's.
        #expect(Self.attribute("data-t-pos", in: dom) == "0.30 s")
    }
}
