extension Reactive where Base: URLSession {
    /// Sends `request` and emits its HTTP response and body, whatever the status code, then
    /// completes.
    ///
    /// The request starts on subscription, once per subscription; disposing cancels it.
    ///
    /// ```swift
    /// URLSession.shared.rx.response(request: URLRequest(url: url))
    ///     .subscribe(onNext: { response, data in print(response.statusCode, data.count) })
    /// ```
    ///
    /// - Parameter request: The request to send.
    /// - Returns: One `(response, data)` pair, or the session's error,
    ///   ``RxCocoaURLError/nonHTTPResponse(response:)`` or ``RxCocoaURLError/unknown``.
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
        let session = base
        return Observable.create { observer in
            let sendable = SendableObserver(observer)
            let log = Self.logStart(of: request)
            let task = session.dataTask(with: request) { data, response, error in
                log?(response, error)
                guard let response, let data else {
                    sendable.observer.on(.error(error ?? RxCocoaURLError.unknown))
                    return
                }
                guard let httpResponse = response as? HTTPURLResponse else {
                    sendable.observer.on(.error(RxCocoaURLError.nonHTTPResponse(response: response)))
                    return
                }
                sendable.observer.on(.next((httpResponse, data)))
                sendable.observer.on(.completed)
            }
            task.resume()
            return Disposables.create(with: task.cancel)
        }
    }

    /// Sends `request` and emits its body if the status code is in `200..<300`.
    ///
    /// ```swift
    /// URLSession.shared.rx.data(request: URLRequest(url: url))
    ///     .subscribe(onNext: { data in print(data.count) })
    /// ```
    ///
    /// - Parameter request: The request to send.
    /// - Returns: The body, or ``RxCocoaURLError/httpRequestFailed(response:data:)`` with the
    ///   response and the body the server sent, or the errors of ``response(request:)``.
    public func data(request: URLRequest) -> Observable<Data> {
        response(request: request).map { response, data in
            guard 200..<300 ~= response.statusCode else {
                throw RxCocoaURLError.httpRequestFailed(response: response, data: data)
            }
            return data
        }
    }

    /// Sends `request` and emits its body read by `JSONSerialization`.
    ///
    /// ```swift
    /// URLSession.shared.rx.json(request: URLRequest(url: url))
    ///     .subscribe(onNext: { json in print(json as? [String: Any] ?? [:]) })
    /// ```
    ///
    /// - Parameters:
    ///   - request: The request to send.
    ///   - options: How `JSONSerialization` reads the body.
    /// - Returns: The JSON object, or ``RxCocoaURLError/deserializationError(error:)`` if the body is
    ///   not JSON, or the errors of ``data(request:)``.
    public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = []) -> Observable<Any> {
        data(request: request).map { data -> Any in
            do {
                return try JSONSerialization.jsonObject(with: data, options: options)
            } catch {
                throw RxCocoaURLError.deserializationError(error: error)
            }
        }
    }

    /// Sends a GET request for `url` and emits its body read by `JSONSerialization`.
    ///
    /// - Parameter url: The URL to get.
    /// - Returns: The JSON object, or the errors of ``json(request:options:)``.
    public func json(url: URL) -> Observable<Any> {
        json(request: URLRequest(url: url))
    }

    /// In debug builds, prints the request if ``Logging/URLRequests`` asks for it and returns
    /// what prints its outcome; otherwise returns `nil`.
    private static func logStart(of request: URLRequest) -> (@Sendable (URLResponse?, Error?) -> Void)? {
        #if DEBUG
            guard Logging.URLRequests(request) else { return nil }
            print(Logging.curlCommand(for: request))
            let start = Date()
            return { response, error in
                let seconds = Date().timeIntervalSince(start)
                print(Logging.outcome(of: request, response: response, error: error, seconds: seconds))
            }
        #else
            return nil
        #endif
    }
}
