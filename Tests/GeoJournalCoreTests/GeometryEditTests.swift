import Foundation
import GeoJournalCore
import Testing

@Suite("Geometry edits")
struct GeometryEditTests {
    let square: [Position] = [Position(0, 0), Position(10, 0), Position(10, 10), Position(0, 10), Position(0, 0)]
    let hole: [Position] = [Position(2, 2), Position(2, 4), Position(4, 4), Position(4, 2), Position(2, 2)]
    let line: [Position] = [Position(0, 0), Position(5, 0), Position(10, 0)]

    func applied(_ edit: GeometryEdit, _ g: Geometry) -> Geometry? { try? edit.apply(to: g).get() }

    func refusal(_ edit: GeometryEdit, _ g: Geometry) -> Violation? {
        guard case .failure(let problems) = edit.apply(to: g) else { return nil }
        return problems.violations.first
    }

    func parse(_ text: String) throws -> Result<GeometryEdit, GeometryProblems> {
        GeometryEdit.parse(try JSONValue.parse(text))
    }

    // MARK: JSON

    @Test func everyKindParsesFromTheAPIShape() throws {
        #expect(try parse(#"{"kind":"moveVertex","part":1,"ring":2,"index":3,"to":[4.5,6]}"#).get()
            == .moveVertex(part: 1, ring: 2, index: 3, to: Position(4.5, 6)))
        #expect(try parse(#"{"kind":"insertVertex","index":3,"to":[1,2,3]}"#).get()
            == .insertVertex(part: 0, ring: 0, index: 3, at: Position(1, 2, 3)))
        #expect(try parse(#"{"kind":"deleteVertex","ring":1,"index":0}"#).get() == .deleteVertex(part: 0, ring: 1, index: 0))
        #expect(try parse(#"{"kind":"addPart","coordinates":[7,8]}"#).get() == .addPart(coordinates: .point(Position(7, 8))))
        #expect(try parse(#"{"kind":"addPart","coordinates":[[0,0],[1,1]]}"#).get()
            == .addPart(coordinates: .line([Position(0, 0), Position(1, 1)])))
        #expect(try parse(#"{"kind":"addPart","coordinates":[[[0,0],[1,0],[1,1],[0,0]]]}"#).get()
            == .addPart(coordinates: .polygon([[Position(0, 0), Position(1, 0), Position(1, 1), Position(0, 0)]])))
        #expect(try parse(#"{"kind":"deletePart","part":2}"#).get() == .deletePart(part: 2))
        #expect(try parse(#"{"kind":"replace","geometry":{"type":"Point","coordinates":[1,2]}}"#).get() == .replace(.point(Position(1, 2))))
    }

    @Test func jsonRoundTripsForEveryKind() throws {
        let edits: [GeometryEdit] = [
            .moveVertex(part: 1, ring: 2, index: 3, to: Position(4.5, 6)),
            .insertVertex(part: 0, ring: 1, index: 5, at: Position(1, 2, 3)),
            .deleteVertex(part: 2, ring: 0, index: 1),
            .addPart(coordinates: .point(Position(1, 1))),
            .addPart(coordinates: .line(line)),
            .addPart(coordinates: .polygon([square, hole])),
            .deletePart(part: 4),
            .replace(.multiPolygon([[square, hole]])),
        ]
        for edit in edits {
            #expect(GeometryEdit.parse(edit.json) == .success(edit))
            #expect(edit.json.objectValue?["kind"] == .string(edit.kind))
            // Through text too, as the journal stores it.
            #expect(try GeometryEdit.parse(JSONValue.parse(edit.json.jsonString())).get() == edit)
        }
        #expect(GeometryEdit.moveVertex(part: 0, ring: 0, index: 3, to: Position(1, 2)).json
            == ["kind": "moveVertex", "part": 0, "ring": 0, "index": 3, "to": [1.0, 2.0]])
    }

    @Test func malformedEditsReportEveryProblemWithItsPath() throws {
        #expect(try parse(#"[1]"#) == .failure(GeometryProblems([Violation(path: "", code: "member.type", message: "a geometry edit must be a JSON object, got array")])))
        guard case .failure(let kindProblems) = try parse(#"{"kind":"wiggleVertex"}"#) else { Issue.record("accepted"); return }
        let kind = kindProblems.violations
        #expect(kind.map(\.path) == ["kind"])
        #expect(kind.first?.message.contains("\"wiggleVertex\"") == true)
        guard case .failure(let missingProblems) = try parse(#"{"kind":"moveVertex"}"#) else { Issue.record("accepted"); return }
        let missing = missingProblems.violations
        #expect(missing.map(\.path) == ["index", "to"])
        guard case .failure(let badProblems) = try parse(#"{"kind":"insertVertex","part":-1,"index":1.5,"to":[1,"x"]}"#) else { Issue.record("accepted"); return }
        let bad = badProblems.violations
        #expect(bad.map(\.path) == ["part", "index", "to[1]"])
        guard case .failure(let shortToProblems) = try parse(#"{"kind":"moveVertex","index":0,"to":[1]}"#) else { Issue.record("accepted"); return }
        let shortTo = shortToProblems.violations
        #expect(shortTo.map(\.path) == ["to"])
        guard case .failure(let partProblems) = try parse(#"{"kind":"addPart","coordinates":[]}"#) else { Issue.record("accepted"); return }
        let part = partProblems.violations
        #expect(part.map(\.path) == ["coordinates"])
        guard case .failure(let partCoordinateProblems) = try parse(#"{"kind":"addPart","coordinates":[[0,0],[1,"y"]]}"#) else { Issue.record("accepted"); return }
        let partCoordinate = partCoordinateProblems.violations
        #expect(partCoordinate.map(\.path) == ["coordinates[1][1]"])
        guard case .failure(let unknownProblems) = try parse(#"{"kind":"deleteVertex","index":1,"to":[1,2],"ring":"0"}"#) else { Issue.record("accepted"); return }
        #expect(unknownProblems.violations.map(\.path) == ["to", "ring"])
        #expect(unknownProblems.violations.map(\.code) == ["member.unknown", "member.type"])
        guard case .failure(let geometryProblems) = try parse(#"{"kind":"replace","geometry":{"type":"Circle","coordinates":[]}}"#) else { Issue.record("accepted"); return }
        let geometry = geometryProblems.violations
        #expect(geometry.map(\.path) == ["geometry.type"])
        guard case .failure(let noPartProblems) = try parse(#"{"kind":"deletePart"}"#) else { Issue.record("accepted"); return }
        let noPart = noPartProblems.violations
        #expect(noPart.map(\.path) == ["part"])
    }

    // MARK: Point

    @Test func pointCanOnlyBeMovedOrReplaced() {
        let point = Geometry.point(Position(1, 1))
        #expect(applied(.moveVertex(part: 0, ring: 0, index: 0, to: Position(2, 3)), point) == .point(Position(2, 3)))
        #expect(applied(.replace(.point(Position(9, 9))), point) == .point(Position(9, 9)))
        #expect(refusal(.moveVertex(part: 0, ring: 0, index: 1, to: Position(2, 3)), point)
            == Violation(path: "index", code: "edit.outOfRange", message: "index 1 is out of range: a Point has 1 vertex"))
        #expect(refusal(.insertVertex(part: 0, ring: 0, index: 0, at: Position(2, 3)), point)?.code == "edit.unsupported")
        #expect(refusal(.deleteVertex(part: 0, ring: 0, index: 0), point)?.code == "edit.unsupported")
        #expect(refusal(.addPart(coordinates: .point(Position(0, 0))), point)?.code == "edit.unsupported")
        #expect(refusal(.deletePart(part: 0), point)?.code == "edit.unsupported")
    }

    // MARK: MultiPoint

    @Test func multiPointAddressesItsPointsByPartOrIndex() {
        let points = Geometry.multiPoint([Position(0, 0), Position(1, 1), Position(2, 2)])
        let moved = Geometry.multiPoint([Position(0, 0), Position(1, 1), Position(5, 5)])
        #expect(applied(.moveVertex(part: 0, ring: 0, index: 2, to: Position(5, 5)), points) == moved)
        #expect(applied(.moveVertex(part: 2, ring: 0, index: 0, to: Position(5, 5)), points) == moved)
        #expect(refusal(.moveVertex(part: 1, ring: 0, index: 2, to: Position(5, 5)), points)?.code == "edit.address")
        #expect(applied(.insertVertex(part: 0, ring: 0, index: 3, at: Position(3, 3)), points)
            == .multiPoint([Position(0, 0), Position(1, 1), Position(2, 2), Position(3, 3)]))
        #expect(applied(.insertVertex(part: 0, ring: 0, index: 0, at: Position(9, 9)), points)
            == .multiPoint([Position(9, 9), Position(0, 0), Position(1, 1), Position(2, 2)]))
        #expect(applied(.deleteVertex(part: 1, ring: 0, index: 0), points) == .multiPoint([Position(0, 0), Position(2, 2)]))
        #expect(applied(.addPart(coordinates: .point(Position(7, 7))), points)
            == .multiPoint([Position(0, 0), Position(1, 1), Position(2, 2), Position(7, 7)]))
        #expect(applied(.deletePart(part: 0), points) == .multiPoint([Position(1, 1), Position(2, 2)]))
        #expect(refusal(.deletePart(part: 3), points)
            == Violation(path: "part", code: "edit.outOfRange", message: "part 3 is out of range: the MultiPoint has 3 points"))
        #expect(refusal(.addPart(coordinates: .line(line)), points)?.code == "edit.partType")
        #expect(refusal(.moveVertex(part: 0, ring: 0, index: 3, to: Position(5, 5)), points)
            == Violation(path: "index", code: "edit.outOfRange", message: "index 3 is out of range: the MultiPoint has 3 points"))
    }

    // MARK: LineString

    @Test func lineVerticesAreMovedInsertedAndDeleted() {
        let g = Geometry.lineString(line)
        #expect(applied(.moveVertex(part: 0, ring: 0, index: 1, to: Position(5, 5)), g)
            == .lineString([Position(0, 0), Position(5, 5), Position(10, 0)]))
        #expect(applied(.insertVertex(part: 0, ring: 0, index: 1, at: Position(2, 2)), g)
            == .lineString([Position(0, 0), Position(2, 2), Position(5, 0), Position(10, 0)]))
        #expect(applied(.insertVertex(part: 0, ring: 0, index: 3, at: Position(15, 0)), g)
            == .lineString([Position(0, 0), Position(5, 0), Position(10, 0), Position(15, 0)]))
        #expect(applied(.deleteVertex(part: 0, ring: 0, index: 0), g) == .lineString([Position(5, 0), Position(10, 0)]))
        #expect(refusal(.moveVertex(part: 0, ring: 0, index: 7, to: Position(1, 1)), g)
            == Violation(path: "index", code: "edit.outOfRange", message: "index 7 is out of range: the LineString has 3 vertices"))
        #expect(refusal(.insertVertex(part: 0, ring: 0, index: 4, at: Position(1, 1)), g)
            == Violation(path: "index", code: "edit.outOfRange", message: "index 4 is out of range: the LineString has 3 vertices; insertVertex accepts 0…3"))
        #expect(refusal(.deleteVertex(part: 1, ring: 0, index: 0), g)
            == Violation(path: "part", code: "edit.outOfRange", message: "part 1 is out of range: a LineString has 1 part"))
        #expect(refusal(.deleteVertex(part: 0, ring: 1, index: 0), g)?.path == "ring")
        #expect(refusal(.addPart(coordinates: .line(line)), g)?.code == "edit.unsupported")
    }

    @Test func multiLineStringPartsAreAddressedAddedAndDeleted() {
        let g = Geometry.multiLineString([line, [Position(0, 5), Position(10, 5)]])
        #expect(applied(.moveVertex(part: 1, ring: 0, index: 0, to: Position(0, 6)), g)
            == .multiLineString([line, [Position(0, 6), Position(10, 5)]]))
        #expect(applied(.insertVertex(part: 1, ring: 0, index: 1, at: Position(5, 6)), g)
            == .multiLineString([line, [Position(0, 5), Position(5, 6), Position(10, 5)]]))
        #expect(applied(.deleteVertex(part: 0, ring: 0, index: 2), g)
            == .multiLineString([[Position(0, 0), Position(5, 0)], [Position(0, 5), Position(10, 5)]]))
        #expect(applied(.addPart(coordinates: .line([Position(1, 1), Position(2, 2)])), g)
            == .multiLineString([line, [Position(0, 5), Position(10, 5)], [Position(1, 1), Position(2, 2)]]))
        #expect(applied(.deletePart(part: 0), g) == .multiLineString([[Position(0, 5), Position(10, 5)]]))
        #expect(refusal(.moveVertex(part: 2, ring: 0, index: 0, to: Position(0, 0)), g)
            == Violation(path: "part", code: "edit.outOfRange", message: "part 2 is out of range: the MultiLineString has 2 parts"))
        #expect(refusal(.deleteVertex(part: 1, ring: 0, index: 2), g)
            == Violation(path: "index", code: "edit.outOfRange", message: "index 2 is out of range: part 1 has 2 vertices"))
        #expect(refusal(.addPart(coordinates: .point(Position(0, 0))), g)
            == Violation(path: "coordinates", code: "edit.partType", message: "a part of a MultiLineString is a line [[x, y], …]; got a point [x, y]"))
    }

    // MARK: Polygon rings stay closed

    @Test func movingTheFirstOrLastVertexOfARingMovesBoth() {
        let g = Geometry.polygon([square, hole])
        let expected = Geometry.polygon([[Position(-1, -1), Position(10, 0), Position(10, 10), Position(0, 10), Position(-1, -1)], hole])
        #expect(applied(.moveVertex(part: 0, ring: 0, index: 0, to: Position(-1, -1)), g) == expected)
        #expect(applied(.moveVertex(part: 0, ring: 0, index: 4, to: Position(-1, -1)), g) == expected)
        #expect(applied(.moveVertex(part: 0, ring: 1, index: 2, to: Position(5, 5)), g)
            == .polygon([square, [Position(2, 2), Position(2, 4), Position(5, 5), Position(4, 2), Position(2, 2)]]))
    }

    @Test func insertingIntoARingKeepsItClosed() {
        let g = Geometry.polygon([square])
        #expect(applied(.insertVertex(part: 0, ring: 0, index: 1, at: Position(5, -1)), g)
            == .polygon([[Position(0, 0), Position(5, -1), Position(10, 0), Position(10, 10), Position(0, 10), Position(0, 0)]]))
        // Before vertex 0: the new vertex starts and closes the ring, on the closing edge.
        #expect(applied(.insertVertex(part: 0, ring: 0, index: 0, at: Position(-1, 5)), g)
            == .polygon([[Position(-1, 5), Position(0, 0), Position(10, 0), Position(10, 10), Position(0, 10), Position(-1, 5)]]))
        // Appending lands on the closing edge too, before the repeated first vertex.
        #expect(applied(.insertVertex(part: 0, ring: 0, index: 5, at: Position(-1, 5)), g)
            == .polygon([[Position(0, 0), Position(10, 0), Position(10, 10), Position(0, 10), Position(-1, 5), Position(0, 0)]]))
    }

    @Test func deletingTheFirstOrLastVertexOfARingReclosesIt() {
        let g = Geometry.polygon([square])
        let reclosed = Geometry.polygon([[Position(10, 0), Position(10, 10), Position(0, 10), Position(10, 0)]])
        #expect(applied(.deleteVertex(part: 0, ring: 0, index: 0), g) == reclosed)
        #expect(applied(.deleteVertex(part: 0, ring: 0, index: 4), g) == reclosed)
        #expect(applied(.deleteVertex(part: 0, ring: 0, index: 2), g)
            == .polygon([[Position(0, 0), Position(10, 0), Position(0, 10), Position(0, 0)]]))
    }

    @Test func polygonAddressesOutOfRangeAreExplained() {
        let g = Geometry.polygon([square, hole])
        #expect(refusal(.moveVertex(part: 0, ring: 2, index: 0, to: Position(0, 0)), g)
            == Violation(path: "ring", code: "edit.outOfRange", message: "ring 2 is out of range: the Polygon has 2 rings"))
        #expect(refusal(.deleteVertex(part: 0, ring: 1, index: 5), g)
            == Violation(path: "index", code: "edit.outOfRange", message: "index 5 is out of range: ring 1 of the Polygon has 5 vertices"))
        #expect(refusal(.moveVertex(part: 1, ring: 0, index: 0, to: Position(0, 0)), g)?.path == "part")
        #expect(refusal(.addPart(coordinates: .polygon([square])), g)?.code == "edit.unsupported")
        #expect(refusal(.deletePart(part: 0), g)?.code == "edit.unsupported")
    }

    // MARK: MultiPolygon

    @Test func multiPolygonIsAddressedByPartRingAndIndex() {
        let far = square.map { Position($0.x + 20, $0.y) }
        let g = Geometry.multiPolygon([[square, hole], [far]])
        #expect(applied(.moveVertex(part: 1, ring: 0, index: 0, to: Position(19, -1)), g)
            == .multiPolygon([[square, hole], [[Position(19, -1), Position(30, 0), Position(30, 10), Position(20, 10), Position(19, -1)]]]))
        #expect(applied(.deleteVertex(part: 0, ring: 1, index: 4), g)
            == .multiPolygon([[square, [Position(2, 4), Position(4, 4), Position(4, 2), Position(2, 4)]], [far]]))
        #expect(applied(.insertVertex(part: 1, ring: 0, index: 2, at: Position(31, 5)), g)
            == .multiPolygon([[square, hole], [[Position(20, 0), Position(30, 0), Position(31, 5), Position(30, 10), Position(20, 10), Position(20, 0)]]]))
        let third = [[Position(50, 50), Position(51, 50), Position(51, 51), Position(50, 50)]]
        #expect(applied(.addPart(coordinates: .polygon(third)), g) == .multiPolygon([[square, hole], [far], third]))
        #expect(applied(.deletePart(part: 0), g) == .multiPolygon([[far]]))
        #expect(refusal(.moveVertex(part: 1, ring: 0, index: 7, to: Position(0, 0)), g)
            == Violation(path: "index", code: "edit.outOfRange", message: "index 7 is out of range: ring 0 of part 1 has 5 vertices"))
        #expect(refusal(.moveVertex(part: 1, ring: 1, index: 0, to: Position(0, 0)), g)
            == Violation(path: "ring", code: "edit.outOfRange", message: "ring 1 is out of range: part 1 has 1 rings"))
        #expect(refusal(.deletePart(part: 2), g)
            == Violation(path: "part", code: "edit.outOfRange", message: "part 2 is out of range: the MultiPolygon has 2 parts"))
        #expect(refusal(.addPart(coordinates: .line(line)), g)?.code == "edit.partType")
    }

    // MARK: Replace and validation

    @Test func replaceSwapsTheWholeGeometry() {
        #expect(applied(.replace(.lineString(line)), .polygon([square])) == .lineString(line))
    }

    @Test func applyingForALayerValidatesTheResult() {
        let triangle = Geometry.polygon([[Position(0, 0), Position(10, 0), Position(0, 10), Position(0, 0)]])
        guard case .failure(let tooFewProblems) = GeometryEdit.deleteVertex(part: 0, ring: 0, index: 1).apply(to: triangle, expected: .polygon, srid: 4326)
        else { Issue.record("a ring of 3 positions was accepted"); return }
        let tooFew = tooFewProblems.violations
        #expect(tooFew.map(\.code) == ["geometry.tooFewPoints"])
        #expect(tooFew.first?.path == "geometry.coordinates[0]")

        // Dragging a corner across the opposite edge makes the square a bow-tie.
        guard case .failure(let crossingProblems) = GeometryEdit.moveVertex(part: 0, ring: 0, index: 2, to: Position(10, -10))
            .apply(to: .polygon([square]), expected: .polygon, srid: 4326)
        else { Issue.record("a self-intersecting polygon was accepted"); return }
        let crossing = crossingProblems.violations
        #expect(crossing.map(\.code) == ["geometry.invalid"])
        #expect(crossing.first?.message.hasPrefix("Self-intersection at (") == true)

        #expect(GeometryEdit.replace(.lineString(line)).apply(to: .polygon([square]), expected: .polygon, srid: 4326).failureCodes == ["geometry.typeMismatch"])
        #expect(GeometryEdit.moveVertex(part: 0, ring: 0, index: 1, to: Position(12, -1)).apply(to: .polygon([square]), expected: .polygon, srid: 4326)
            == .success(.polygon([[Position(0, 0), Position(12, -1), Position(10, 10), Position(0, 10), Position(0, 0)]])))
        // Address problems come before validation.
        #expect(GeometryEdit.deletePart(part: 0).apply(to: triangle, expected: .polygon, srid: 4326).failureCodes == ["edit.unsupported"])
    }
}

extension Result where Failure == GeometryProblems {
    var failureCodes: [String] {
        if case .failure(let problems) = self { return problems.violations.map(\.code) }
        return []
    }
}

@Suite("The geometry-edit request body")
struct GeometryEditRequestTests {
    @Test func theBodyIsReadWithItsSessionVersionAndMessage() throws {
        let session = UUID()
        let body = try JSONValue.parse(#"{"expectedVersion":3,"sessionId":"\#(session.uuidString.lowercased())","message":"fix","edit":{"kind":"deleteVertex","index":1}}"#)
        let r = try GeometryEditRequest.parse(body).get()
        #expect(r.expectedVersion == 3)
        #expect(r.sessionId == session)
        #expect(r.message == "fix")
        #expect(r.edit == .deleteVertex(part: 0, ring: 0, index: 1))
    }

    @Test func everyProblemIsNamedByItsPath() throws {
        let body = try JSONValue.parse(#"{"expectedVersion":"3","sessionId":5,"extra":true}"#)
        guard case .failure(let problems) = GeometryEditRequest.parse(body) else {
            Issue.record("a body with three problems was accepted")
            return
        }
        #expect(Set(problems.violations.map(\.path)) == ["expectedVersion", "sessionId", "extra", "edit"])
        #expect(problems.refusal == .invalid)
    }
}
