// The library product: `import Earshot` gives the facade (``Previewer``), the path from a file to
// its outputs (``RenderPipeline``) and the value types their answers are made of. Batch rendering
// is the separate `EarshotBatch` product, so a program that renders single screens does not build
// its hashing dependency.
@_exported import Audit
@_exported import Basics
@_exported import Normalizer
@_exported import Renderer
@_exported import Screens
@_exported import Simulator
@_exported import Synthesizer
@_exported import VoiceProfiles
