/// The errors of `URLSession.rx`'s requests, as RxCocoa names them.
///
/// ```swift
/// session.rx.data(request: request)
///     .subscribe(onError: { error in
///         if case RxCocoaURLError.httpRequestFailed(let response, _) = error {
///             print("status", response.statusCode)
///         }
///     })
/// ```
public enum RxCocoaURLError: Error {
    /// The session reported neither a response nor an error.
    case unknown
    /// The response is not an HTTP response (for example a `file:` URL's).
    case nonHTTPResponse(response: URLResponse)
    /// The HTTP status code is outside `200..<300`; `data` is the body the server sent.
    case httpRequestFailed(response: HTTPURLResponse, data: Data?)
    /// The body could not be read as JSON.
    case deserializationError(error: Error)
}

extension RxCocoaURLError: CustomStringConvertible, CustomDebugStringConvertible {
    /// What went wrong, with the status code, the URL or the underlying error.
    public var description: String {
        switch self {
        case .unknown:
            return "RxCocoaURLError.unknown: the session returned neither a response nor an error"
        case .nonHTTPResponse(let response):
            return
                "RxCocoaURLError.nonHTTPResponse: \(response.url?.absoluteString ?? "no URL") is not an HTTP response"
        case .httpRequestFailed(let response, let data):
            let url = response.url?.absoluteString ?? "no URL"
            return "RxCocoaURLError.httpRequestFailed: status \(response.statusCode) from \(url)"
                + " (\(data?.count ?? 0) bytes of body)"
        case .deserializationError(let error):
            return "RxCocoaURLError.deserializationError: \(error)"
        }
    }

    /// The same text as ``description``.
    public var debugDescription: String {
        description
    }
}
