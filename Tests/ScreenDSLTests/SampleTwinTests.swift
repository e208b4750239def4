import Foundation
import Screens
import Testing
import TestSupport

/// Samples written in Swift, compared with the sample files: the docs show both forms.
@Suite("Screen DSL: the samples written in Swift")
struct SampleTwinTests {
    static let kennel = Screen("woof-woof-kennel", language: "en-US") {
        Element("Woof Woof Kennel").id("title").traits(.header).frame(16, 56, 358, 40)
        Element {
            Element("Bailey") {
                Element("Photo of Bailey").traits(.image).frame(16, 112, 88, 88)
                Element("Bailey").traits(.staticText).frame(112, 120, 200, 24)
            }
            .id("bailey").isAccessibilityElement().value("beagle")
            .customContent("Age", "three years", importance: .high)
            .customContent("Weight", "25 pounds")
            .customContent("Temperament", "friendly with children")
            .actions("Adopt", "Add to favorites")
            .frame(16, 112, 358, 88)
            Element("Cooper").id("cooper").value("golden retriever")
                .customContent("Age", "one year", importance: .high)
                .customContent("Weight", "60 pounds")
                .actions("Adopt", "Add to favorites")
                .frame(16, 208, 358, 88)
            Element("Luna").id("luna").value("border collie").traits(.selected)
                .customContent("Age", "seven years", importance: .high)
                .frame(16, 304, 358, 88)
        }
        .id("dogs").shouldGroupAccessibilityChildren().frame(0, 104, 390, 600)
        Element("Adopt a dog").id("adopt").hint("Opens the adoption form.").traits(.button).frame(16, 760, 358, 50)
    }
    .size(390, 844)
    .script(
        .next,
        .wait(4),
        .rotor(.moreContent),
        .rotorNext,
        .rotorNext,
        .rotorNext,
        .rotorNext,
        .rotor(.actions),
        .rotorNext,
        .rotorNext,
        .rotorNext,
        .next,
        .wait(4),
        .next,
        .next,
        .wait(3),
        .next
    )

    @Test func theKennelIsTheSameScreenInSwift() throws {
        let loaded = try ScreenLoader.load(contentsOf: Repository.samples.appendingPathComponent("woof-woof-kennel.en-US.yaml"))
        #expect(Self.kennel.elements == loaded.elements)
        #expect(Self.kennel == loaded)
    }

    /// The SwiftUI kennel: a List that contains its cells, each cell combining its texts, custom
    /// content with shared keys (a later entry with Luna's key replaces the earlier one).
    static let swiftUIKennel = Screen("woof-woof-kennel-swiftui", language: "en-US") {
        Element("Woof Woof Kennel").id("title").headingLevel(1).frame(16, 56, 358, 40)
        Element {
            Element {
                Element("Photo of Bailey").traits(.image).hidden().frame(16, 112, 88, 88)
                Element("Bailey").traits(.staticText).frame(112, 120, 200, 24)
                Element("beagle").traits(.staticText).frame(112, 150, 200, 20)
            }
            .id("bailey").childBehavior(.combine).frame(16, 112, 358, 88)
            .customContent("Age", "three years", importance: .high, key: "age")
            .customContent("Weight", "25 pounds", key: "weight")
            .customContent("Temperament", "friendly with children", key: "temperament")
            .customContent("Coat", "short, tricolor", key: "coat")
            .customContent("Adoption fee", "$150", key: "fee")
            .actions("Adopt", "Add to favorites")
            Element {
                Element("Photo of Cooper").traits(.image).hidden().frame(16, 208, 88, 88)
                Element("Cooper").traits(.staticText).frame(112, 216, 200, 24)
                Element("golden retriever").traits(.staticText).frame(112, 246, 200, 20)
            }
            .id("cooper").childBehavior(.combine).frame(16, 208, 358, 88)
            .customContent("Age", "one year", importance: .high, key: "age")
            .customContent("Weight", "60 pounds", key: "weight")
            .actions("Adopt", "Add to favorites")
            Element {
                Element("Luna").traits(.staticText).frame(112, 312, 200, 24)
                Element("border collie").traits(.staticText).frame(112, 342, 200, 20)
            }
            .id("luna").childBehavior(.combine).traits(.selected).frame(16, 304, 358, 88)
            .customContent("Age", "seven years", importance: .high, key: "age")
            .customContent("Age", "eight years", importance: .high, key: "age")
        }
        .id("dogs").childBehavior(.contain).containerType(.list).frame(0, 104, 390, 600)
        Element("Adopt a dog").id("adopt").hint("Opens the adoption form.").traits(.button).frame(16, 760, 358, 50)
    }
    .size(390, 844)
    .script(.next, .wait(4), .rotor(.moreContent), .rotorNext, .rotorNext, .rotorNext, .rotorNext, .rotorNext,
            .rotor(.actions), .rotorNext, .next, .next, .next, .wait(2))

    @Test func theSwiftUIKennelIsTheSameScreenInSwift() throws {
        let loaded = try ScreenLoader.load(contentsOf: Repository.samples.appendingPathComponent("woof-woof-kennel-swiftui.en-US.yaml"))
        #expect(Self.swiftUIKennel.elements == loaded.elements)
        #expect(Self.swiftUIKennel == loaded)
    }
}
