// Render in memory and measure the walkthrough, with the engine in this process.
import Earshot
import Foundation

// snippet.show
let previewer = try Previewer(isolation: .inProcess)
let screen = try Previewer.loadScreen(data: Data("""
    name: Greeting
    language: en-US
    elements:
      - label: Hello
        traits: [staticText]
    """.utf8), name: "greeting.yaml")
let audio = try previewer.renderAudio(screen)
print("\(audio.walkthrough.duration) s at \(audio.walkthrough.sampleRate) Hz")
print(audio.captions)
// snippet.end
