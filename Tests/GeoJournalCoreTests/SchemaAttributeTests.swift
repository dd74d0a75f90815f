import Testing
@testable import GeoJournalCore

/// What a write of attributes is checked for: names, types, lengths, nullability, domains of the
/// feature's subtype, and the defaults that fill what an add leaves out.
@Suite struct SchemaAttributeTests {
    let damage: LayerDefinition
    let devices: LayerDefinition
    let nests: LayerDefinition

    init() throws {
        damage = try Fixture.layer("DamageAssessment")
        devices = try Fixture.layer("ElectricDevice")
        nests = try Fixture.layer("BirdNest")
    }

    static let typed = #"""
    {"geometryType": "Point", "srid": 3857, "fields": [
      {"name": "I", "type": "integer"}, {"name": "S", "type": "smallint"}, {"name": "D", "type": "double"},
      {"name": "T", "type": "string", "length": 4}, {"name": "B", "type": "boolean"},
      {"name": "W", "type": "date"}, {"name": "U", "type": "uuid"}]}
    """#

    func codes(_ check: AttributeCheck) -> [String] { check.violations.map(\.code) }

    /// A valid damage assessment, to change one thing at a time.
    let validDamage: Attributes = ["DAMAGE": 3, "CAUSE": "FIRE", "INSPECTOR": "R. Ortiz", "INSPECTED": "2024-09-01T10:30:00Z"]

    @Test func aValidFeatureIsAcceptedAsGiven() {
        let check = damage.checkNew(validDamage)
        #expect(check.violations.isEmpty)
        #expect(check.warnings.isEmpty)
        #expect(check.isAccepted)
        #expect(check.attributes["DAMAGE"] == 3)
    }

    @Test func everyFieldIsStoredNullWhenItHasNoValueOrDefault() {
        let check = damage.checkNew(validDamage)
        #expect(check.attributes["NOTES"] == .null)
        #expect(check.attributes.count == damage.fields.count)
    }

    @Test(arguments: [
        ("I", JSONValue.string("7")), ("I", .double(1.5)), ("I", .bool(true)),
        ("S", .integer(32768)), ("S", .integer(-32769)),
        ("D", .string("1.5")),
        ("T", .integer(12)),
        ("B", .integer(1)), ("B", .string("true")),
        ("W", .string("2024-13-01T00:00:00Z")), ("W", .string("yesterday")), ("W", .integer(1_700_000_000)), ("W", .string("2023-02-29")),
        ("U", .string("not-a-uuid")), ("U", .string("3f2b8c1e9d4a4e6b8f001a2b3c4d5e6f")),
    ])
    func aValueOfTheWrongTypeIsRefused(field: String, value: JSONValue) throws {
        let layer = try layer(Self.typed)
        let check = layer.checkNew([field: value])
        #expect(codes(check) == ["field.type"])
        #expect(check.violations.first?.path == "attributes.\(field)")
        #expect(check.violations.first?.message.hasPrefix("\(field): \(value.jsonString())") == true)
    }

    @Test func valuesOfEveryTypeAreAccepted() throws {
        let layer = try layer(Self.typed)
        let check = layer.checkNew([
            "I": .integer(Int64.max), "S": -32768, "D": 3, "T": "abcd", "B": false,
            "W": "2024-02-29T23:59:60.5+02:00", "U": "3F2B8C1E-9d4a-4e6b-8f00-1a2b3c4d5e6f",
        ])
        #expect(check.violations.isEmpty)
        #expect(layer.checkNew(["W": "2024-05-01"]).violations.isEmpty)
    }

    @Test func anIntegralNumberInAnIntegerFieldIsStoredAsAnInteger() throws {
        let layer = try layer(Self.typed)
        let check = layer.checkNew(["I": 3.0, "D": 3.0])
        guard case .integer(3)? = check.attributes["I"] else {
            Issue.record("stored \(String(describing: check.attributes["I"]))")
            return
        }
        guard case .double(3)? = check.attributes["D"] else {
            Issue.record("a double field's value changed")
            return
        }
    }

    @Test func anOverLongStringIsRefused() {
        var attributes = validDamage
        attributes["INSPECTOR"] = .string(String(repeating: "x", count: 65))
        let check = damage.checkNew(attributes)
        #expect(codes(check) == ["field.length"])
        #expect(check.violations.first?.path == "attributes.INSPECTOR")
        #expect(check.violations.first?.message.contains("65 characters") == true)
        attributes["INSPECTOR"] = .string(String(repeating: "x", count: 64))
        #expect(damage.checkNew(attributes).violations.isEmpty)
    }

    @Test func lengthCountsCharactersNotBytes() throws {
        let layer = try layer(Self.typed)
        #expect(layer.checkNew(["T": "ÄÖÜß"]).violations.isEmpty)
        #expect(codes(layer.checkNew(["T": "ÄÖÜßé"])) == ["field.length"])
    }

    @Test func nullInANonNullableFieldIsRefused() {
        var attributes = validDamage
        attributes["INSPECTOR"] = .null
        let check = damage.checkNew(attributes)
        #expect(codes(check) == ["field.required"])
        #expect(check.violations.first?.path == "attributes.INSPECTOR")
    }

    @Test func aNonNullableFieldWithoutDefaultMustBeGiven() {
        var attributes = validDamage
        attributes["DAMAGE"] = nil
        #expect(codes(damage.checkNew(attributes)) == ["field.required"])
    }

    @Test func nullInANullableFieldIsAccepted() {
        var attributes = validDamage
        attributes["CAUSE"] = .null
        attributes["INSPECTED"] = .null
        #expect(damage.checkNew(attributes).violations.isEmpty)
    }

    @Test func aValueOutsideTheCodedValueDomainIsRefusedNamingTheAllowedCodes() {
        var attributes = validDamage
        attributes["DAMAGE"] = 6
        let check = damage.checkNew(attributes)
        #expect(codes(check) == ["domain.codedValue"])
        #expect(check.violations.first?.message == #"DAMAGE: 6 is not in domain "DamageLevel" (allowed: 1 Inaccessible, 2 Affected, 3 Minor, 4 Major, 5 Destroyed)"#)
        attributes["DAMAGE"] = 5
        attributes["CAUSE"] = "Fire"
        #expect(codes(damage.checkNew(attributes)) == ["domain.codedValue"])
    }

    @Test func aValueOutsideTheRangeDomainIsRefused() {
        var attributes = validDamage
        attributes["OCCUPANTS"] = 501
        let check = damage.checkNew(attributes)
        #expect(codes(check) == ["domain.range"])
        #expect(check.violations.first?.message == #"OCCUPANTS: 501 is outside range domain "OccupantCount" (allowed: 0 to 500)"#)
        attributes["OCCUPANTS"] = -1
        #expect(codes(damage.checkNew(attributes)) == ["domain.range"])
        attributes["OCCUPANTS"] = 500
        #expect(damage.checkNew(attributes).violations.isEmpty)
    }

    @Test func aDateRangeComparesTimesNotText() throws {
        let layer = try layer(#"""
        {"geometryType": "Point", "srid": 3857, "fields": [{"name": "W", "type": "date", "domain": "Season"}],
         "domains": {"Season": {"type": "range", "min": "2024-03-01T00:00:00Z", "max": "2024-08-31T23:59:59Z"}}}
        """#)
        #expect(layer.checkNew(["W": "2024-03-01T01:00:00+02:00"]).violations.map(\.code) == ["domain.range"])
        #expect(layer.checkNew(["W": "2024-03-01T01:00:00-02:00"]).violations.isEmpty)
        #expect(layer.checkNew(["W": "2024-06-01"]).violations.isEmpty)
    }

    @Test func theDomainOfTheFeaturesSubtypeApplies() {
        let check = devices.checkNew(["ASSETGROUP": 3, "ASSETTYPE": 14])
        #expect(codes(check) == ["domain.codedValue"])
        #expect(check.violations.first?.path == "attributes.ASSETTYPE")
        #expect(check.violations.first?.message == #"ASSETTYPE: 14 is not in domain "TransformerType" of subtype 3 (allowed: 1 Single phase, 2 Three phase)"#)
        // 3 is a switch type (Fused cutout) but no transformer type.
        #expect(devices.checkNew(["ASSETGROUP": 2, "ASSETTYPE": 3]).violations.isEmpty)
        #expect(codes(devices.checkNew(["ASSETGROUP": 3, "ASSETTYPE": 3])) == ["domain.codedValue"])
    }

    @Test func subtypeDefaultsFillWhatTheAddLeavesOut() {
        let check = devices.checkNew(["ASSETGROUP": 2])
        #expect(check.violations.isEmpty)
        #expect(check.attributes["ASSETTYPE"] == 2)
        #expect(check.attributes["DEVICESTATUS"] == 0)  // the switch default wins over the field default 1
        #expect(check.attributes["SCADA"] == false)     // no switch default: the field default
        #expect(check.attributes["LABEL"] == .null)
        let breaker = devices.checkNew(["ASSETGROUP": 1])
        #expect(breaker.attributes["DEVICESTATUS"] == 1)
        #expect(breaker.attributes["SCADA"] == true)
    }

    @Test func givenValuesWinOverDefaults() {
        let check = devices.checkNew(["ASSETGROUP": 2, "DEVICESTATUS": 1, "SCADA": true, "ASSETTYPE": 1])
        #expect(check.attributes["DEVICESTATUS"] == 1)
        #expect(check.attributes["SCADA"] == true)
        #expect(check.attributes["ASSETTYPE"] == 1)
        // An explicit null is a value, not an absence: no default replaces it.
        #expect(codes(devices.checkNew(["ASSETGROUP": 2, "DEVICESTATUS": nil])) == ["field.required"])
    }

    @Test func theSubtypeFieldDefaultPicksTheSubtypeWhoseDefaultsApply() {
        let check = devices.checkNew([:])
        #expect(check.violations.isEmpty)
        #expect(check.attributes["ASSETGROUP"] == 1)
        #expect(check.attributes["ASSETTYPE"] == 1)
        #expect(check.attributes["SCADA"] == true)
    }

    @Test func fieldDefaultsFillWhatTheAddLeavesOut() {
        let check = nests.checkNew([:])
        #expect(check.violations.isEmpty)
        #expect(check.attributes["Status"] == 3)
        #expect(check.attributes["Visits"] == 0)
        #expect(check.attributes["Protection"] == .null)
    }

    @Test func anUnknownFieldIsRefused() {
        var attributes = validDamage
        attributes["COLOUR"] = "red"
        attributes["damage"] = 3
        let check = damage.checkNew(attributes)
        #expect(codes(check) == ["field.unknown", "field.unknown"])
        #expect(check.violations.map(\.path) == ["attributes.COLOUR", "attributes.damage"])
        #expect(check.violations.last?.message.contains(#"did you mean "DAMAGE""#) == true)
    }

    @Test func aSubtypeFieldValueThatIsNoSubtypeIsRefused() {
        let check = devices.checkNew(["ASSETGROUP": 9, "ASSETTYPE": 1])
        #expect(codes(check) == ["subtype.unknown"])
        #expect(check.violations.first?.path == "attributes.ASSETGROUP")
        #expect(check.violations.first?.message.contains("1 Circuit Breaker, 2 Switch, 3 Transformer") == true)
    }

    @Test func everyViolationOfAFeatureIsReported() {
        let check = damage.checkNew(["DAMAGE": 9, "CAUSE": 4, "INSPECTOR": nil, "EXTRA": 1])
        #expect(Set(codes(check)) == ["domain.codedValue", "field.type", "field.required", "field.unknown"])
    }

    @Test func anUpdateIsCheckedAsAWholeSoASubtypeChangeCanBreakAnotherField() {
        let stored = devices.checkNew(["ASSETGROUP": 2, "ASSETTYPE": 3]).attributes
        var merged = stored
        merged["ASSETGROUP"] = 3
        let check = devices.checkUpdated(merged, changed: ["ASSETGROUP"])
        #expect(codes(check) == ["domain.codedValue"])
        #expect(check.violations.first?.path == "attributes.ASSETTYPE")
        merged["ASSETTYPE"] = 2
        merged["PHASES"] = 7
        #expect(devices.checkUpdated(merged, changed: ["ASSETGROUP", "ASSETTYPE", "PHASES"]).violations.isEmpty)
    }

    @Test func anUpdateDoesNotReplaceNullsWithDefaults() {
        var stored = nests.checkNew([:]).attributes
        stored["Visits"] = .null
        let check = nests.checkUpdated(stored, changed: ["Visits"])
        #expect(check.attributes["Visits"] == .null)
    }

    @Test func anUpdateFillsFieldsAddedToTheLayerAfterTheFeatureWasWritten() {
        var stored = nests.checkNew([:]).attributes
        stored["Visits"] = nil
        stored["Species"] = nil
        let check = nests.checkUpdated(stored, changed: [])
        #expect(check.attributes["Visits"] == 0)
        #expect(check.attributes["Species"] == .null)
    }

    @Test func anUpdateRefusesAnUnknownFieldOnlyWhenItSetsIt() {
        var stored = nests.checkNew([:]).attributes
        stored["Legacy"] = "kept from before"
        #expect(nests.checkUpdated(stored, changed: ["Species"]).violations.isEmpty)
        #expect(codes(nests.checkUpdated(stored, changed: ["Legacy"])) == ["field.unknown"])
    }

    @Test func checkingTenThousandFeaturesIsQuick() throws {
        let features: [Attributes] = (0..<10_000).map { (k: Int) -> Attributes in
            var f: Attributes = ["Protection": 2, "Species": "Osprey", "Observed": "2024-05-01T08:00:00Z"]
            f["Status"] = .integer(Int64(1 + k % 3))
            f["BufferSize"] = .integer(Int64(100 + k % 400))
            f["Visits"] = .integer(Int64(k % 5))
            return f
        }
        let clock = ContinuousClock()
        var refused = 0
        let elapsed = clock.measure {
            for f in features where !nests.checkNew(f).isAccepted { refused += 1 }
        }
        #expect(refused == 0)
        // Generous for a debug build on a shared machine; the benchmark table tracks the real number.
        #expect(elapsed < .seconds(10), "10,000 checks took \(elapsed)")
    }
}
