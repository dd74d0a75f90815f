import Testing
@testable import GeoJournalCore

/// Contingent values: which combinations a field group allows, how restrictive and
/// non-restrictive groups answer, and what a query for one field offers.
@Suite struct ContingentValueTests {
    let nests: LayerDefinition
    let devices: LayerDefinition

    init() throws {
        nests = try Fixture.layer("BirdNest")
        devices = try Fixture.layer("ElectricDevice")
    }

    func nest(_ status: JSONValue, _ protection: JSONValue, _ buffer: JSONValue, visits: JSONValue = 2) -> Attributes {
        ["Status": status, "Protection": protection, "BufferSize": buffer, "Visits": visits]
    }

    @Test func anAllowedCombinationIsAccepted() {
        let check = nests.checkNew(nest(1, 2, 250))
        #expect(check.violations.isEmpty)
        #expect(check.warnings.isEmpty)
        #expect(nests.checkNew(nest(1, 3, 800)).violations.isEmpty)
        // Range bounds are inclusive.
        #expect(nests.checkNew(nest(2, 2, 100)).violations.isEmpty)
        #expect(nests.checkNew(nest(2, 2, 500)).violations.isEmpty)
    }

    @Test func aRestrictiveGroupRefusesACombinationItDoesNotList() {
        let check = nests.checkNew(nest(1, 2, 50))
        #expect(check.violations.map(\.code) == ["contingentValue.restrictive"])
        let violation = try! #require(check.violations.first)
        #expect(violation.path == "attributes")
        #expect(violation.message.contains(#"field group "NestProtection""#))
        #expect(violation.message.contains("Status 1, Protection 2, BufferSize 50"))
        #expect(violation.message.contains("Protection 2 Buffer, BufferSize 100 to 500"))
        // Closure is only for active nests.
        #expect(nests.checkNew(nest(2, 3, 800)).violations.map(\.code) == ["contingentValue.restrictive"])
    }

    @Test func aNonRestrictiveGroupOnlyWarns() {
        let check = nests.checkNew(nest(1, 2, 250, visits: 0))
        #expect(check.violations.isEmpty)
        #expect(check.isAccepted)
        #expect(check.warnings.map(\.code) == ["contingentValue.nonRestrictive"])
        #expect(check.warnings.first?.message.contains(#""StatusConfirmation" (non-restrictive)"#) == true)
    }

    @Test func anyMatchesEveryValueButNull() {
        // {"Status": 3, "Visits": "any"}
        #expect(nests.checkNew(nest(3, nil, nil, visits: 0)).warnings.isEmpty)
        #expect(nests.checkNew(nest(3, nil, nil, visits: 50)).warnings.isEmpty)
        // {"Status": "any", "Protection": 1, "BufferSize": null}: Status is not nullable, so "any" is what holds.
        #expect(nests.checkNew(nest(2, 1, nil)).violations.isEmpty)
    }

    @Test func nullMatchesOnlyNull() {
        // Protection None requires BufferSize null.
        #expect(nests.checkNew(nest(1, 1, nil)).violations.isEmpty)
        #expect(nests.checkNew(nest(1, 1, 200)).violations.map(\.code) == ["contingentValue.restrictive"])
        // Null Protection only with null BufferSize.
        #expect(nests.checkNew(nest(1, nil, nil)).violations.isEmpty)
        #expect(nests.checkNew(nest(1, nil, 200)).violations.map(\.code) == ["contingentValue.restrictive"])
        // {"Status": 1, "Visits": [1, 50]} needs a visit: null is not in a range.
        #expect(nests.checkNew(nest(1, 1, nil, visits: nil)).warnings.map(\.code) == ["contingentValue.nonRestrictive"])
    }

    @Test func aContingencyForOneSubtypeConstrainsOnlyThatSubtype() {
        // Transformers: single phase on one phase, three phase on ABC.
        #expect(devices.checkNew(["ASSETGROUP": 3, "ASSETTYPE": 1, "PHASES": 2]).violations.isEmpty)
        #expect(devices.checkNew(["ASSETGROUP": 3, "ASSETTYPE": 2, "PHASES": 7]).violations.isEmpty)
        let refused = devices.checkNew(["ASSETGROUP": 3, "ASSETTYPE": 2, "PHASES": 1])
        #expect(refused.violations.map(\.code) == ["contingentValue.restrictive"])
        #expect(refused.violations.first?.message.contains("for subtype 3") == true)
        #expect(refused.violations.first?.message.contains("subtype 3: ASSETTYPE 2 Three phase, PHASES 7 ABC") == true)
        // Switches have no contingencies in the group: it does not constrain them.
        #expect(devices.checkNew(["ASSETGROUP": 2, "ASSETTYPE": 2, "PHASES": 1]).violations.isEmpty)
        #expect(devices.checkNew(["ASSETGROUP": 2, "ASSETTYPE": 2, "PHASES": nil]).violations.isEmpty)
    }

    @Test func aGroupWithARefusedFieldAddsNoSecondViolation() {
        let check = nests.checkNew(nest(1, 2, 5000))
        #expect(check.violations.map(\.code) == ["domain.range"])
    }

    @Test func validateReportsEveryGroupThatIsNotSatisfied() {
        let found = nests.contingentViolations(nest(1, 1, 200, visits: 0))
        #expect(found.map(\.group) == ["NestProtection", "StatusConfirmation"])
        #expect(found.map(\.restrictive) == [true, false])
        #expect(found[0].fields == ["Status", "Protection", "BufferSize"])
        #expect(found[0].json.objectValue?["fieldGroup"] == "NestProtection")
        #expect(found[1].violation.code == "contingentValue.nonRestrictive")
        #expect(nests.contingentViolations(nest(1, 2, 250)).isEmpty)
    }

    @Test func aQueryNarrowsTheOptionsByTheValuesChosenSoFar() throws {
        let options = nests.contingentValues(for: "BufferSize", given: ["Protection": 2])
        let group = try #require(options.first { $0.group == "NestProtection" })
        #expect(group.field == "BufferSize")
        #expect(group.ranges == [ValueRange(min: 100, max: 500)])
        #expect(!group.allowsNull)
        #expect(!group.allowsAnyValue)

        let closure = try #require(nests.contingentValues(for: "BufferSize", given: ["Protection": 3]).first)
        #expect(closure.ranges == [ValueRange(min: 500, max: 1000)])
        // Closure needs an active nest: an inactive one leaves nothing.
        let inactive = try #require(nests.contingentValues(for: "BufferSize", given: ["Protection": 3, "Status": 2]).first)
        #expect(inactive.ranges.isEmpty)
        #expect(!inactive.allowsNull)
    }

    @Test func aQueryListsCodesInDomainOrderWithTheirNames() throws {
        let all = try #require(nests.contingentValues(for: "Protection", given: [:]).first)
        #expect(all.codedValues == [CodedValue(code: 1, name: "None"), CodedValue(code: 2, name: "Buffer"), CodedValue(code: 3, name: "Closure")])
        #expect(all.allowsNull)
        let inactive = try #require(nests.contingentValues(for: "Protection", given: ["Status": 2]).first)
        #expect(inactive.codedValues.map(\.name) == ["None", "Buffer"])
        let sized = try #require(nests.contingentValues(for: "Protection", given: ["BufferSize": 500]).first)
        #expect(sized.codedValues.map(\.name) == ["Buffer", "Closure"])
        #expect(!sized.allowsNull)
    }

    @Test func aQueryTreatsAnAbsentFieldAsUnchosenAndANullAsChosen() throws {
        let unchosen = try #require(nests.contingentValues(for: "Protection", given: ["Status": 1]).first)
        #expect(unchosen.codedValues.count == 3)
        let none = try #require(nests.contingentValues(for: "Protection", given: ["Status": 1, "BufferSize": nil]).first)
        #expect(none.codedValues.map(\.name) == ["None"])
        #expect(none.allowsNull)
    }

    @Test func aQueryForAnAnyFieldOffersItsWholeDomain() throws {
        let options = try #require(nests.contingentValues(for: "Visits", given: ["Status": 3]).first)
        #expect(options.group == "StatusConfirmation")
        #expect(!options.restrictive)
        #expect(options.allowsAnyValue)
        #expect(options.allowsNull)
        #expect(options.ranges == [ValueRange(min: 0, max: 50)])
        let status = try #require(nests.contingentValues(for: "Status", given: ["Protection": 1, "BufferSize": nil]).first)
        #expect(status.allowsAnyValue)
        #expect(status.codedValues.map(\.name) == ["Active", "Inactive", "Unknown"])
    }

    @Test func aQueryReturnsOneAnswerPerGroupOfTheField() {
        let options = nests.contingentValues(for: "Status", given: [:])
        #expect(options.map(\.group) == ["NestProtection", "StatusConfirmation"])
        #expect(nests.contingentValues(for: "Species", given: [:]).isEmpty)
        #expect(nests.contingentValues(for: "Nope", given: [:]).isEmpty)
    }

    @Test func aQueryHonoursTheSubtype() throws {
        let transformer = try #require(devices.contingentValues(for: "PHASES", given: ["ASSETGROUP": 3, "ASSETTYPE": 1]).first)
        #expect(transformer.codedValues.map(\.name) == ["A", "B", "C"])
        let three = try #require(devices.contingentValues(for: "ASSETTYPE", given: ["ASSETGROUP": 3]).first)
        #expect(three.codedValues == [CodedValue(code: 1, name: "Single phase"), CodedValue(code: 2, name: "Three phase")])
        // Switches are not constrained by the group: every switch type and null.
        let switchTypes = try #require(devices.contingentValues(for: "ASSETTYPE", given: ["ASSETGROUP": 2]).first)
        #expect(switchTypes.allowsAnyValue)
        #expect(switchTypes.codedValues.map(\.name) == ["Load break", "Disconnect", "Fused cutout"])
    }

    @Test func optionsHaveAJSONShapeForTheAPI() throws {
        let options = try #require(nests.contingentValues(for: "BufferSize", given: ["Protection": 2]).first)
        let json = options.json.objectValue
        #expect(json?["fieldGroup"] == "NestProtection")
        #expect(json?["field"] == "BufferSize")
        #expect(json?["ranges"] == [["min": 100, "max": 500]])
        #expect(json?["null"] == false)
        #expect(json?["any"] == false)
        #expect(json?["codedValues"] == [])
    }

    @Test func aSubtypeFieldInAGroupMatchesSubtypeCodes() throws {
        let layer = try layer(#"""
        {"geometryType": "Point", "srid": 3857,
         "fields": [{"name": "KIND", "type": "integer", "nullable": false}, {"name": "SIZE", "type": "integer", "domain": "Size"}],
         "domains": {"Size": {"type": "range", "min": 0, "max": 100}},
         "subtypeField": "KIND", "subtypes": [{"code": 1, "name": "Small"}, {"code": 2, "name": "Large"}],
         "contingentValues": {"fieldGroups": [{"name": "KindSize", "restrictive": true, "fields": ["KIND", "SIZE"], "contingencies": [
           {"KIND": {"code": 1}, "SIZE": {"range": [0, 10]}}, {"KIND": {"code": 2}, "SIZE": {"range": [11, 100]}}]}]}}
        """#)
        #expect(layer.checkNew(["KIND": 1, "SIZE": 5]).violations.isEmpty)
        #expect(layer.checkNew(["KIND": 2, "SIZE": 5]).violations.map(\.code) == ["contingentValue.restrictive"])
        let kinds = try #require(layer.contingentValues(for: "KIND", given: ["SIZE": 50]).first)
        #expect(kinds.codedValues == [CodedValue(code: 2, name: "Large")])
    }
}
