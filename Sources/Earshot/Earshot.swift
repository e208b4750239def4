// The library product: one import for Swift users, the whole pipeline.
@_exported import Audit
@_exported import FocusMap
@_exported import AudioIO
@_exported import EarshotSupport
@_exported import BatchRendering
@_exported import Normalizer
@_exported import Pipeline
@_exported import Renderer
@_exported import ScreenImport
@_exported import ScreenLoader
@_exported import ScreenModel
@_exported import Simulator
@_exported import Synthesizer
@_exported import VoiceProfiles
