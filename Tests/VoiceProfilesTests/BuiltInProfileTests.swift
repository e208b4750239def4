import Foundation
import Synchronization
import Testing
import TestSupport
import VoiceProfiles

/// The profiles built into the module (EmbedVoices) must be exactly the checkout's `Voices/`.
@Suite struct BuiltInProfileTests {
    @Test func theBuiltInFilesAreExactlyTheVoicesFolder() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Repository.voices.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        let builtIn = VoiceProfileStore.builtInFiles
        #expect(builtIn.map(\.name) == names)
        for file in builtIn {
            let onDisk = try Data(contentsOf: Repository.voices.appendingPathComponent(file.name))
            // The build reruns the embedding when Voices/ itself changes (a file added, removed or
            // saved by rename); a file edited in place needs `touch Voices` before the build.
            #expect(Data(file.text.utf8) == onDisk, "\(file.name) differs from Voices/\(file.name): touch Voices and rebuild")
        }
    }

    @Test func theBuiltInStoreDecodesLikeTheFolder() throws {
        let builtIn = try VoiceProfileStore.builtIn()
        let folder = try Repository.voiceStore()
        // Built-in profiles are indexed by their `language:` line before they are decoded.
        #expect(builtIn.languages == folder.profiles.map(\.language).sorted())
        #expect(builtIn.profiles.sorted { $0.language < $1.language } == folder.profiles.sorted { $0.language < $1.language })
    }

    /// A render's threads ask for the same languages at once: each profile is decoded once, and
    /// every thread gets the same profile.
    @Test func aProfileAskedForByManyThreadsAtOnceIsDecodedOnce() throws {
        let store = try VoiceProfileStore.builtIn()
        let languages = ["en-US", "de-DE", "ja-JP", "pt-BR"]
        let asks = 32
        let answers = Mutex<[Int: VoiceProfile]>([:])
        DispatchQueue.concurrentPerform(iterations: asks) { ask in
            let profile = store.profile(for: languages[ask % languages.count])
            answers.withLock { $0[ask] = profile }
        }
        #expect(store.builtInDecodes == languages.count)
        let got = answers.withLock { $0 }
        for ask in 0..<asks {
            #expect(got[ask]?.language == languages[ask % languages.count])
            #expect(got[ask] == got[ask % languages.count], "ask \(ask)")
        }
        _ = store.profile(for: "en-US")
        #expect(store.builtInDecodes == languages.count)
    }

    /// A user folder holding one profile replaces that language and keeps all the others.
    @Test func aFolderReplacesOneLanguageAndAddsAnother() throws {
        let dir = try Repository.temporaryDirectory()
        let english = try String(contentsOf: Repository.voices.appendingPathComponent("en-US.yaml"), encoding: .utf8)
        try english.replacingOccurrences(of: "espeakVoice: en-us\n", with: "espeakVoice: en-gb\n")
            .write(to: dir.appendingPathComponent("en-US.yaml"), atomically: true, encoding: .utf8)
        try english.replacingOccurrences(of: "language: en-US\n", with: "language: en-ZA\n")
            .write(to: dir.appendingPathComponent("en-ZA.yaml"), atomically: true, encoding: .utf8)
        let store = try VoiceProfileStore.builtIn(overlaidWith: dir)
        let builtIn = try VoiceProfileStore.builtIn()
        #expect(store.profiles.count == builtIn.profiles.count + 1)
        #expect(try store.require("en-US").espeakVoice == "en-gb")
        #expect(try store.require("en-ZA").language == "en-ZA")
        for profile in builtIn.profiles where !["en-US"].contains(profile.language) {
            #expect(store.profile(for: profile.language) == profile)
        }
    }

    @Test func anEmptyOverlayFolderIsAnError() throws {
        let dir = try Repository.temporaryDirectory()
        #expect(throws: VoiceProfileError.folderUnreadable(dir.path)) {
            try VoiceProfileStore.builtIn(overlaidWith: dir)
        }
    }
}

/// The `language:` line read without decoding (`VoiceProfileStore.declaredLanguage`): its value
/// where the line is simple, nil where the file must be decoded to know.
@Suite("A profile's declared language")
struct DeclaredLanguageTests {
    @Test func everyBuiltInFileDeclaresTheLanguageItDecodesTo() throws {
        let profiles = try Repository.voiceStore().profiles
        for (name, text) in VoiceProfileStore.builtInFiles {
            let profile = try #require(profiles.first { "\($0.language).yaml" == name })
            #expect(VoiceProfileStore.declaredLanguage(text) == profile.language, "\(name)")
        }
    }

    @Test(arguments: [
        ("language: en-US\nname: x\n", "en-US"),
        ("# c\nname: x\nlanguage:   \"pt-BR\"  \nx: 1", "pt-BR"),
        ("language:\t'zh_Hant'\t", "zh_Hant"),
        ("language: sr-Latn-RS", "sr-Latn-RS"),
        ("name: x\n  language: de-DE\n", nil),
        ("language: en-US\r\nname: x\r\n", nil),
        ("language: \"en-US'", nil),
        ("language: \"\"", nil),
        ("language: ", nil),
        ("language: en US", nil),
        ("language: ję-PL", nil),
        ("language: en-US # comment", nil),
        ("languages: en-US", nil),
        ("name: x", nil),
        ("", nil),
        ("language: \"x\"\nlanguage: y", "x"),
    ] as [(String, String?)])
    func aSimpleLineIsReadAndAnyOtherIsLeftToTheDecoder(text: String, language: String?) {
        #expect(VoiceProfileStore.declaredLanguage(text) == language)
    }
}
