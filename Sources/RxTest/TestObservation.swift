import RxCore

/// One subscriber of a hot or cold ``TestableObservable``.
///
/// Holds the observer until the subscriber unsubscribes or receives a terminal event, which is
/// how the observable enforces the Rx grammar for each subscriber and lets go of its observer.
/// `@unchecked Sendable`: `observer` is read and written only under the owning observable's
/// `lock`; `logIndex` is immutable.
internal final class TestObservation<Element>: @unchecked Sendable {
    internal let logIndex: Int
    private var observer: AnyObserver<Element>?

    internal init(observer: AnyObserver<Element>, logIndex: Int) {
        self.observer = observer
        self.logIndex = logIndex
    }

    /// The observer that should receive the next event, or `nil` if it has finished.
    ///
    /// - Parameter isStopEvent: Whether that event is terminal, which finishes the observation.
    internal func target(finishing isStopEvent: Bool) -> AnyObserver<Element>? {
        let target = observer
        if isStopEvent { observer = nil }
        return target
    }

    /// Stops delivery and releases the observer.
    internal func finish() {
        observer = nil
    }
}
