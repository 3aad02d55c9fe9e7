import Synchronization

/// A subject that re-emits each event to the observers subscribed at that moment.
///
/// Late subscribers do not see earlier elements; after the subject terminates they receive
/// just the terminal event. Thread-safe: `on(_:)`, `subscribe` and `dispose()` may be called from
/// any thread, and each observer still gets its events one at a time and in order.
///
/// ```swift
/// let subject = PublishSubject<String>()
/// subject.subscribe(onNext: { print($0) }).disposed(by: bag)
/// subject.onNext("a")  // prints "a"
/// ```
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    /// The observer type that feeds the subject.
    public typealias Observer = PublishSubject<Element>

    // Operations (events, subscribes, unsubscribes) run one at a time through `queue`; the
    // fields below marked "owner" are touched only inside them.
    @usableFromInline
    internal let queue = SerializingQueue<SubjectOperation<Element>>()

    @usableFromInline
    @exclusivity(unchecked)
    internal var observers = ObserverList<Element>()  // owner

    @usableFromInline
    @exclusivity(unchecked)
    internal var stopEvent: Event<Element>?  // owner

    @usableFromInline
    @exclusivity(unchecked)
    internal var disposedByOwner = false  // owner

    @usableFromInline
    internal let observerCount = Atomic<Int>(0)

    @usableFromInline
    internal let disposed = Atomic<Bool>(false)

    /// Creates a subject with no observers.
    public override init() {
        super.init()
    }

    deinit {
        observers.deallocate()
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool {
        observerCount.load(ordering: .acquiring) > 0
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    /// Re-emits `event` to every current observer; ignored after a terminal event or disposal.
    ///
    /// - Parameter event: The event to broadcast.
    @inlinable
    public func on(_ event: Event<Element>) {
        queue.perform(.event(event)) { operation in self.process(operation) }
    }

    /// Returns the subject itself as its observer side.
    ///
    /// - Returns: `self`.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Releases all observers; later subscribers receive `RxError.disposed`.
    public func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        queue.perform(.dispose) { operation in self.process(operation) }
    }

    @inlinable
    override internal func run(_ observer: AnyObserver<Element>, _ subscription: SingleAssignmentDisposable) {
        let entry = SubjectSubscription(observer: observer, unsubscribe: unsubscribe)
        subscription.setDisposable(entry)
        queue.perform(.subscribe(entry)) { operation in self.process(operation) }
    }

    @inlinable
    internal func unsubscribe(_ entry: SubjectSubscription<Element>) {
        queue.perform(.unsubscribe(entry)) { operation in self.process(operation) }
    }

    @inlinable
    internal func process(_ operation: SubjectOperation<Element>) {
        switch operation {
        case .event(let event):
            guard stopEvent == nil, !disposedByOwner else { return }
            if event.isStopEvent {
                stopEvent = event
                observerCount.store(0, ordering: .releasing)
                observers.dispatch(event)
                observers.removeAll()
            } else {
                observers.dispatch(event)
            }
        case .subscribe(let entry):
            if disposedByOwner {
                entry.observer.on(.error(RxError.disposed(object: self)))
            } else if let stopEvent {
                entry.observer.on(stopEvent)
            } else {
                observers.append(entry)
                observerCount.store(observers.count, ordering: .releasing)
            }
        case .unsubscribe(let entry):
            observers.remove(entry)
            observerCount.store(observers.count, ordering: .releasing)
        case .dispose:
            disposedByOwner = true
            observers.removeAll()
            stopEvent = nil
            observerCount.store(0, ordering: .releasing)
        }
    }
}
