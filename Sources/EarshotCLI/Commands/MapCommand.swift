import ArgumentParser
import Renderer
import Audit
import Foundation
import Screens
import Simulator

/// `earshot map`: the focus map of one screen as an SVG file.
struct MapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "map",
        abstract: "Draw where a screen's focus stops are, in focus order, as SVG.",
        discussion: """
            Draws the screen as it opens: every element that has a frame as a box, each focus stop \
            numbered in the order VoiceOver visits it with the path between stops, containers \
            outlined dashed, modal views with a thick dash-dot outline, hidden elements dotted and \
            grey, unreachable ones (accessible, but never visited) dashed red; elements with audit \
            findings carry a "!" mark. The SVG has a title and a description listing the stops, \
            so it reads without sight too. The review page of `earshot batch` shows the same map.

            Example: earshot map Samples/settings.en-US.yaml -o settings-map.svg
            """
    )

    @Argument(help: ArgumentHelp("The screen file or capture.", valueName: "file"))
    var file: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The SVG file to write (default: standard output).", valueName: "file.svg"))
    var output: String?

    @OptionGroup var voices: VoicesOption

    func validate() throws {
        if let output, output.isEmpty { throw ValidationError("--output must name a file") }
    }

    func run() throws {
        let store = try Environment.voices(voices.directory)
        let loaded = try Environment.audited(file)
        let input = AuditInput(screen: loaded.screen, file: file, lines: loaded.lines, profiles: store)
        let findings = Auditor.audit(input)
        var counts: [String: Int] = [:]
        for finding in findings { counts[finding.element, default: 0] += 1 }
        var model = MapModel(screen: Auditor.walkable(loaded.screen), rowBand: input.rowBand, rightToLeft: input.rightToLeft)
        // The screenshot goes inside the SVG, so the file stands alone wherever it is copied.
        if let screenshot = loaded.screen.screenshot {
            let image: ScreenshotFile
            do { image = try ScreenshotFile.read(screenshot, screenFile: file) } catch { throw CommandFailure.input(error.description) }
            guard let data = image.data() else { throw CommandFailure.input("\(file): screenshot: cannot read \(screenshot.path); allowed: a readable PNG or JPEG file") }
            model.underlay(MapImage(href: "data:image/\(image.kind == .png ? "png" : "jpeg");base64,\(data.base64EncodedString())"),
                           points: image.points, screenSize: loaded.screen.size)
        }
        let svg = FocusMapSVG.render(model, options: .init(standalone: true, findings: counts))
        guard let output else {
            print(svg, terminator: "")
            return
        }
        do {
            try AtomicFile.write(Data(svg.utf8), to: URL(fileURLWithPath: output))
        } catch {
            throw CommandFailure.input("\(output): cannot write here; allowed: a writable file path")
        }
        print("\(output): focus map of \(model.stops.count) stop\(model.stops.count == 1 ? "" : "s"), \(findings.count) finding\(findings.count == 1 ? "" : "s")")
    }
}
