struct CQL2Failure: Error {
    var violation: Violation

    init(code: String, _ message: String, at place: CQL2Place) {
        violation = Violation(path: "filter", code: code, message: "\(message) in filter \(place.shown)")
    }

    static func syntax(_ message: String, at place: CQL2Place) -> CQL2Failure { CQL2Failure(code: "filter.syntax", message, at: place) }
    static func field(_ message: String, at place: CQL2Place) -> CQL2Failure { CQL2Failure(code: "filter.field", message, at: place) }
    static func type(_ message: String, at place: CQL2Place) -> CQL2Failure { CQL2Failure(code: "filter.type", message, at: place) }
    static func function(_ message: String, at place: CQL2Place) -> CQL2Failure { CQL2Failure(code: "filter.function", message, at: place) }
}
