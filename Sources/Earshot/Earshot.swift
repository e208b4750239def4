// The library product: `import Earshot` gives the facade (``Previewer``) and the value types its
// answers are made of. Batch rendering is the separate `EarshotBatch` product, so a program that
// renders single screens does not build its hashing dependency.
@_exported import Audit
@_exported import FocusMap
@_exported import AudioIO
@_exported import Normalizer
@_exported import Renderer
@_exported import ScreenImport
@_exported import ScreenLoader
@_exported import ScreenModel
@_exported import ScreenDSL
@_exported import Simulator
@_exported import TranscriptComparison
@_exported import Synthesizer
@_exported import VoiceProfiles
