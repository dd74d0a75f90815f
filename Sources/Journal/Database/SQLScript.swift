/// A SQL script split into single statements, so that each can be sent on its own
/// (the extended query protocol takes one statement at a time). Understands quoted strings,
/// quoted identifiers, dollar-quoted bodies and both comment styles.
///
/// ```swift
/// let statements = SQLScript(text).statements   // ["CREATE TABLE ...", "CREATE FUNCTION ... $$ ...; $$"]
/// ```
public struct SQLScript: Sendable {
    public let statements: [String]

    public init(_ text: String) {
        let chars = Array(text.unicodeScalars)
        var statements: [String] = []
        var current = String.UnicodeScalarView()
        var i = 0
        var hasContent = false

        func flush() {
            let s = String(current).trimmingWhitespace()
            if hasContent, !s.isEmpty { statements.append(s) }
            current = String.UnicodeScalarView()
            hasContent = false
        }

        while i < chars.count {
            let c = chars[i]
            let next: Unicode.Scalar? = i + 1 < chars.count ? chars[i + 1] : nil
            if c == "-", next == "-" {
                while i < chars.count, chars[i] != "\n" { i += 1 }
                continue
            }
            if c == "/", next == "*" {
                i += 2
                while i + 1 < chars.count, !(chars[i] == "*" && chars[i + 1] == "/") { i += 1 }
                i += 2
                continue
            }
            if c == "'" || c == "\"" {
                current.append(c)
                i += 1
                while i < chars.count {
                    current.append(chars[i])
                    if chars[i] == c {
                        if i + 1 < chars.count, chars[i + 1] == c {
                            current.append(chars[i + 1])
                            i += 2
                            continue
                        }
                        i += 1
                        break
                    }
                    i += 1
                }
                hasContent = true
                continue
            }
            if c == "$", let tagEnd = SQLScript.dollarTagEnd(chars, i) {
                let tag = Array(chars[i...tagEnd])
                current.append(contentsOf: tag)
                i = tagEnd + 1
                while i < chars.count {
                    if chars[i] == "$", i + tag.count <= chars.count, Array(chars[i..<(i + tag.count)]) == tag {
                        current.append(contentsOf: tag)
                        i += tag.count
                        break
                    }
                    current.append(chars[i])
                    i += 1
                }
                hasContent = true
                continue
            }
            if c == ";" {
                flush()
                i += 1
                continue
            }
            current.append(c)
            if !c.properties.isWhitespace { hasContent = true }
            i += 1
        }
        flush()
        self.statements = statements
    }

    /// The index of the closing `$` of a dollar-quote tag starting at `start` (`$$` or `$tag$`).
    private static func dollarTagEnd(_ chars: [Unicode.Scalar], _ start: Int) -> Int? {
        var j = start + 1
        while j < chars.count {
            let c = chars[j]
            if c == "$" { return j }
            guard c == "_" || c.properties.isAlphabetic || (j > start + 1 && ("0"..."9").contains(c)) else { return nil }
            j += 1
        }
        return nil
    }
}

extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
