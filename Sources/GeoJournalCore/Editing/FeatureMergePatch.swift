/// A JSON Merge Patch (RFC 7396) of a GeoJSON feature, as OGC API – Features Part 4 PATCHes an
/// item, turned into the changes of one feature update: the attributes the patch names (a
/// `"properties": null` clears every field) and the geometry when the patch touches it.
///
/// ```swift
/// let patch: JSONValue = ["properties": ["STATUS": 2, "NOTE": nil]]
/// let changes = try FeatureMergePatch.changes(patch, geometry: current.geometry, properties: current.properties,
///                                             fields: layer.fields.map(\.name)).get()
/// // changes.attributes == ["STATUS": 2, "NOTE": null], changes.geometry == nil
/// ```
public struct FeatureMergePatch: Sendable, Hashable {
    /// The attributes the patch changes, with their values after it (empty: none).
    public var attributes: Attributes
    /// The geometry after the patch, in the reference system of the request; nil when the patch
    /// leaves it alone.
    public var geometry: Geometry?

    /// True when the patch changes nothing.
    public var isEmpty: Bool { attributes.isEmpty && geometry == nil }

    /// The changes `patch` makes to the feature whose stored geometry and properties are given.
    public static func changes(_ patch: JSONValue, geometry: JSONValue, properties: JSONValue, fields: [String]) -> Result<FeatureMergePatch, RequestProblems> {
        guard case .object(let members) = patch else {
            return .failure(RequestProblems([Violation(path: "", code: "body.type", message: "a merge patch of a feature is a JSON object")]))
        }
        var reader = JSONReader()
        reader.rejectUnknown(members, allowed: ["type", "geometry", "properties"], at: "")
        if let type = members["type"], type != "Feature" {
            reader.problem("type", "feature.type", "a feature stays a GeoJSON Feature (\"type\": \"Feature\")")
        }
        if !reader.violations.isEmpty { return .failure(RequestProblems(reader.violations)) }
        let merged = JSONValue.object(["type": "Feature", "geometry": geometry, "properties": properties]).mergePatched(with: patch)
        var attributes: Attributes = [:]
        switch members["properties"] {
        case nil: break
        case .null?: for field in fields { attributes[field] = .null }
        case .object(let changed)?: for name in changed.keys { attributes[name] = merged["properties"][name] }
        case let other?:
            return .failure(RequestProblems([Violation(path: "properties", code: "member.type", message: "properties must be an object or null, got \(other.typeName)")]))
        }
        var changed: Geometry?
        if members["geometry"] != nil {
            switch Geometry.parse(merged["geometry"]) {
            case .success(let g): changed = g
            case .failure(let p):
                return .failure(RequestProblems(merged["geometry"].isNull
                    ? [Violation(path: "geometry", code: "geometry.required", message: "a feature keeps a geometry")]
                    : p.violations.map { $0.prefixed("geometry") }))
            }
        }
        return .success(FeatureMergePatch(attributes: attributes, geometry: changed))
    }
}
