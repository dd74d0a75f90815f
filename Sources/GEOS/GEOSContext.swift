import CGEOS

/// One GEOS reentrant context (`GEOS_init_r`): the handle every GEOS call goes through, the
/// text of the last error GEOS reported, and the WKB/WKT readers and writers it reuses.
///
/// A context is not `Sendable`: create one per task or request, do the geometry work, and let
/// only plain values (`Double`, `GEOSValidity`, `[UInt8]`, …) leave the task. Separate contexts
/// can be used on separate threads at the same time. Geometries keep their context alive.
///
/// ```swift
/// let context = try GEOSContext()
/// let polygon = try context.geometry(wkb: geometry.wkb)
/// let validity = try polygon.validity()
/// let area = try polygon.area
/// ```
public final class GEOSContext {
    let handle: GEOSContextHandle_t
    private let messages = GEOSMessageSink()
    private var wkbReader: OpaquePointer?
    private var wktReader: OpaquePointer?
    private var wkbWriter: OpaquePointer?
    private var wktWriter: OpaquePointer?

    /// Throws when GEOS cannot allocate a context (out of memory): the caller's request fails,
    /// the process does not.
    public init() throws(GEOSError) {
        guard let handle = GEOS_init_r() else {
            throw GEOSError(operation: "init", message: "GEOS_init_r could not allocate a GEOS context")
        }
        self.handle = handle
        let sink = Unmanaged.passUnretained(messages).toOpaque()
        GEOSContext_setErrorMessageHandler_r(handle, { message, userData in
            guard let userData else { return }
            let messages = Unmanaged<GEOSMessageSink>.fromOpaque(userData).takeUnretainedValue()
            messages.lastError = message.map { String(cString: $0) }
        }, sink)
        GEOSContext_setNoticeMessageHandler_r(handle, { message, userData in
            guard let userData else { return }
            let messages = Unmanaged<GEOSMessageSink>.fromOpaque(userData).takeUnretainedValue()
            messages.lastNotice = message.map { String(cString: $0) }
        }, sink)
    }

    deinit {
        if let wkbReader { GEOSWKBReader_destroy_r(handle, wkbReader) }
        if let wktReader { GEOSWKTReader_destroy_r(handle, wktReader) }
        if let wkbWriter { GEOSWKBWriter_destroy_r(handle, wkbWriter) }
        if let wktWriter { GEOSWKTWriter_destroy_r(handle, wktWriter) }
        GEOS_finish_r(handle)
    }

    /// The last notice GEOS sent through this context (GEOS uses notices for warnings).
    public var lastNotice: String? { messages.lastNotice }

    /// Forgets the previous error so that a failure can be matched with its own message.
    func beginCall() { messages.lastError = nil }

    /// The error for a GEOS call that just signalled failure, with the message GEOS gave.
    func failure(_ operation: String) -> GEOSError {
        let message = messages.lastError ?? "GEOS signalled a failure without a message"
        messages.lastError = nil
        return GEOSError(operation: operation, message: message)
    }

    /// The text of a string GEOS allocated, which is then freed.
    func takeString(_ pointer: UnsafeMutablePointer<CChar>) -> String {
        defer { GEOSFree_r(handle, pointer) }
        return String(cString: pointer)
    }

    /// x and y of a point geometry owned by the caller.
    func coordinate(ofPoint point: OpaquePointer, _ operation: String) throws(GEOSError) -> GEOSCoordinate {
        var x = 0.0
        var y = 0.0
        beginCall()
        guard GEOSGeomGetX_r(handle, point, &x) == 1, GEOSGeomGetY_r(handle, point, &y) == 1 else {
            throw failure(operation)
        }
        return GEOSCoordinate(x: x, y: y)
    }

    func makeWKBReader() throws(GEOSError) -> OpaquePointer {
        if let wkbReader { return wkbReader }
        beginCall()
        guard let reader = GEOSWKBReader_create_r(handle) else { throw failure("create WKB reader") }
        wkbReader = reader
        return reader
    }

    func makeWKTReader() throws(GEOSError) -> OpaquePointer {
        if let wktReader { return wktReader }
        beginCall()
        guard let reader = GEOSWKTReader_create_r(handle) else { throw failure("create WKT reader") }
        wktReader = reader
        return reader
    }

    /// ISO WKB, little endian, with z when the geometry has it.
    func makeWKBWriter() throws(GEOSError) -> OpaquePointer {
        if let wkbWriter { return wkbWriter }
        beginCall()
        guard let writer = GEOSWKBWriter_create_r(handle) else { throw failure("create WKB writer") }
        GEOSWKBWriter_setByteOrder_r(handle, writer, Int32(GEOS_WKB_NDR.rawValue))
        GEOSWKBWriter_setFlavor_r(handle, writer, Int32(GEOS_WKB_ISO.rawValue))
        GEOSWKBWriter_setOutputDimension_r(handle, writer, 3)
        wkbWriter = writer
        return writer
    }

    /// WKT with trailing zeros trimmed (`POINT (5 5)`), with z when the geometry has it.
    func makeWKTWriter() throws(GEOSError) -> OpaquePointer {
        if let wktWriter { return wktWriter }
        beginCall()
        guard let writer = GEOSWKTWriter_create_r(handle) else { throw failure("create WKT writer") }
        GEOSWKTWriter_setTrim_r(handle, writer, 1)
        GEOSWKTWriter_setOutputDimension_r(handle, writer, 3)
        wktWriter = writer
        return writer
    }
}

@available(*, unavailable, message: "a GEOS context belongs to one task; create one per task")
extension GEOSContext: Sendable {}

/// Where the C message handlers of one context leave their text. Only the thread that is
/// calling GEOS with that context writes here, during the call.
final class GEOSMessageSink {
    var lastError: String?
    var lastNotice: String?
}
