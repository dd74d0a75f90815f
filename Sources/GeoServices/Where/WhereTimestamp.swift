import GeoJournalCore

/// The date and time forms a where clause accepts.
enum WhereTimestamp {
    /// `yyyy-mm-dd`, `yyyy-mm-dd hh:mm:ss[.fff]` (UTC) or an RFC 3339 time with an offset, as
    /// RFC 3339 text with an explicit offset (PostgreSQL would read a bare time in the
    /// session's time zone).
    static func normalized(_ text: String) -> String? {
        let t = text.trimmingASCIIWhitespace.asciiUppercased
        if t.utf8.count == 10 {
            return RFC3339.seconds(t) != nil ? t + "T00:00:00Z" : nil
        }
        if RFC3339.seconds(t) != nil { return t }
        if RFC3339.seconds(t + "Z") != nil { return t + "Z" }
        return nil
    }
}
