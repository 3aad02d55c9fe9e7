extension Observable {
    /// Continues a sequence that ends after at most one element (a trait's source) with another
    /// sequence: on the first element with `onElement(element)`, on completion without one with
    /// `onCompleted()` (or plain completion when it is `nil`). Errors pass through.
    ///
    /// This is `flatMap` for singles and maybes and `andThen` for completables, without the
    /// bookkeeping of a general `flatMap`: once the continuation starts, the source is disposed
    /// and the continuation talks to the downstream directly.
    internal func continued<Result>(
        onElement: ((Element) throws -> Observable<Result>)?,
        onCompleted: (() -> Observable<Result>)?
    ) -> Observable<Result> {
        let source = self
        return Observable<Result>.make { observer, subscription in
            let sink = ContinuationSink(observer: observer, onElement: onElement, onCompleted: onCompleted)
            subscription.setDisposable(CompositeDisposable(sink.upstream, sink.continuation))
            source.run(AnyObserver(sink), sink.upstream)
        }
    }
}

/// The sink behind ``Observable/continued(onElement:onCompleted:)``.
internal final class ContinuationSink<Element, Result>: ObserverType {
    // `observer` is touched only on the source's serialized event path; it is handed to the
    // continuation (or dropped) at the first element or terminal event.
    private var observer: AnyObserver<Result>?
    private let onElement: ((Element) throws -> Observable<Result>)?
    private let onCompleted: (() -> Observable<Result>)?

    /// The subscription to the source.
    internal let upstream = SingleAssignmentDisposable()

    /// The subscription to the continuation.
    internal let continuation = SingleAssignmentDisposable()

    internal init(
        observer: AnyObserver<Result>,
        onElement: ((Element) throws -> Observable<Result>)?,
        onCompleted: (() -> Observable<Result>)?
    ) {
        self.observer = observer
        self.onElement = onElement
        self.onCompleted = onCompleted
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    internal func on(_ event: Event<Element>) {
        guard let observer else { return }
        switch event {
        case .next(let element):
            guard let onElement else { return }
            self.observer = nil
            upstream.dispose()
            let next: Observable<Result>
            do {
                next = try onElement(element)
            } catch {
                observer.on(.error(error))
                return
            }
            next.run(observer, continuation)
        case .error(let error):
            self.observer = nil
            observer.on(.error(error))
            upstream.dispose()
        case .completed:
            self.observer = nil
            upstream.dispose()
            if let onCompleted {
                onCompleted().run(observer, continuation)
            } else {
                observer.on(.completed)
            }
        }
    }
}
