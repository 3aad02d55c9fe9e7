extension ObservableType {
    /// Returns a sequence that owns a resource for as long as its subscription lasts.
    ///
    /// For every subscriber, `resourceFactory` creates the resource and `observableFactory` builds
    /// the sequence from it. The resource is disposed after the subscription to that sequence, when
    /// the subscriber disposes or the sequence terminates:
    ///
    /// ```swift
    /// // `Connection` is a `Disposable` that closes itself; `rows` is an `Observable` it serves.
    /// let rows = Observable.using({ Connection(to: database) }, observableFactory: { $0.rows })
    /// ```
    ///
    /// - Parameters:
    ///   - resourceFactory: Creates the resource; if it throws, the subscriber receives the error.
    ///   - observableFactory: Builds the sequence that uses the resource; if it throws, the
    ///     subscriber receives the error and the resource is disposed.
    /// - Returns: An observable whose subscriptions each own a fresh resource.
    @inlinable
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Observable<Element>.make { observer, subscription in
            let resource: Resource
            do {
                resource = try resourceFactory()
            } catch {
                observer.on(.error(error))
                return
            }
            let upstream = SingleAssignmentDisposable()
            let sink = UsingSink(observer: observer, upstream: upstream, resource: resource)
            subscription.setDisposable(sink)
            if subscription.isDisposed { return }
            let source: Observable<Element>
            do {
                source = try observableFactory(resource)
            } catch {
                observer.on(.error(error))
                sink.dispose()
                return
            }
            source.run(AnyObserver(sink), upstream)
        }
    }
}

/// Forwards the events of `using`'s sequence and disposes its subscription, then the resource,
/// exactly once.
@usableFromInline
internal final class UsingSink<Element, Resource: Disposable>: ObserverType, Disposable, @unchecked Sendable {
    @usableFromInline
    internal let observer: AnyObserver<Element>

    @usableFromInline
    internal let upstream: SingleAssignmentDisposable

    // Only the thread that wins the `disposed` exchange touches `resource` after `init`.
    @usableFromInline
    internal let disposed = AtomicCell<Bool>(false)

    @usableFromInline
    @exclusivity(unchecked)
    internal var resource: Resource?

    @inlinable
    internal init(observer: AnyObserver<Element>, upstream: SingleAssignmentDisposable, resource: Resource) {
        self.observer = observer
        self.upstream = upstream
        self.resource = resource
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Element>) {
        observer.on(event)
        if event.isStopEvent { dispose() }
    }

    @usableFromInline
    internal func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        upstream.dispose()
        let resource = self.resource
        self.resource = nil
        resource?.dispose()
    }
}
