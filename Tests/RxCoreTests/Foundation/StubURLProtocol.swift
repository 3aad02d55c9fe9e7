import Foundation
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `URLProtocol` that answers requests to `http://stub.invalid/<path>` from a fixed table, so
/// `URLSession.rx` is tested without a network.
///
/// `/ok` answers 200 with JSON, `/missing` 404 with a text body, `/bad-json` 200 with a body that
/// is not JSON, `/file` a non-HTTP response, and `/hang` never answers: it reports its start and
/// its cancellation (`stopLoading`) through ``StubURLProtocol/events``.
final class StubURLProtocol: URLProtocol {
    static let host = "stub.invalid"
    static let okBody = Data(#"{"heroes":["Ada","Grace"]}"#.utf8)
    static let missingBody = Data("no hero here".utf8)
    static let badJSONBody = Data("{heroes".utf8)

    /// What `/hang` requests did, in order: "start", "stop".
    static let events = StubEvents()

    /// A session whose requests this protocol answers.
    static func makeSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        return URLSession(configuration: configuration)
    }

    static func url(_ path: String) -> URL {
        URL(string: "http://\(host)/\(path)")!
    }

    override class func canInit(with request: URLRequest) -> Bool {
        request.url?.host == host
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        let url = request.url!
        switch url.path {
        case "/ok": answer(status: 200, body: Self.okBody)
        case "/missing": answer(status: 404, body: Self.missingBody)
        case "/bad-json": answer(status: 200, body: Self.badJSONBody)
        case "/file":
            let response = URLResponse(
                url: url, mimeType: "text/plain", expectedContentLength: 2, textEncodingName: nil)
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: Data("hi".utf8))
            client?.urlProtocolDidFinishLoading(self)
        case "/hang": Self.events.record("start")
        default: answer(status: 500, body: Data())
        }
    }

    override func stopLoading() {
        if request.url?.path == "/hang" {
            Self.events.record("stop")
        }
    }

    private func answer(status: Int, body: Data) {
        let response = HTTPURLResponse(
            url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: ["X-Stub": "yes"])!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: body)
        client?.urlProtocolDidFinishLoading(self)
    }
}

/// The events of ``StubURLProtocol``'s `/hang` requests, and expectations waiting for them.
///
/// `@unchecked Sendable`: `lock` guards `recorded` and `waiters`.
final class StubEvents: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    private var waiters: [(event: String, expectation: XCTestExpectation)] = []

    func reset() {
        lock.withLock {
            recorded = []
            waiters = []
        }
    }

    var all: [String] {
        lock.withLock { recorded }
    }

    /// An expectation fulfilled when `event` is recorded (at once if it already was).
    func expectation(for event: String) -> XCTestExpectation {
        let expectation = XCTestExpectation(description: "stub \(event)")
        let done = lock.withLock {
            if recorded.contains(event) { return true }
            waiters.append((event, expectation))
            return false
        }
        if done { expectation.fulfill() }
        return expectation
    }

    func record(_ event: String) {
        let ready = lock.withLock {
            recorded.append(event)
            let ready = waiters.filter { $0.event == event }.map(\.expectation)
            waiters.removeAll { $0.event == event }
            return ready
        }
        for expectation in ready { expectation.fulfill() }
    }
}
