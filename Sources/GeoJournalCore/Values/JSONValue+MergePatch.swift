extension JSONValue {
    /// This value with a JSON Merge Patch (RFC 7396) applied: members of an object patch replace
    /// or (when null) remove the target's members, recursively; any other patch replaces the value.
    ///
    /// ```swift
    /// let feature: JSONValue = ["properties": ["N": 1, "NAME": "a"]]
    /// feature.mergePatched(with: ["properties": ["NAME": nil]])   // {"properties": {"N": 1}}
    /// ```
    public func mergePatched(with patch: JSONValue) -> JSONValue {
        guard case .object(let members) = patch else { return patch }
        var target = objectValue ?? [:]
        for (name, value) in members {
            if value.isNull {
                target.removeValue(forKey: name)
            } else {
                target[name] = (target[name] ?? .null).mergePatched(with: value)
            }
        }
        return .object(target)
    }
}
