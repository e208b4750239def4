// What VoiceOver says for a screen, and how a label's text will be read aloud.
import Earshot
import Foundation

// snippet.show
runProgram {
    let previewer = try Previewer()
    let screen = try Previewer.loadScreen(contentsOf: URL(fileURLWithPath: "Samples/settings.en-US.yaml"))
    for utterance in try previewer.transcript(of: screen) {
        print(utterance.text)
    }
    print(try previewer.normalize("Due 22:58, $1,234.56", language: "en-US"))
}
// snippet.end
