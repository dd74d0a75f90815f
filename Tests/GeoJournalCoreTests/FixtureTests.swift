import Foundation
import Testing
@testable import GeoJournalCore

/// The sample layers in `Fixtures/` at the repository root, read from disk as the sample
/// workspace reads them.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // GeoJournalCoreTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository root
        .appendingPathComponent("Fixtures")

    static let names = ["DamageAssessment", "BirdNest", "ElectricDevice", "ElectricLine"]

    static func json(_ name: String) throws -> JSONValue {
        let data = try Data(contentsOf: directory.appendingPathComponent("\(name).json"))
        return try JSONValue.parse(Array(data))
    }

    static func layer(_ name: String) throws -> LayerDefinition {
        try LayerDefinition.parse(json(name), name: name).get()
    }
}

/// Parses a layer body written in a test, failing the test with its problems when it is refused.
func layer(_ text: String, name: String = "Test") throws -> LayerDefinition {
    let result = LayerDefinition.parse(try JSONValue.parse(text), name: name)
    if case .failure(let problems) = result {
        Issue.record("definition refused: \(problems.violations.map { "\($0.path): \($0.message)" })")
    }
    return try result.get()
}

/// The problems of a layer body that must be refused.
func problems(_ text: String) throws -> [Violation] {
    switch LayerDefinition.parse(try JSONValue.parse(text), name: "Test") {
    case .success: Issue.record("definition accepted, expected problems"); return []
    case .failure(let problems): return problems.violations
    }
}

@Suite struct FixtureTests {
    @Test(arguments: Fixture.names)
    func everyFixtureIsAValidDefinition(name: String) throws {
        let layer = try Fixture.layer(name)
        #expect(layer.name == name)
        #expect(layer.srid == 3857)
    }

    @Test(arguments: Fixture.names)
    func canonicalJSONRoundTripsThroughParse(name: String) throws {
        let layer = try Fixture.layer(name)
        let again = try LayerDefinition.parse(layer.json, name: name).get()
        #expect(again == layer)
        #expect(again.json.jsonString(sortedKeys: true) == layer.json.jsonString(sortedKeys: true))
        #expect(again.fields == layer.fields)
        #expect(again.subtypes == layer.subtypes)
        #expect(again.fieldGroups == layer.fieldGroups)
        // The stored bytes parse back to the same definition too.
        let bytes = layer.json.jsonString(sortedKeys: true)
        #expect(try LayerDefinition.parse(JSONValue.parse(bytes), name: name).get() == layer)
    }

    @Test func canonicalJSONSpellsOutDefaultsOfTheBody() throws {
        let layer = try layer(#"{"geometryType": "Point", "srid": 4326, "fields": [{"name": "NAME", "type": "string"}]}"#)
        let field = layer.json.objectValue?["fields"]?.arrayValue?.first?.objectValue
        #expect(field?["nullable"] == true)
        #expect(field?["length"] == .integer(Int64(FieldDefinition.defaultStringLength)))
        #expect(layer.json.objectValue?["domains"] == .object([:]))
        #expect(layer.json.objectValue?["subtypes"] == nil)
        #expect(layer.json.objectValue?["contingentValues"] == nil)
        #expect(layer.field(named: "NAME")?.length == 255)
    }

    @Test func damageAssessmentHasTheFieldCrewsDamageLevels() throws {
        let layer = try Fixture.layer("DamageAssessment")
        #expect(layer.geometryType == .point)
        guard case .codedValue(let damage)? = layer.domain(of: "DAMAGE") else {
            Issue.record("DAMAGE has no coded-value domain")
            return
        }
        #expect(damage.codedValues.map(\.name) == ["Inaccessible", "Affected", "Minor", "Major", "Destroyed"])
        #expect(layer.field(named: "INSPECTOR")?.length == 64)
        #expect(layer.field(named: "CAUSE")?.domain == "DamageCause")
    }

    @Test func electricLayersUseTheAssetGroupAndAssetTypePattern() throws {
        let device = try Fixture.layer("ElectricDevice")
        #expect(device.subtypeField == "ASSETGROUP")
        #expect(device.subtypes.map(\.name) == ["Circuit Breaker", "Switch", "Transformer"])
        #expect(device.domain(of: "ASSETTYPE", subtype: 3)?.name == "TransformerType")
        #expect(device.domain(of: "ASSETTYPE") == nil)
        let line = try Fixture.layer("ElectricLine")
        #expect(line.geometryType == .lineString)
        #expect(line.field(named: "LENGTH")?.type == .double)
        #expect(line.field(named: "LENGTH")?.nullable == true)
    }

    @Test func birdNestConstrainsBufferSizeByProtection() throws {
        let nests = try Fixture.layer("BirdNest")
        let group = try #require(nests.fieldGroups.first { $0.name == "NestProtection" })
        #expect(group.restrictive)
        #expect(group.fields == ["Status", "Protection", "BufferSize"])
        #expect(nests.fieldGroups.contains { !$0.restrictive })
    }
}
