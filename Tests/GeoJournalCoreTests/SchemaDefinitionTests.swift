import Foundation
import Testing
@testable import GeoJournalCore

/// Layer bodies that must be refused, each problem at the path of the member at fault.
@Suite struct SchemaDefinitionTests {
    func expectProblem(_ body: String, at path: String, code: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let found = try problems(body)
        #expect(found.contains { $0.path == path && $0.code == code },
                "expected \(code) at \(path), got \(found.map { "\($0.path) \($0.code): \($0.message)" })",
                sourceLocation: sourceLocation)
    }

    static func body(fields: String, domains: String = "{}", extra: String = "") -> String {
        #"{"geometryType": "Point", "srid": 3857, "fields": [\#(fields)], "domains": \#(domains)\#(extra)}"#
    }

    @Test func aMinimalBodyIsAccepted() throws {
        let layer = try layer(Self.body(fields: #"{"name": "A", "type": "integer"}"#))
        #expect(layer.fields == [FieldDefinition(name: "A", type: .integer)])
    }

    @Test func geometryTypeAndSridAreRequiredAndChecked() throws {
        try expectProblem(#"{"srid": 3857}"#, at: "geometryType", code: "member.required")
        try expectProblem(#"{"geometryType": "Circle", "srid": 3857}"#, at: "geometryType", code: "member.invalid")
        try expectProblem(#"{"geometryType": "Point"}"#, at: "srid", code: "member.required")
        try expectProblem(#"{"geometryType": "Point", "srid": 0}"#, at: "srid", code: "member.invalid")
        try expectProblem(#"{"geometryType": "Point", "srid": -4326}"#, at: "srid", code: "member.invalid")
        try expectProblem(#"{"geometryType": "Point", "srid": "3857"}"#, at: "srid", code: "member.type")
    }

    @Test func aBodyThatIsNotAnObjectIsRefused() {
        guard case .failure(let p) = LayerDefinition.parse([1, 2], name: "X") else {
            Issue.record("accepted an array")
            return
        }
        #expect(p.violations.first?.code == "member.type")
    }

    @Test func unknownMembersAreReported() throws {
        try expectProblem(#"{"geometryType": "Point", "srid": 3857, "feilds": []}"#, at: "feilds", code: "member.unknown")
        try expectProblem(Self.body(fields: #"{"name": "A", "type": "integer", "nulable": false}"#), at: "fields[0].nulable", code: "member.unknown")
    }

    @Test func duplicateFieldNamesAreRefusedIgnoringCase() throws {
        try expectProblem(Self.body(fields: #"{"name": "Status", "type": "integer"}, {"name": "STATUS", "type": "string"}"#),
                          at: "fields[1].name", code: "member.duplicate")
    }

    @Test func fieldNamesFollowTheIdentifierRuleAndAvoidViewColumns() throws {
        try expectProblem(Self.body(fields: #"{"name": "1st", "type": "integer"}"#), at: "fields[0].name", code: "member.invalid")
        try expectProblem(Self.body(fields: #"{"name": "has space", "type": "integer"}"#), at: "fields[0].name", code: "member.invalid")
        try expectProblem(Self.body(fields: #"{"name": "\#(String(repeating: "a", count: 64))", "type": "integer"}"#), at: "fields[0].name", code: "member.invalid")
        for reserved in ["id", "Version", "GEOM", "position"] {
            try expectProblem(Self.body(fields: #"{"name": "\#(reserved)", "type": "integer"}"#), at: "fields[0].name", code: "member.reserved")
        }
        _ = try layer(Self.body(fields: #"{"name": "_a1", "type": "integer"}, {"name": "\#(String(repeating: "b", count: 63))", "type": "integer"}"#))
    }

    @Test func fieldTypeMustBeKnown() throws {
        try expectProblem(Self.body(fields: #"{"name": "A", "type": "integer"}, {"name": "B", "type": "text"}"#), at: "fields[1].type", code: "member.invalid")
        try expectProblem(Self.body(fields: #"{"name": "A"}"#), at: "fields[0].type", code: "member.required")
    }

    @Test func lengthIsForStringsOnlyAndPositive() throws {
        try expectProblem(Self.body(fields: #"{"name": "A", "type": "integer", "length": 5}"#), at: "fields[0].length", code: "member.invalid")
        try expectProblem(Self.body(fields: #"{"name": "A", "type": "string", "length": 0}"#), at: "fields[0].length", code: "member.invalid")
    }

    @Test func aFieldsDomainMustExist() throws {
        try expectProblem(Self.body(fields: #"{"name": "A", "type": "integer", "domain": "Missing"}"#), at: "fields[0].domain", code: "member.reference")
    }

    @Test func codedValueCodesMustFitTheFieldType() throws {
        let domains = #"{"Causes": {"type": "codedValue", "codedValues": [{"code": "FIRE", "name": "Fire"}]}}"#
        try expectProblem(Self.body(fields: #"{"name": "A", "type": "integer", "domain": "Causes"}"#, domains: domains), at: "fields[0].domain", code: "member.invalid")
        let big = #"{"Big": {"type": "codedValue", "codedValues": [{"code": 40000, "name": "Too big"}]}}"#
        try expectProblem(Self.body(fields: #"{"name": "A", "type": "smallint", "domain": "Big"}"#, domains: big), at: "fields[0].domain", code: "member.invalid")
    }

    @Test func codedValueCodesAreUniqueAndNamed() throws {
        let domains = #"{"D": {"type": "codedValue", "codedValues": [{"code": 1, "name": "One"}, {"code": 1.0, "name": "Uno"}, {"code": 2}]}}"#
        let found = try problems(Self.body(fields: #"{"name": "A", "type": "integer"}"#, domains: domains))
        #expect(found.contains { $0.path == "domains.D.codedValues[1].code" && $0.code == "member.duplicate" })
        #expect(found.contains { $0.path == "domains.D.codedValues[2].name" && $0.code == "member.required" })
        try expectProblem(Self.body(fields: "", domains: #"{"D": {"type": "codedValue", "codedValues": []}}"#), at: "domains.D.codedValues", code: "member.invalid")
        try expectProblem(Self.body(fields: "", domains: #"{"D": {"type": "list"}}"#), at: "domains.D.type", code: "member.invalid")
    }

    @Test func rangeDomainsHaveOrderedBoundsAndServeNumbersOrDates() throws {
        try expectProblem(Self.body(fields: "", domains: #"{"R": {"type": "range", "min": 10, "max": 1}}"#), at: "domains.R.max", code: "member.invalid")
        try expectProblem(Self.body(fields: "", domains: #"{"R": {"type": "range", "min": 1, "max": "high"}}"#), at: "domains.R", code: "member.invalid")
        try expectProblem(Self.body(fields: "", domains: #"{"R": {"type": "range", "min": 1}}"#), at: "domains.R.max", code: "member.required")
        let range = #"{"R": {"type": "range", "min": 0, "max": 10}}"#
        try expectProblem(Self.body(fields: #"{"name": "A", "type": "string", "domain": "R"}"#, domains: range), at: "fields[0].domain", code: "member.invalid")
        try expectProblem(Self.body(fields: #"{"name": "A", "type": "date", "domain": "R"}"#, domains: range), at: "fields[0].domain", code: "member.invalid")
        let dates = #"{"Season": {"type": "range", "min": "2024-03-01T00:00:00Z", "max": "2024-08-31T23:59:59Z"}}"#
        _ = try layer(Self.body(fields: #"{"name": "A", "type": "date", "domain": "Season"}"#, domains: dates))
        try expectProblem(Self.body(fields: #"{"name": "A", "type": "double", "domain": "Season"}"#, domains: dates), at: "fields[0].domain", code: "member.invalid")
    }

    @Test func aDefaultMustItselfBeValid() throws {
        try expectProblem(Self.body(fields: #"{"name": "A", "type": "integer", "default": "one"}"#), at: "fields[0].default", code: "member.invalid")
        try expectProblem(Self.body(fields: #"{"name": "A", "type": "string", "length": 3, "default": "four"}"#), at: "fields[0].default", code: "member.invalid")
        let domains = #"{"D": {"type": "codedValue", "codedValues": [{"code": 1, "name": "One"}]}, "R": {"type": "range", "min": 0, "max": 10}}"#
        try expectProblem(Self.body(fields: #"{"name": "A", "type": "integer", "default": 2, "domain": "D"}"#, domains: domains), at: "fields[0].default", code: "member.invalid")
        try expectProblem(Self.body(fields: #"{"name": "A", "type": "integer", "default": 11, "domain": "R"}"#, domains: domains), at: "fields[0].default", code: "member.invalid")
        let ok = try layer(Self.body(fields: #"{"name": "A", "type": "integer", "default": 1.0, "domain": "D"}"#, domains: domains))
        #expect(ok.field(named: "A")?.defaultValue == .integer(1))
    }

    static let subtypeBody = #"""
    {"geometryType": "Point", "srid": 3857,
     "fields": [{"name": "GROUP", "type": "smallint", "nullable": false, "default": 1}, {"name": "KIND", "type": "smallint", "default": 1}, {"name": "NAME", "type": "string"}],
     "domains": {"Kinds": {"type": "codedValue", "codedValues": [{"code": 1, "name": "One"}, {"code": 2, "name": "Two"}]},
                 "HighKinds": {"type": "codedValue", "codedValues": [{"code": 5, "name": "Five"}]}},
     "subtypeField": "GROUP",
     "subtypes": SUBTYPES}
    """#

    func subtypes(_ list: String) -> String { Self.subtypeBody.replacingOccurrences(of: "SUBTYPES", with: list) }

    @Test func theSubtypeFieldMustBeAWholeNumberField() throws {
        let body = #"{"geometryType": "Point", "srid": 3857, "fields": [{"name": "G", "type": "string"}], "subtypeField": "G", "subtypes": [{"code": 1, "name": "One"}]}"#
        try expectProblem(body, at: "subtypeField", code: "member.invalid")
        let missing = #"{"geometryType": "Point", "srid": 3857, "fields": [], "subtypeField": "G", "subtypes": [{"code": 1, "name": "One"}]}"#
        try expectProblem(missing, at: "subtypeField", code: "member.reference")
        let orphan = #"{"geometryType": "Point", "srid": 3857, "fields": [], "subtypes": [{"code": 1, "name": "One"}]}"#
        try expectProblem(orphan, at: "subtypes", code: "member.invalid")
    }

    @Test func subtypesHaveUniqueCodesAndNames() throws {
        let found = try problems(subtypes(#"[{"code": 1, "name": "A"}, {"code": 1, "name": "B"}, {"code": 2, "name": "A"}, {"code": 70000, "name": "C"}]"#))
        #expect(found.contains { $0.path == "subtypes[1].code" && $0.code == "member.duplicate" })
        #expect(found.contains { $0.path == "subtypes[2].name" && $0.code == "member.duplicate" })
        #expect(found.contains { $0.path == "subtypes[3].code" && $0.code == "member.invalid" })
    }

    @Test func subtypeDefaultsAndDomainsNameRealFieldsAndDomains() throws {
        try expectProblem(subtypes(#"[{"code": 1, "name": "A", "defaults": {"NOPE": 1}}]"#), at: "subtypes[0].defaults.NOPE", code: "member.reference")
        try expectProblem(subtypes(#"[{"code": 1, "name": "A", "domains": {"KIND": "Missing"}}]"#), at: "subtypes[0].domains.KIND", code: "member.reference")
        try expectProblem(subtypes(#"[{"code": 1, "name": "A", "domains": {"NAME": "Kinds"}}]"#), at: "subtypes[0].domains.NAME", code: "member.invalid")
        try expectProblem(subtypes(#"[{"code": 1, "name": "A", "domains": {"KIND": "Kinds"}, "defaults": {"KIND": 3}}]"#), at: "subtypes[0].defaults.KIND", code: "member.invalid")
    }

    @Test func aFieldDefaultOutsideASubtypesDomainNeedsASubtypeDefault() throws {
        try expectProblem(subtypes(#"[{"code": 1, "name": "A", "domains": {"KIND": "HighKinds"}}]"#), at: "subtypes[0].domains.KIND", code: "member.invalid")
        _ = try layer(subtypes(#"[{"code": 1, "name": "A", "domains": {"KIND": "HighKinds"}, "defaults": {"KIND": 5}}]"#))
    }

    @Test func theSubtypeFieldsDefaultMustBeASubtype() throws {
        try expectProblem(subtypes(#"[{"code": 2, "name": "Two"}]"#), at: "fields[0].default", code: "member.invalid")
    }

    static let groupBody = #"""
    {"geometryType": "Point", "srid": 3857,
     "fields": [{"name": "Protection", "type": "smallint", "domain": "Level"}, {"name": "BufferSize", "type": "integer", "domain": "Size"}, {"name": "Note", "type": "string"}],
     "domains": {"Level": {"type": "codedValue", "codedValues": [{"code": 1, "name": "None"}, {"code": 2, "name": "Buffer"}]},
                 "Size": {"type": "range", "min": 0, "max": 1000}},
     "contingentValues": {"fieldGroups": [{"name": "G", "restrictive": true, "fields": FIELDS, "contingencies": ROWS}]}}
    """#

    func group(fields: String = #"["Protection", "BufferSize"]"#, rows: String) -> String {
        Self.groupBody.replacingOccurrences(of: "FIELDS", with: fields).replacingOccurrences(of: "ROWS", with: rows)
    }

    @Test func aContingencyCodeMustBeACodeOfTheFieldsDomain() throws {
        try expectProblem(group(rows: #"[{"Protection": {"code": 9}, "BufferSize": "any"}]"#),
                          at: "contingentValues.fieldGroups[0].contingencies[0].Protection", code: "member.invalid")
        try expectProblem(group(rows: #"[{"Protection": {"code": 1}, "BufferSize": {"code": 5}}]"#),
                          at: "contingentValues.fieldGroups[0].contingencies[0].BufferSize", code: "member.invalid")
    }

    @Test func aContingencyRangeMustLieInsideTheRangeDomain() throws {
        try expectProblem(group(rows: #"[{"Protection": {"code": 2}, "BufferSize": {"range": [500, 2000]}}]"#),
                          at: "contingentValues.fieldGroups[0].contingencies[0].BufferSize", code: "member.invalid")
        try expectProblem(group(rows: #"[{"Protection": {"code": 2}, "BufferSize": {"range": [500, 100]}}]"#),
                          at: "contingentValues.fieldGroups[0].contingencies[0].BufferSize", code: "member.invalid")
        try expectProblem(group(rows: #"[{"Protection": {"range": [1, 2]}, "BufferSize": null}]"#),
                          at: "contingentValues.fieldGroups[0].contingencies[0].Protection", code: "member.invalid")
    }

    @Test func contingenciesGiveAValueForEveryFieldAndNothingElse() throws {
        try expectProblem(group(rows: #"[{"Protection": {"code": 1}}]"#),
                          at: "contingentValues.fieldGroups[0].contingencies[0].BufferSize", code: "member.required")
        try expectProblem(group(rows: #"[{"Protection": {"code": 1}, "BufferSize": null, "Note": null}]"#),
                          at: "contingentValues.fieldGroups[0].contingencies[0].Note", code: "member.unknown")
        try expectProblem(group(rows: #"[{"Protection": "anything", "BufferSize": null}]"#),
                          at: "contingentValues.fieldGroups[0].contingencies[0].Protection", code: "member.invalid")
        try expectProblem(group(rows: #"[{"Protection": null, "BufferSize": null, "subtype": 1}]"#),
                          at: "contingentValues.fieldGroups[0].contingencies[0].subtype", code: "member.invalid")
    }

    @Test func groupFieldsExistAndHaveADomain() throws {
        try expectProblem(group(fields: #"["Protection", "Note"]"#, rows: #"[{"Protection": null, "Note": null}]"#),
                          at: "contingentValues.fieldGroups[0].fields[1]", code: "member.invalid")
        try expectProblem(group(fields: #"["Protection", "Missing"]"#, rows: #"[{"Protection": null, "Missing": null}]"#),
                          at: "contingentValues.fieldGroups[0].fields[1]", code: "member.reference")
        try expectProblem(group(fields: #"["Protection", "Protection"]"#, rows: #"[{"Protection": null}]"#),
                          at: "contingentValues.fieldGroups[0].fields[1]", code: "member.duplicate")
    }

    @Test func everyProblemIsReportedAtOnce() throws {
        let found = try problems(#"""
        {"geometryType": "Pointy", "srid": 0,
         "fields": [{"name": "A", "type": "integer", "domain": "Nope"}, {"name": "a", "type": "integer"}]}
        """#)
        #expect(Set(found.map(\.path)) == ["geometryType", "srid", "fields[0].domain", "fields[1].name"])
    }
}
