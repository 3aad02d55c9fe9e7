extension AsyncSequence where Self: Sendable {
    /// An observable that iterates this async sequence in a task for every subscriber.
    ///
    /// ```swift
    /// let lines = FileHandle.standardInput.bytes.lines.asObservable()
    /// ```
    ///
    /// Elements are delivered from the task as they arrive. The observable completes when the
    /// iteration ends (also when the sequence throws `CancellationError`, as in RxSwift) and fails
    /// with any other error. Disposing the subscription cancels the task.
    ///
    /// The sequence must be `Sendable` because each subscriber's task iterates it.
    ///
    /// - Returns: An observable of the sequence's elements.
    public func asObservable() -> Observable<Element> {
        Observable<Element>.create { observer in
            let target = SendableObserver(observer)
            let task = Task {
                do {
                    for try await element in self {
                        target.observer.onNext(element)
                    }
                    target.observer.onCompleted()
                } catch is CancellationError {
                    target.observer.onCompleted()
                } catch {
                    target.observer.onError(error)
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}

extension ObservableType {
    /// An observable of an async sequence's elements; the same as `sequence.asObservable()`.
    ///
    /// ```swift
    /// Observable.from(AsyncStream { continuation in … })
    /// ```
    ///
    /// - Parameter sequence: The async sequence to iterate, once per subscriber.
    /// - Returns: An observable of the sequence's elements.
    public static func from<Sequence: AsyncSequence & Sendable>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Element {
        sequence.asObservable()
    }
}
