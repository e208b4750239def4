// A test target depends on EarshotTesting alone: screens in Swift, the model and the simulation
// settings come with it, without the renderer, the engine or batch's hashing.
@_exported import Screens
@_exported import Simulator
@_exported import VoiceProfiles
