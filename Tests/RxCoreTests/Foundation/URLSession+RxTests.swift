import Foundation
import XCTest

@testable import RxCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class URLSessionRxTests: RxTestCase {
    private var session: URLSession!
    private var savedLogging: Logging.LogURLRequest!

    override func setUp() {
        super.setUp()
        session = StubURLProtocol.makeSession()
        StubURLProtocol.events.reset()
        savedLogging = Logging.URLRequests
        Logging.URLRequests = { _ in false }
    }

    override func tearDown() {
        Logging.URLRequests = savedLogging
        session.invalidateAndCancel()
        session = nil
        super.tearDown()
    }

    /// Subscribes and waits for the sequence to end.
    private func outcome<Element>(
        of observable: Observable<Element>, file: StaticString = #filePath, line: UInt = #line
    ) -> (elements: [Element], error: Error?) {
        let ended = expectation(description: "ended")
        let recorded = LockedBox<([Element], Error?)>(([], nil))
        let subscription = observable.subscribe(
            onNext: { element in recorded.update { $0.0.append(element) } },
            onError: { error in
                recorded.update { $0.1 = error }
                ended.fulfill()
            },
            onCompleted: { ended.fulfill() }
        )
        wait(for: [ended], timeout: 10)
        subscription.dispose()
        let (elements, error) = recorded.value
        return (elements, error)
    }

    func testResponseEmitsTheHTTPResponseAndBodyThenCompletes() {
        let result = outcome(of: session.rx.response(request: URLRequest(url: StubURLProtocol.url("ok"))))
        XCTAssertNil(result.error)
        XCTAssertEqual(result.elements.count, 1)
        XCTAssertEqual(result.elements.first?.response.statusCode, 200)
        XCTAssertEqual(result.elements.first?.response.value(forHTTPHeaderField: "X-Stub"), "yes")
        XCTAssertEqual(result.elements.first?.data, StubURLProtocol.okBody)
    }

    func testResponseEmitsAFailingStatusCodeToo() {
        let result = outcome(of: session.rx.response(request: URLRequest(url: StubURLProtocol.url("missing"))))
        XCTAssertNil(result.error)
        XCTAssertEqual(result.elements.map(\.response.statusCode), [404])
        XCTAssertEqual(result.elements.map(\.data), [StubURLProtocol.missingBody])
    }

    func testResponseFailsWithNonHTTPResponseForAResponseThatIsNotHTTP() {
        let result = outcome(of: session.rx.response(request: URLRequest(url: StubURLProtocol.url("file"))))
        XCTAssertEqual(result.elements.count, 0)
        guard case .nonHTTPResponse(let response) = result.error as? RxCocoaURLError else {
            return XCTFail("expected nonHTTPResponse, got \(String(describing: result.error))")
        }
        XCTAssertEqual(response.url, StubURLProtocol.url("file"))
    }

    func testDataEmitsTheBodyOfA2xxResponse() {
        let result = outcome(of: session.rx.data(request: URLRequest(url: StubURLProtocol.url("ok"))))
        XCTAssertNil(result.error)
        XCTAssertEqual(result.elements, [StubURLProtocol.okBody])
    }

    func testDataFailsWithHTTPRequestFailedCarryingTheResponseAndBody() {
        let result = outcome(of: session.rx.data(request: URLRequest(url: StubURLProtocol.url("missing"))))
        XCTAssertEqual(result.elements, [])
        guard case .httpRequestFailed(let response, let data) = result.error as? RxCocoaURLError else {
            return XCTFail("expected httpRequestFailed, got \(String(describing: result.error))")
        }
        XCTAssertEqual(response.statusCode, 404)
        XCTAssertEqual(data, StubURLProtocol.missingBody)
        XCTAssertEqual(
            "\(result.error!)",
            "RxCocoaURLError.httpRequestFailed: status 404 from http://stub.invalid/missing (12 bytes of body)")
    }

    func testJSONRequestEmitsTheDeserializedBody() {
        let result = outcome(of: session.rx.json(request: URLRequest(url: StubURLProtocol.url("ok"))))
        XCTAssertNil(result.error)
        XCTAssertEqual(result.elements.count, 1)
        let object = result.elements.first as? [String: Any]
        XCTAssertEqual(object?["heroes"] as? [String], ["Ada", "Grace"])
    }

    func testJSONURLSendsAGetRequest() {
        let result = outcome(of: session.rx.json(url: StubURLProtocol.url("ok")))
        XCTAssertNil(result.error)
        XCTAssertEqual((result.elements.first as? [String: Any])?["heroes"] as? [String], ["Ada", "Grace"])
    }

    func testJSONFailsWithDeserializationErrorForABodyThatIsNotJSON() {
        let result = outcome(of: session.rx.json(request: URLRequest(url: StubURLProtocol.url("bad-json"))))
        XCTAssertEqual(result.elements.count, 0)
        guard case .deserializationError = result.error as? RxCocoaURLError else {
            return XCTFail("expected deserializationError, got \(String(describing: result.error))")
        }
        XCTAssertTrue("\(result.error!)".hasPrefix("RxCocoaURLError.deserializationError: "))
    }

    func testJSONPassesOnHTTPRequestFailed() {
        let result = outcome(of: session.rx.json(url: StubURLProtocol.url("missing")))
        guard case .httpRequestFailed(let response, _) = result.error as? RxCocoaURLError else {
            return XCTFail("expected httpRequestFailed, got \(String(describing: result.error))")
        }
        XCTAssertEqual(response.statusCode, 404)
    }

    func testDisposingCancelsTheRequestAndEmitsNothing() {
        let started = StubURLProtocol.events.expectation(for: "start")
        let events = LockedBox<[String]>([])
        let subscription = session.rx.data(request: URLRequest(url: StubURLProtocol.url("hang")))
            .subscribe(
                onNext: { _ in events.update { $0.append("next") } },
                onError: { _ in events.update { $0.append("error") } },
                onCompleted: { events.update { $0.append("completed") } })
        wait(for: [started], timeout: 10)
        let stopped = StubURLProtocol.events.expectation(for: "stop")
        subscription.dispose()
        wait(for: [stopped], timeout: 10)
        XCTAssertEqual(StubURLProtocol.events.all, ["start", "stop"])
        XCTAssertEqual(events.value, [])
    }

    func testEachSubscriptionSendsItsOwnRequest() {
        let data = session.rx.data(request: URLRequest(url: StubURLProtocol.url("ok")))
        XCTAssertEqual(outcome(of: data).elements, [StubURLProtocol.okBody])
        XCTAssertEqual(outcome(of: data).elements, [StubURLProtocol.okBody])
    }

    func testErrorDescriptionsNameTheCase() {
        XCTAssertEqual(
            RxCocoaURLError.unknown.debugDescription,
            "RxCocoaURLError.unknown: the session returned neither a response nor an error")
        let response = URLResponse(
            url: StubURLProtocol.url("file"), mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
        XCTAssertEqual(
            RxCocoaURLError.nonHTTPResponse(response: response).description,
            "RxCocoaURLError.nonHTTPResponse: http://stub.invalid/file is not an HTTP response")
    }

    func testLoggingWritesTheRequestAsACurlCommand() {
        var request = URLRequest(url: StubURLProtocol.url("ok"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(#"{"name":"O'Neil"}"#.utf8)
        XCTAssertEqual(
            Logging.curlCommand(for: request),
            #"curl -X POST -H 'Content-Type: application/json' -d '{"name":"O'\''Neil"}' 'http://stub.invalid/ok'"#)
    }

    func testLoggingSettingIsReadBack() {
        Logging.URLRequests = { request in request.url?.path == "/ok" }
        XCTAssertTrue(Logging.URLRequests(URLRequest(url: StubURLProtocol.url("ok"))))
        XCTAssertFalse(Logging.URLRequests(URLRequest(url: StubURLProtocol.url("missing"))))
    }
}

/// A value shared with callbacks on other threads. `@unchecked Sendable`: `lock` guards `stored`.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        lock.withLock { stored }
    }

    func update(_ body: (inout Value) -> Void) {
        lock.withLock { body(&stored) }
    }
}
