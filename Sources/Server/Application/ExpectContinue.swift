import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Answers a request that says `Expect: 100-continue` with the interim `100 Continue` at once, so
/// the client sends its body without waiting. curl says it for every body over 1 MiB (an edit of
/// 10,000 features, a GeoJSON upload) and otherwise waits a second before it sends the body; .NET
/// and Java clients say it too. The request then goes on as if it had not asked: a refusal is
/// still the final answer, and a client that sent the body anyway loses nothing.
///
/// ```swift
/// Application(responder: responder, server: .http1(configuration: .init(additionalChannelHandlers: [ExpectContinue()])))
/// ```
final class ExpectContinue: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundOut = HTTPResponsePart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head(var request) = unwrapInboundIn(data), let expect = request.headerFields[.expect],
           expect.lowercased() == "100-continue" {
            request.headerFields[.expect] = nil
            context.writeAndFlush(wrapOutboundOut(.head(HTTPResponse(status: .continue))), promise: nil)
            context.fireChannelRead(wrapInboundOut(.head(request)))
            return
        }
        context.fireChannelRead(data)
    }
}
