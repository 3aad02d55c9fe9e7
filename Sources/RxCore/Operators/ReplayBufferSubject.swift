/// A subject that replays up to `bufferSize` of the latest elements, then the terminal event, to
/// each new observer: what `replay(_:)` and `share(replay:)` multicast through.
///
/// Stop-gap until the public `ReplaySubject` lands; it keeps the same semantics for the cases
/// the sharing operators need.
internal final class ReplayBufferSubject<Element>: Observable<Element>, SubjectType, ObserverType, @unchecked Sendable {
    internal typealias Observer = ReplayBufferSubject<Element>

    // Everything below `queue` is touched only inside operations, which `queue` runs one at a time.
    private let queue = SerializingQueue<SubjectOperation<Element>>()
    private let bufferSize: Int
    private var buffer = RingBuffer<Element>()
    private var observers = ObserverList<Element>()
    private var stopEvent: Event<Element>?

    internal init(bufferSize: Int) {
        self.bufferSize = bufferSize
        super.init()
    }

    deinit {
        observers.deallocate()
    }

    internal func on(_ event: Event<Element>) {
        queue.perform(.event(event)) { operation in self.process(operation) }
    }

    internal func asObserver() -> ReplayBufferSubject<Element> {
        self
    }

    override internal func run(_ observer: AnyObserver<Element>, _ subscription: SingleAssignmentDisposable) {
        let entry = SubjectSubscription(observer: observer) { [weak self] entry in
            self?.queue.perform(.unsubscribe(entry)) { operation in self?.process(operation) }
        }
        subscription.setDisposable(entry)
        queue.perform(.subscribe(entry)) { operation in self.process(operation) }
    }

    private func process(_ operation: SubjectOperation<Element>) {
        switch operation {
        case .event(let event):
            guard stopEvent == nil else { return }
            if case .next(let element) = event {
                buffer.append(element)
                if buffer.count > bufferSize { buffer.removeFirst() }
                observers.dispatch(event)
            } else {
                stopEvent = event
                observers.dispatch(event)
                observers.removeAll()
            }
        case .subscribe(let entry):
            for element in buffer {
                entry.observer.on(.next(element))
            }
            if let stopEvent {
                entry.observer.on(stopEvent)
            } else {
                observers.append(entry)
            }
        case .unsubscribe(let entry):
            observers.remove(entry)
        case .dispose:
            break
        }
    }
}
