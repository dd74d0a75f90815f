import Foundation
import GeoJournalCore
import GeoJournalTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Journal
import Testing

/// The sample layers in `Fixtures/` (the ones the `sample` command loads), as JSON text.
enum LayerFixture {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ServerTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository root
        .appendingPathComponent("Fixtures")

    static func text(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: directory.appendingPathComponent("\(name).json")), as: UTF8.self)
    }
}

@Suite("Layer schemas enforced over HTTP: types, domains, subtypes, contingent values, schema changes")
struct SchemaEnforcementTests {
    /// A world with the fixture layers defined through `PUT .../layers/{layer}`.
    static func world(_ layers: [String], name: String = #function) async throws -> TestWorld {
        let world = try await TestWorld.make(name)
        try await world.withClient { client in
            for layer in layers {
                let r = try await client.send(.put, "/v1/workspaces/\(world.workspace)/layers/\(layer)", token: world.admin, body: try LayerFixture.text(layer))
                #expect(r.status == .created, "\(r.text)")
            }
        }
        return world
    }

    static func addBody(_ layer: String, _ attributes: String, x: Double = 100, y: Double = 200) -> String {
        #"{"edits":[{"layer":"\#(layer)","adds":[{"attributes":\#(attributes),"geometry":{"type":"Point","coordinates":[\#(x),\#(y)]}}]}]}"#
    }

    /// Adds one feature and returns the response.
    static func add(_ world: TestWorld, _ layer: String, _ attributes: String) async throws -> TestResponse {
        try await world.withClient { client in
            try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: addBody(layer, attributes))
        }
    }

    /// Expects the add to be refused with 422, a violation at `field` with `code`, and nothing written.
    static func expectRefused(_ world: TestWorld, _ layer: String, _ attributes: String, field: String?, code: String) async throws -> [JSONValue] {
        let head = try await world.head()
        let r = try await add(world, layer, attributes)
        #expect(r.status == .unprocessableContent, "\(r.text)")
        #expect(r.headers[.contentType] == "application/problem+json")
        let violations = r.json["violations"].arrayValue ?? []
        let path = field.map { "edits[0].adds[0].attributes.\($0)" } ?? "edits[0].adds[0].attributes"
        #expect(violations.contains { $0["path"].stringValue == path && $0["code"].stringValue == code }, "\(r.text)")
        #expect(try await world.head() == head)
        return violations
    }

    static func accepted(_ world: TestWorld, _ layer: String, _ attributes: String) async throws -> (id: String, response: JSONValue) {
        let r = try await add(world, layer, attributes)
        #expect(r.status == .ok, "\(r.text)")
        // Warnings included, the answer's members are in name order (AppendOutcome.jsonBytes).
        #expect(Array(r.body.readableBytesView) == r.json.jsonBytes(sortedKeys: true), "\(r.text)")
        return (r.json["results"][0]["id"].stringValue ?? "", r.json)
    }

    static func read(_ world: TestWorld, _ layer: String, _ id: String, asOf: Int64? = nil) async throws -> TestResponse {
        try await world.withClient { client in
            try await client.send(.get, "/v1/workspaces/\(world.workspace)/layers/\(layer)/features/\(id)\(asOf.map { "?asOf=\($0)" } ?? "")", token: world.viewer)
        }
    }

    // MARK: fields and domains

    @Test func wrongTypeIsRefused() async throws {
        let world = try await Self.world(["DamageAssessment"])
        let v = try await Self.expectRefused(world, "DamageAssessment", #"{"DAMAGE":"major","INSPECTOR":"kim"}"#, field: "DAMAGE", code: "field.type")
        #expect(v.first { $0["code"].stringValue == "field.type" }?["message"].stringValue?.contains("\"major\"") == true)
    }

    @Test func overLongStringIsRefused() async throws {
        let world = try await Self.world(["DamageAssessment"])
        let long = String(repeating: "x", count: 65)
        let v = try await Self.expectRefused(world, "DamageAssessment", #"{"DAMAGE":2,"INSPECTOR":"\#(long)"}"#, field: "INSPECTOR", code: "field.length")
        #expect(v.first?["message"].stringValue?.contains("64") == true)
        _ = try await Self.accepted(world, "DamageAssessment", #"{"DAMAGE":2,"INSPECTOR":"\#(String(long.dropLast()))"}"#)
    }

    @Test func nullInANonNullFieldIsRefused() async throws {
        let world = try await Self.world(["DamageAssessment"])
        _ = try await Self.expectRefused(world, "DamageAssessment", #"{"DAMAGE":2,"INSPECTOR":null}"#, field: "INSPECTOR", code: "field.required")
        // Left out and without a default: the same.
        _ = try await Self.expectRefused(world, "DamageAssessment", #"{"INSPECTOR":"kim"}"#, field: "DAMAGE", code: "field.required")
    }

    @Test func valueOutsideACodedDomainIsRefusedNamingTheAllowedCodes() async throws {
        let world = try await Self.world(["DamageAssessment"])
        let v = try await Self.expectRefused(world, "DamageAssessment", #"{"DAMAGE":9,"INSPECTOR":"kim"}"#, field: "DAMAGE", code: "domain.codedValue")
        let message = v.first { $0["code"].stringValue == "domain.codedValue" }?["message"].stringValue ?? ""
        #expect(message.contains("9") && message.contains("Destroyed"), "\(message)")
        _ = try await Self.expectRefused(world, "DamageAssessment", #"{"DAMAGE":1,"CAUSE":"HAIL","INSPECTOR":"kim"}"#, field: "CAUSE", code: "domain.codedValue")
        _ = try await Self.accepted(world, "DamageAssessment", #"{"DAMAGE":5,"CAUSE":"FIRE","INSPECTOR":"kim"}"#)
    }

    @Test func valueOutsideARangeIsRefused() async throws {
        let world = try await Self.world(["DamageAssessment"])
        _ = try await Self.expectRefused(world, "DamageAssessment", #"{"DAMAGE":3,"OCCUPANTS":501,"INSPECTOR":"kim"}"#, field: "OCCUPANTS", code: "domain.range")
        _ = try await Self.expectRefused(world, "DamageAssessment", #"{"DAMAGE":3,"OCCUPANTS":-1,"INSPECTOR":"kim"}"#, field: "OCCUPANTS", code: "domain.range")
        _ = try await Self.accepted(world, "DamageAssessment", #"{"DAMAGE":3,"OCCUPANTS":500,"INSPECTOR":"kim"}"#)
    }

    @Test func everyViolationOfAnOperationIsReportedWithFeatureIndex() async throws {
        let world = try await Self.world(["DamageAssessment"])
        let body = #"{"edits":[{"layer":"DamageAssessment","adds":[{"attributes":{"DAMAGE":2,"INSPECTOR":"a"},"geometry":{"type":"Point","coordinates":[1,1]}},{"attributes":{"DAMAGE":7,"OCCUPANTS":900,"INSPECTOR":"b"},"geometry":{"type":"Point","coordinates":[1,1]}}]}]}"#
        let r = try await world.withClient { client in try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: body) }
        #expect(r.status == .unprocessableContent)
        let paths = Set((r.json["violations"].arrayValue ?? []).compactMap { $0["path"].stringValue })
        #expect(paths.isSuperset(of: ["edits[0].adds[1].attributes.DAMAGE", "edits[0].adds[1].attributes.OCCUPANTS"]), "\(paths)")
    }

    // MARK: subtypes

    @Test func subtypeSpecificDomainsApply() async throws {
        let world = try await Self.world(["ElectricDevice"])
        // ASSETTYPE 3 is a Switch type (Fused cutout) but not a Transformer type.
        _ = try await Self.accepted(world, "ElectricDevice", #"{"ASSETGROUP":2,"ASSETTYPE":3}"#)
        let v = try await Self.expectRefused(world, "ElectricDevice", #"{"ASSETGROUP":3,"ASSETTYPE":3,"PHASES":1}"#, field: "ASSETTYPE", code: "domain.codedValue")
        let message = v.first { $0["code"].stringValue == "domain.codedValue" }?["message"].stringValue ?? ""
        #expect(message.contains("TransformerType") && message.contains("subtype 3"), "\(message)")
        _ = try await Self.expectRefused(world, "ElectricDevice", #"{"ASSETGROUP":9}"#, field: "ASSETGROUP", code: "subtype.unknown")
    }

    @Test func subtypeDefaultsFillWhatTheAddLeavesOut() async throws {
        let world = try await Self.world(["ElectricDevice"])
        let (switchId, _) = try await Self.accepted(world, "ElectricDevice", #"{"ASSETGROUP":2,"LABEL":"SW-1"}"#)
        let stored = try await Self.read(world, "ElectricDevice", switchId)
        #expect(stored.status == .ok, "\(stored.text)")
        let p = stored.json["properties"]
        #expect(p["ASSETTYPE"] == 2)       // the Switch subtype's default
        #expect(p["DEVICESTATUS"] == 0)    // the subtype's default overrides the field's (1)
        #expect(p["SCADA"] == false)       // the field's default
        #expect(p["LABEL"] == "SW-1")
        // Given values win over defaults; the layer default of the subtype field applies too.
        let (breakerId, _) = try await Self.accepted(world, "ElectricDevice", #"{"DEVICESTATUS":0}"#)
        let breaker = try await Self.read(world, "ElectricDevice", breakerId).json["properties"]
        #expect(breaker["ASSETGROUP"] == 1)
        #expect(breaker["ASSETTYPE"] == 1)
        #expect(breaker["SCADA"] == true)
        #expect(breaker["DEVICESTATUS"] == 0)
    }

    // MARK: contingent values

    @Test func restrictiveContingencyViolationIsRefusedListingIt() async throws {
        let world = try await Self.world(["BirdNest"])
        // Protection "Buffer" needs a buffer of 100 to 500.
        let v = try await Self.expectRefused(world, "BirdNest", #"{"Status":1,"Protection":2,"BufferSize":50,"Visits":3}"#, field: nil, code: "contingentValue.restrictive")
        let message = v.first { $0["code"].stringValue == "contingentValue.restrictive" }?["message"].stringValue ?? ""
        #expect(message.contains("NestProtection"), "\(message)")
        // Closure only for active nests.
        _ = try await Self.expectRefused(world, "BirdNest", #"{"Status":2,"Protection":3,"BufferSize":600,"Visits":3}"#, field: nil, code: "contingentValue.restrictive")
        _ = try await Self.accepted(world, "BirdNest", #"{"Status":1,"Protection":3,"BufferSize":600,"Visits":3}"#)
        _ = try await Self.accepted(world, "BirdNest", #"{"Status":1,"Protection":2,"BufferSize":250,"Visits":3}"#)
    }

    @Test func nonRestrictiveContingencyViolationIsAcceptedWithAWarning() async throws {
        let world = try await Self.world(["BirdNest"])
        // An active nest with no visits breaks StatusConfirmation (not restrictive).
        let (id, response) = try await Self.accepted(world, "BirdNest", #"{"Status":1,"Visits":0}"#)
        let warnings = response["warnings"].arrayValue ?? []
        #expect(warnings.contains { $0["code"].stringValue == "contingentValue.nonRestrictive" && ($0["message"].stringValue ?? "").contains("StatusConfirmation") }, "\(response)")
        #expect(try await Self.read(world, "BirdNest", id).status == .ok)
        // Updating it into a valid combination carries no warning.
        let body = #"{"edits":[{"layer":"BirdNest","updates":[{"id":"\#(id)","expectedVersion":1,"attributes":{"Visits":4}}]}]}"#
        let r = try await world.withClient { client in try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: body) }
        #expect(r.status == .ok, "\(r.text)")
        #expect(r.json["warnings"].isNull || r.json["warnings"].arrayValue?.isEmpty == true, "\(r.text)")
        // An update into a restrictive violation is refused.
        let bad = #"{"edits":[{"layer":"BirdNest","updates":[{"id":"\#(id)","expectedVersion":2,"attributes":{"Protection":1,"BufferSize":300}}]}]}"#
        let refused = try await world.withClient { client in try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: bad) }
        #expect(refused.status == .unprocessableContent, "\(refused.text)")
        #expect((refused.json["violations"].arrayValue ?? []).contains { $0["code"].stringValue == "contingentValue.restrictive" })
    }

    @Test func anyAndNullContingencies() async throws {
        let world = try await Self.world(["BirdNest"])
        // `any` status with protection None requires a null buffer.
        for status in 1...3 { _ = try await Self.accepted(world, "BirdNest", #"{"Status":\#(status),"Protection":1,"BufferSize":null,"Visits":5}"#) }
        _ = try await Self.expectRefused(world, "BirdNest", #"{"Status":3,"Protection":1,"BufferSize":200,"Visits":5}"#, field: nil, code: "contingentValue.restrictive")
        // Status Unknown allows `any` visit count and a `null` one without a warning.
        for visits in ["17", "null"] {
            let (_, response) = try await Self.accepted(world, "BirdNest", #"{"Status":3,"Visits":\#(visits)}"#)
            #expect((response["warnings"].arrayValue ?? []).isEmpty, "\(response)")
        }
        // Null visits for an active nest: no contingency allows it, a warning.
        let (_, warned) = try await Self.accepted(world, "BirdNest", #"{"Status":1,"Visits":null}"#)
        #expect((warned["warnings"].arrayValue ?? []).contains { $0["code"].stringValue == "contingentValue.nonRestrictive" }, "\(warned)")
    }

    @Test func subtypeContingenciesApplyOnlyToTheirSubtype() async throws {
        let world = try await Self.world(["ElectricDevice"])
        _ = try await Self.accepted(world, "ElectricDevice", #"{"ASSETGROUP":3,"ASSETTYPE":2,"PHASES":7}"#)
        _ = try await Self.expectRefused(world, "ElectricDevice", #"{"ASSETGROUP":3,"ASSETTYPE":2,"PHASES":1}"#, field: nil, code: "contingentValue.restrictive")
        // A switch is not constrained by the transformer group.
        _ = try await Self.accepted(world, "ElectricDevice", #"{"ASSETGROUP":2,"ASSETTYPE":2,"PHASES":1}"#)
    }

    @Test func contingentValueQueryListsWhatRemainsPerFieldGroup() async throws {
        let world = try await Self.world(["BirdNest"])
        let base = "/v1/workspaces/\(world.workspace)/layers/BirdNest/contingent-values"
        try await world.withClient { client in
            var r = try await client.send(.post, "\(base)/query", token: world.viewer, body: #"{"field":"BufferSize","attributes":{"Protection":2}}"#)
            #expect(r.status == .ok, "\(r.text)")
            #expect(r.json["field"] == "BufferSize")
            var groups = r.json["fieldGroups"].arrayValue ?? []
            #expect(groups.count == 1)
            #expect(groups.first?["fieldGroup"] == "NestProtection")
            #expect(groups.first?["restrictive"] == true)
            #expect(groups.first?["ranges"] == [["min": 100, "max": 500]])
            #expect(groups.first?["null"] == false)

            // An inactive nest can have no protection, a buffer, or none chosen yet; never a closure.
            r = try await client.send(.post, "\(base)/query", token: world.viewer, body: #"{"field":"Protection","attributes":{"Status":2}}"#)
            #expect(r.status == .ok, "\(r.text)")
            groups = r.json["fieldGroups"].arrayValue ?? []
            let codes = (groups.first?["codedValues"].arrayValue ?? []).compactMap { $0["code"].intValue }
            #expect(codes == [1, 2])
            #expect(groups.first?["null"] == true)

            // Status takes part in both groups.
            r = try await client.send(.post, "\(base)/query", token: world.viewer, body: #"{"field":"Status","attributes":{"Protection":3}}"#)
            groups = r.json["fieldGroups"].arrayValue ?? []
            #expect(Set(groups.compactMap { $0["fieldGroup"].stringValue }) == ["NestProtection", "StatusConfirmation"])
            #expect((groups.first { $0["fieldGroup"] == "NestProtection" }?["codedValues"].arrayValue ?? []).compactMap { $0["code"].intValue } == [1])

            // Bad requests.
            r = try await client.send(.post, "\(base)/query", token: world.viewer, body: #"{"field":"Color","attributes":{}}"#)
            #expect(r.status == .unprocessableContent)
            #expect((r.json["violations"].arrayValue ?? []).contains { $0["code"] == "field.unknown" })
            r = try await client.send(.post, "\(base)/query", token: world.viewer, body: #"{"attributes":{}}"#)
            #expect(r.status == .unprocessableContent)
            r = try await client.send(.post, "\(base)/query", token: world.viewer, body: #"{"field":"Status","extra":1}"#)
            #expect(r.status == .unprocessableContent)
            r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/layers/Nope/contingent-values/query", token: world.viewer, body: #"{"field":"Status"}"#)
            #expect(r.status == .notFound)
            r = try await client.send(.post, "\(base)/query", token: nil, body: #"{"field":"Status"}"#)
            #expect(r.status == .unauthorized)
        }
    }

    @Test func contingentValueValidateReturnsEveryViolation() async throws {
        let world = try await Self.world(["BirdNest"])
        let base = "/v1/workspaces/\(world.workspace)/layers/BirdNest/contingent-values"
        try await world.withClient { client in
            var r = try await client.send(.post, "\(base)/validate", token: world.viewer, body: #"{"attributes":{"Status":1,"Protection":2,"BufferSize":50,"Visits":0}}"#)
            #expect(r.status == .ok, "\(r.text)")
            let violations = r.json["violations"].arrayValue ?? []
            #expect(violations.count == 2, "\(r.text)")
            let protection = violations.first { $0["fieldGroup"] == "NestProtection" }
            #expect(protection?["restrictive"] == true)
            #expect(protection?["fields"] == ["Status", "Protection", "BufferSize"])
            #expect(protection?["code"] == "contingentValue.restrictive")
            #expect(violations.first { $0["fieldGroup"] == "StatusConfirmation" }?["restrictive"] == false)

            r = try await client.send(.post, "\(base)/validate", token: world.viewer, body: #"{"attributes":{"Status":1,"Protection":2,"BufferSize":150,"Visits":2}}"#)
            #expect(r.status == .ok)
            #expect(r.json["violations"] == [])

            r = try await client.send(.post, "\(base)/validate", token: world.viewer, body: #"{"attributes":[1]}"#)
            #expect(r.status == .unprocessableContent)
        }
        // Validation writes nothing.
        #expect(try await world.head() == 1)
    }

    @Test func aDryRunValidatesLikeAnAppendAndWritesNothing() async throws {
        let world = try await Self.world(["BirdNest"])
        let head = try await world.head()
        let path = "/v1/workspaces/\(world.workspace)/edits?dryRun=true"
        try await world.withClient { client in
            var r = try await client.send(.post, path, token: world.editor, body: Self.addBody("BirdNest", #"{"Status":1,"Protection":2,"BufferSize":50,"Visits":3}"#))
            #expect(r.status == .unprocessableContent, "\(r.text)")
            #expect((r.json["violations"].arrayValue ?? []).contains { $0["code"] == "contingentValue.restrictive" })
            r = try await client.send(.post, path, token: world.editor, body: Self.addBody("BirdNest", #"{"Status":1,"Visits":0}"#))
            #expect(r.status == .ok, "\(r.text)")
            #expect(r.json["dryRun"] == true)
            #expect(r.json["features"] == 1)
            #expect((r.json["validationSeconds"].doubleValue ?? -1) >= 0)
            #expect((r.json["warnings"].arrayValue ?? []).contains { $0["code"] == "contingentValue.nonRestrictive" }, "\(r.text)")
            // A viewer may not dry-run an edit either.
            r = try await client.send(.post, path, token: world.viewer, body: Self.addBody("BirdNest", #"{"Status":3}"#))
            #expect(r.status == .forbidden)
        }
        #expect(try await world.head() == head)
    }

    // MARK: schema changes

    @Test func aSchemaChangeThatBreaksFeaturesIsRefusedUnlessForcedAndAsOfReadsKeepTheOldSchema() async throws {
        let world = try await Self.world(["DamageAssessment"])
        let (destroyed, _) = try await Self.accepted(world, "DamageAssessment", #"{"DAMAGE":5,"INSPECTOR":"kim"}"#)
        let (minor, _) = try await Self.accepted(world, "DamageAssessment", #"{"DAMAGE":3,"INSPECTOR":"kim"}"#)
        let before = try await world.head()
        // The new schema drops "Destroyed" from the damage domain.
        let changed = try LayerFixture.text("DamageAssessment").replacingOccurrences(of: #",\#n      {"code": 5, "name": "Destroyed"}"#, with: "")
        #expect(!changed.contains("Destroyed"))
        let path = "/v1/workspaces/\(world.workspace)/layers/DamageAssessment"
        try await world.withClient { client in
            var r = try await client.send(.put, path, token: world.admin, body: changed)
            #expect(r.status == .conflict, "\(r.text)")
            let paths = (r.json["violations"].arrayValue ?? []).compactMap { $0["path"].stringValue }
            #expect(paths.contains { $0.contains(destroyed) }, "\(r.text)")
            #expect(!paths.contains { $0.contains(minor) }, "\(r.text)")
            #expect(try await world.head() == before)

            r = try await client.send(.put, path + "?force=true", token: world.admin, body: changed)
            #expect(r.status == .ok, "\(r.text)")
            #expect(r.json["operation"]["kind"] == "schema")
            let after = try await world.head()
            #expect(after == before + 1)

            // Journaled, and marked as forced.
            let (events, _) = try await world.journal.reads.events(workspace: world.workspace, after: before, limit: 10)
            #expect(events.first?.type == "layerDefined")
            #expect(events.first?.data["forced"] == true)

            // Now the domain no longer has 5; before the change it had.
            r = try await client.send(.get, path, token: world.viewer)
            #expect(!r.text.contains("Destroyed"))
            r = try await client.send(.get, path + "?asOf=\(before)", token: world.viewer)
            #expect(r.status == .ok, "\(r.text)")
            #expect(r.text.contains("Destroyed"), "\(r.text)")
            #expect(r.json["asOfPosition"].intValue == before)
            r = try await client.send(.get, path + "/features/\(destroyed)?asOf=\(before)", token: world.viewer)
            #expect(r.status == .ok, "\(r.text)")
            #expect(r.json["properties"]["DAMAGE"] == 5)
            // New writes follow the new schema.
            r = try await client.send(.post, "/v1/workspaces/\(world.workspace)/edits", token: world.editor, body: Self.addBody("DamageAssessment", #"{"DAMAGE":5,"INSPECTOR":"kim"}"#))
            #expect(r.status == .unprocessableContent, "\(r.text)")
        }
    }

    @Test func theSampleFixturesAreValidLayers() async throws {
        let world = try await Self.world(["BirdNest", "DamageAssessment", "ElectricDevice", "ElectricLine"])
        let layers = try await world.journal.workspaces.layers(workspace: world.workspace, moment: .head).layers.map(\.definition.name)
        #expect(layers == ["BirdNest", "DamageAssessment", "ElectricDevice", "ElectricLine"])
    }
}
