/// RxCocoa's logging settings.
///
/// In debug builds of RxCore, `URLSession.rx` prints each request for which ``URLRequests``
/// returns `true` as a `curl` command, and its outcome with the time it took. Release builds never
/// print.
///
/// ```swift
/// Logging.URLRequests = { request in request.url?.host == "api.example.com" }
/// ```
public enum Logging {
    /// Decides whether a request is logged.
    public typealias LogURLRequest = @Sendable (URLRequest) -> Bool

    private static let storedURLRequests = LockedValue<LogURLRequest>({ _ in true })

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Decides which requests `URLSession.rx` logs in debug builds; by default every request, as in
    /// RxCocoa. Set `{ _ in false }` to silence it.
    public static var URLRequests: LogURLRequest {
        get { storedURLRequests.withLock { $0 } }
        set { storedURLRequests.withLock { $0 = newValue } }
    }

    /// The request as a `curl` command line: method, headers and body.
    internal static func curlCommand(for request: URLRequest) -> String {
        var parts = ["curl -X \(request.httpMethod ?? "GET")"]
        for (field, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
            parts.append("-H \(shellQuoted("\(field): \(value)"))")
        }
        if let body = request.httpBody, !body.isEmpty {
            parts.append("-d \(shellQuoted(String(decoding: body, as: UTF8.self)))")
        }
        parts.append(shellQuoted(request.url?.absoluteString ?? ""))
        return parts.joined(separator: " ")
    }

    /// One line for a request's outcome: the status code or the error, and the time it took.
    internal static func outcome(
        of request: URLRequest, response: URLResponse?, error: Error?, seconds: Double
    ) -> String {
        let url = request.url?.absoluteString ?? ""
        let milliseconds = Int((seconds * 1000).rounded())
        if let http = response as? HTTPURLResponse {
            return "Response (\(milliseconds) ms) \(http.statusCode) \(url)"
        }
        return "Response (\(milliseconds) ms) \(error.map { "\($0)" } ?? "no response") \(url)"
    }

    private static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
