// The library product: one import for Swift users, the whole pipeline.
@_exported import Audit
@_exported import FocusMap
@_exported import AudioIO
@_exported import BatchRendering
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
