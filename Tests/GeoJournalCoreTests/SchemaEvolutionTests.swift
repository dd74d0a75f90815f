import Testing
@testable import GeoJournalCore

/// Changing a layer's definition: what can never change, and which stored features a change
/// would break.
@Suite struct SchemaEvolutionTests {
    let nests: LayerDefinition

    init() throws {
        nests = try Fixture.layer("BirdNest")
    }

    /// The bird-nest body with `edit` applied to its JSON object.
    func changed(_ edit: (inout [String: JSONValue]) -> Void) throws -> LayerDefinition {
        var body = try #require(nests.json.objectValue)
        edit(&body)
        return try LayerDefinition.parse(.object(body), name: "BirdNest").get()
    }

    func replaceField(_ name: String, with field: JSONValue, in body: inout [String: JSONValue]) {
        body["fields"] = .array(body["fields"]!.arrayValue!.map { $0.objectValue?["name"]?.stringValue == name ? field : $0 })
    }

    @Test func theGeometryTypeAndSpatialReferenceCannotChange() throws {
        let line = try changed { $0["geometryType"] = "LineString" }
        let wgs84 = try changed { $0["srid"] = 4326 }
        #expect(nests.changeProblems(to: line).map(\.code) == ["schema.geometryTypeChange"])
        #expect(nests.changeProblems(to: line).first?.path == "geometryType")
        #expect(nests.changeProblems(to: wgs84).map(\.code) == ["schema.sridChange"])
        #expect(nests.changeProblems(to: nests).isEmpty)
    }

    @Test func aNarrowedDomainBreaksTheFeaturesOutsideIt() throws {
        let narrowed = try changed { body in
            var domains = body["domains"]!.objectValue!
            domains["BufferRange"] = ["type": "range", "min": 0, "max": 400]
            body["domains"] = .object(domains)
            body["contingentValues"] = nil
        }
        let fine = nests.checkNew(["Status": 1, "Protection": 2, "BufferSize": 300, "Visits": 1]).attributes
        let broken = nests.checkNew(["Status": 1, "Protection": 2, "BufferSize": 450, "Visits": 1]).attributes
        #expect(nests.compatibilityProblems(of: narrowed, for: fine).isEmpty)
        let problems = nests.compatibilityProblems(of: narrowed, for: broken)
        #expect(problems.map(\.code) == ["domain.range"])
        #expect(problems.first?.path == "attributes.BufferSize")
    }

    @Test func aNewContingencyRuleBreaksFeaturesThatDoNotMatchIt() throws {
        let stricter = try changed { body in
            var cv = body["contingentValues"]!.objectValue!
            var groups = cv["fieldGroups"]!.arrayValue!
            var first = groups[0].objectValue!
            first["contingencies"] = [["Status": "any", "Protection": ["code": 1], "BufferSize": nil]]
            groups[0] = .object(first)
            cv["fieldGroups"] = .array(groups)
            body["contingentValues"] = .object(cv)
        }
        let buffered = nests.checkNew(["Status": 1, "Protection": 2, "BufferSize": 300, "Visits": 1]).attributes
        #expect(nests.compatibilityProblems(of: stricter, for: buffered).map(\.code) == ["contingentValue.restrictive"])
    }

    @Test func warningsDoNotBreakAFeature() throws {
        let stricterWarning = try changed { body in
            var cv = body["contingentValues"]!.objectValue!
            var groups = cv["fieldGroups"]!.arrayValue!
            var second = groups[1].objectValue!
            second["contingencies"] = [["Status": ["code": 3], "Visits": nil]]
            groups[1] = .object(second)
            cv["fieldGroups"] = .array(groups)
            body["contingentValues"] = .object(cv)
        }
        let active = nests.checkNew(["Status": 1, "Protection": 1, "Visits": 1]).attributes
        #expect(nests.compatibilityProblems(of: stricterWarning, for: active).isEmpty)
    }

    @Test func addingANonNullableFieldNeedsADefault() throws {
        let stored = nests.checkNew(["Status": 1, "Protection": 1, "Visits": 1]).attributes
        let withDefault = try changed { body in
            body["fields"] = .array(body["fields"]!.arrayValue! + [["name": "Region", "type": "string", "nullable": false, "default": "North"]])
        }
        #expect(nests.compatibilityProblems(of: withDefault, for: stored).isEmpty)
        let withoutDefault = try changed { body in
            body["fields"] = .array(body["fields"]!.arrayValue! + [["name": "Region", "type": "string", "nullable": false]])
        }
        let problems = nests.compatibilityProblems(of: withoutDefault, for: stored)
        #expect(problems.map(\.code) == ["field.required"])
        #expect(problems.first?.path == "attributes.Region")
    }

    @Test func changingAFieldTypeBreaksValuesOfTheOldType() throws {
        let stored = nests.checkNew(["Status": 1, "Protection": 1, "Visits": 1, "Species": "Osprey"]).attributes
        let numeric = try changed { replaceField("Species", with: ["name": "Species", "type": "integer"], in: &$0) }
        #expect(nests.compatibilityProblems(of: numeric, for: stored).map(\.code) == ["field.type"])
        let unnamed = nests.checkNew(["Status": 1, "Protection": 1, "Visits": 1]).attributes
        #expect(nests.compatibilityProblems(of: numeric, for: unnamed).isEmpty)
    }

    @Test func removingAFieldBreaksOnlyFeaturesWithAValueInIt() throws {
        let withoutSpecies = try changed { body in
            body["fields"] = .array(body["fields"]!.arrayValue!.filter { $0.objectValue?["name"] != "Species" })
        }
        let named = nests.checkNew(["Status": 1, "Protection": 1, "Visits": 1, "Species": "Osprey"]).attributes
        let problems = nests.compatibilityProblems(of: withoutSpecies, for: named)
        #expect(problems.map(\.code) == ["field.removed"])
        #expect(problems.first?.message.contains(#""Osprey""#) == true)
        let unnamed = nests.checkNew(["Status": 1, "Protection": 1, "Visits": 1]).attributes
        #expect(nests.compatibilityProblems(of: withoutSpecies, for: unnamed).isEmpty)
    }
}
