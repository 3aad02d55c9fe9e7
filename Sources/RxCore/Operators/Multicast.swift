extension ObservableType {
    /// Returns a connectable sequence that, once connected, pushes this sequence's events into
    /// `subject`, whose observers are the connectable sequence's observers.
    ///
    /// The same subject serves every connection: after the source terminates, the subject stays
    /// terminated and later subscribers receive just its terminal event (and whatever it replays).
    ///
    /// - Parameter subject: The subject that re-emits the source's events.
    /// - Returns: A connectable observable; call `connect()` to subscribe to the source.
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: { subject })
    }

    /// Returns a connectable sequence that, once connected, pushes this sequence's events into a
    /// subject made by `makeSubject`, whose observers are the connectable sequence's observers.
    ///
    /// A new subject is made for the first subscriber or connection after the previous
    /// connection ended (the source terminated or the connection was disposed), so each
    /// connection starts afresh.
    ///
    /// - Parameter makeSubject: Makes the subject for a connection.
    /// - Returns: A connectable observable; call `connect()` to subscribe to the source.
    public func multicast<Subject: SubjectType>(
        makeSubject: @escaping () -> Subject
    ) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: makeSubject)
    }

    /// Returns a connectable sequence that shares one subscription to this sequence among its
    /// observers, through a `PublishSubject`.
    ///
    /// ```swift
    /// let shared = source.publish()
    /// shared.subscribe(onNext: { print($0) }).disposed(by: bag)
    /// shared.connect().disposed(by: bag)
    /// ```
    ///
    /// Observers see only the events after they subscribe. Each connection after a terminated or
    /// disposed one gets a fresh subject.
    ///
    /// - Returns: A connectable observable; call `connect()` to subscribe to the source.
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject<Element>() })
    }

    /// Returns a connectable sequence that shares one subscription to this sequence and replays
    /// the latest `bufferSize` elements to each new subscriber.
    ///
    /// Each connection after a terminated or disposed one gets a fresh buffer.
    ///
    /// - Parameter bufferSize: How many of the latest elements are replayed; not negative.
    /// - Returns: A connectable observable; call `connect()` to subscribe to the source.
    /// - Complexity: O(`bufferSize`) memory; a new subscriber receives up to `bufferSize` elements at once.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        precondition(bufferSize >= 0, "replay(_:) needs a non-negative buffer size, got \(bufferSize)")
        return multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: bufferSize) })
    }

    /// Returns a connectable sequence that shares one subscription to this sequence and replays
    /// every element to each new subscriber.
    ///
    /// Each connection after a terminated or disposed one gets a fresh buffer.
    ///
    /// - Returns: A connectable observable; call `connect()` to subscribe to the source.
    /// - Complexity: Memory grows with every element of the connection.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.createUnbounded() })
    }
}

/// The connectable observable behind `multicast`, `publish` and `replay`.
internal final class ConnectableObservableAdapter<Subject: SubjectType>: ConnectableObservable<Subject.Element>,
    @unchecked Sendable
{
    // Sendable: `subject` and `connection` are guarded by `lock`; the rest is immutable.
    internal typealias SourceElement = Subject.Observer.Element

    private let source: Observable<SourceElement>
    private let makeSubject: () -> Subject

    // `subject` and `connection` are guarded by `lock`. No lock is held while the source or the
    // subject runs, so events and disposal may call back in.
    private let lock = Lock()
    private var subject: Subject?
    private var connection: MulticastConnection<Subject>?

    internal init(source: Observable<SourceElement>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
        super.init()
    }

    override internal func connect() -> Disposable {
        let (current, isNew) = lock.withLock { () -> (MulticastConnection<Subject>, Bool) in
            if let connection { return (connection, false) }
            let connection = MulticastConnection(parent: self, subjectObserver: currentSubject().asObserver())
            self.connection = connection
            return (connection, true)
        }
        if isNew {
            source.run(AnyObserver(current), current.subscription)
        }
        return current
    }

    override internal func produce(
        _ observer: consuming AnyObserver<Subject.Element>, _ subscription: SingleAssignmentDisposable
    ) {
        let subject = lock.withLock { currentSubject() }
        subject.asObservable().run(observer, subscription)
    }

    /// Forgets `connection` (and its subject) if it is still the current one.
    internal func detach(_ connection: MulticastConnection<Subject>) {
        lock.withLock {
            guard self.connection === connection else { return }
            self.connection = nil
            subject = nil
        }
    }

    // Called with `lock` held.
    private func currentSubject() -> Subject {
        if let subject { return subject }
        let subject = makeSubject()
        self.subject = subject
        return subject
    }
}

/// One connection of a ``ConnectableObservableAdapter``: forwards the source's events to the
/// subject and ends itself (clearing the adapter's subject) when the source terminates.
internal final class MulticastConnection<Subject: SubjectType>: ObserverType, Disposable, @unchecked Sendable {
    // `subjectObserver`, `parent` and `subscription` are immutable; `disposed` is atomic.
    internal let subscription = SingleAssignmentDisposable()
    private let subjectObserver: Subject.Observer
    private let parent: ConnectableObservableAdapter<Subject>
    private let disposed = AtomicCell<Bool>(false)

    internal init(parent: ConnectableObservableAdapter<Subject>, subjectObserver: Subject.Observer) {
        self.parent = parent
        self.subjectObserver = subjectObserver
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    internal func on(_ event: Event<Subject.Observer.Element>) {
        if disposed.load(ordering: .acquiring) { return }
        if event.isStopEvent { dispose() }
        subjectObserver.on(event)
    }

    internal func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        parent.detach(self)
        subscription.dispose()
    }
}
