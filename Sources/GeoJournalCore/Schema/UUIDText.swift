/// Recognises the text form of a UUID (`8-4-4-4-12` hexadecimal digits, either case), the
/// values of `uuid` fields.
///
/// ```swift
/// UUIDText.isValid("3f2b8c1e-9d4a-4e6b-8f00-1a2b3c4d5e6f")   // true
/// UUIDText.isValid("3f2b8c1e9d4a4e6b8f001a2b3c4d5e6f")       // false
/// ```
public enum UUIDText {
    public static func isValid(_ text: String) -> Bool {
        let bytes = text.utf8
        guard bytes.count == 36 else { return false }
        for (k, c) in bytes.enumerated() {
            if k == 8 || k == 13 || k == 18 || k == 23 {
                if c != 0x2D { return false }
            } else {
                let hex = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
                if !hex { return false }
            }
        }
        return true
    }
}
