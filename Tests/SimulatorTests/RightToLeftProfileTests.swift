import Foundation
import Simulator
import Testing
import TestSupport
import VoiceProfiles

/// Arabic and Hebrew screens with the shipped ar-SA and he-IL profiles: rows read from the right,
/// a tab bar from its right-most tab, and VoiceOver's words in the language.
@Suite("Right-to-left profiles")
struct RightToLeftProfileTests {
    /// A toolbar row, a text row below it, and a tab bar; labels in the screen's language.
    static let screens: [(tag: String, labels: [String])] = [
        ("ar-SA", ["إغلاق", "مشاركة", "حفظ", "الرسائل", "الرئيسية", "الإعدادات", "الملف الشخصي"]),
        ("he-IL", ["סגירה", "שיתוף", "שמירה", "הודעות", "בית", "הגדרות", "פרופיל"]),
    ]

    @Test(arguments: screens.map(\.tag))
    func rowsAndTabsReadFromTheRight(tag: String) throws {
        let labels = try #require(Self.screens.first { $0.tag == tag }?.labels)
        let elements = """
            [{id: close, label: \(labels[0]), traits: [button], frame: [16, 50, 60, 44]},
             {id: share, label: \(labels[1]), traits: [button], frame: [160, 52, 60, 44]},
             {id: save, label: \(labels[2]), traits: [button], frame: [314, 50, 60, 44]},
             {id: inbox, label: \(labels[3]), traits: [header], frame: [16, 120, 358, 40]},
             {id: tabs, traits: [tabBar], children: [
               {id: home, label: \(labels[4]), traits: [button, selected], frame: [0, 780, 130, 49]},
               {id: settings, label: \(labels[5]), traits: [button], frame: [130, 780, 130, 49]},
               {id: profile, label: \(labels[6]), traits: [button], frame: [260, 780, 130, 49]}]}]
            """
        let profile = try voices.require(tag)
        #expect(profile.direction == .rightToLeft)
        #expect(try focusOrder(elements, language: tag) == ["save", "share", "close", "inbox", "profile", "settings", "home"])
        // The same screen as English reads left to right: the order comes from the language.
        #expect(try focusOrder(elements, language: "en-US") == ["close", "share", "save", "inbox", "home", "settings", "profile"])

        let walk = try simulate(elements, language: tag)
        let first = try #require(walk.first)
        #expect(first.text == "\(labels[2]), \(profile.vocabulary.button)")
        // The right-most tab is the first of three.
        let tab = try #require(walk.first { $0.focus == "profile" })
        #expect(tab.text.contains(Vocabulary.fill(profile.vocabulary.position, ["n": "1", "count": "3"])), "\(tab.text)")
    }
}
