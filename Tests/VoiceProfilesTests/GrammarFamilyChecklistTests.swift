import Foundation
import Testing
import TestSupport
import VoiceProfiles

/// What a new grammar family needs besides the exhaustive `switch` statements the compiler
/// already names (`Grammar.Family.tables` and `scaleForm`, the rules `TextNormalizer` picks):
/// each failure below names the table a family lacks.
@Suite("A grammar family's checklist")
struct GrammarFamilyChecklistTests {
    static let families = Grammar.Family.allCases.map(\.rawValue)

    /// The families the schema's `Grammar` definition allows, in both of its forms.
    static func schemaFamilies() throws -> [Set<String>] {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: ProfileSchemaTests.schemaURL)) as? [String: Any])
        let grammar = try #require((schema["$defs"] as? [String: Any])?["Grammar"] as? [String: Any])
        let branches = try #require(grammar["oneOf"] as? [[String: Any]])
        return branches.map { branch in
            let enumeration = branch["enum"] ?? ((branch["properties"] as? [String: Any])?["family"] as? [String: Any])?["enum"]
            return Set((enumeration as? [String]) ?? [])
        }
    }

    @Test(arguments: families)
    func theSchemaAllowsTheFamily(family: String) throws {
        let forms = try Self.schemaFamilies()
        #expect(forms.count == 2)
        for form in forms {
            #expect(form.contains(family), "Voices/voice-profile.schema.json: $defs/Grammar lacks the family \(family)")
        }
    }

    @Test func theSchemaAllowsNoFamilySwiftLacks() throws {
        for form in try Self.schemaFamilies() {
            #expect(form.subtracting(Self.families).isEmpty, "schema families Grammar.Family lacks: \(form.subtracting(Self.families).sorted())")
        }
    }

    @Test(arguments: families)
    func aProfileUsesTheFamily(family: String) throws {
        let users = try Repository.voiceStore().profiles.filter { $0.normalization.grammar.family.rawValue == family }
        #expect(!users.isEmpty, "no profile in Voices/ names grammar \(family): its rule and tables are never loaded or tested")
    }

    @Test(arguments: families)
    func theArticleListsTheFamily(family: String) throws {
        let article = try String(contentsOf: Repository.root.appendingPathComponent("Sources/Earshot/Earshot.docc/AddingALanguage.md"),
                                 encoding: .utf8)
        #expect(article.contains("| `\(family)` |"), "AddingALanguage.md's table of families has no row for \(family)")
    }
}
