// Render a screen file to audio files and print where the walkthrough is.
import Earshot
import Foundation

// snippet.show
// runProgram ends the program with one line and exit 1 (3 when the engine worker or
// libespeak-ng is missing) if anything throws, rather than Swift's crash report.
runProgram {
    let previewer = try Previewer()
    let screen = try Previewer.loadScreen(contentsOf: URL(fileURLWithPath: "Samples/settings.en-US.yaml"))
    let rendered = try previewer.render(screen, into: URL(fileURLWithPath: "out"))
    for file in rendered.files where file.pathExtension == "wav" {
        print(file.path)
    }
    print("\(rendered.utterances) stops, \(rendered.duration) s, \(rendered.incidents.count) incidents")
}
// snippet.end
