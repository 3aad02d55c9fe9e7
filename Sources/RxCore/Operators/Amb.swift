extension ObservableType {
    /// Mirrors whichever sequence in `sequence` reacts first (emits an element, an error or
    /// completion), and unsubscribes from the others at that moment.
    ///
    /// ```swift
    /// Observable.amb([primaryServer.fetch(), mirror.fetch()])
    /// ```
    ///
    /// An empty `sequence` gives a sequence that never emits.
    ///
    /// - Parameter sequence: The competing sequences; subscribed in order.
    /// - Returns: An observable of the first sequence to react.
    /// - Complexity: O(*n*) for *n* sequences, when subscribing.
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        sequence.reduce(Observable<Element>.never()) { winner, next in winner.amb(next) }
    }

    /// Mirrors whichever of this sequence and `right` reacts first (emits an element, an error or
    /// completion), and unsubscribes from the other at that moment.
    ///
    /// ```swift
    /// response.amb(timeoutSignal)
    /// ```
    ///
    /// This sequence is subscribed first.
    ///
    /// - Parameter right: The competing sequence.
    /// - Returns: An observable of the first sequence to react.
    public func amb<Right: ObservableType>(_ right: Right) -> Observable<Element> where Right.Element == Element {
        let left = asObservable()
        let right = right.asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = AmbSink(observer: observer, subscription: subscription)
            subscription.setDisposable(sink)
            sink.run(left: left, right: right)
        }
    }
}

/// The sink behind `amb`: the first side to deliver an event wins.
internal final class AmbSink<Element>: CombiningSink<Element>, @unchecked Sendable {
    // Sendable: `winner` is touched only inside the inherited ``CombiningSink``'s serialized handlers.
    internal enum Side {
        case left
        case right
    }

    private let leftSubscription = SingleAssignmentDisposable()
    private let rightSubscription = SingleAssignmentDisposable()

    // Serialized.
    private var winner: Side?

    internal func run(left: Observable<Element>, right: Observable<Element>) {
        upstreams.insert(leftSubscription)
        upstreams.insert(rightSubscription)
        left.run(AnyObserver(AmbObserver(sink: self, side: .left)), leftSubscription)
        right.run(AnyObserver(AmbObserver(sink: self, side: .right)), rightSubscription)
    }

    // Serialized.
    internal func handle(_ event: Event<Element>, from side: Side) {
        guard isActive else { return }
        if winner == nil {
            winner = side
            (side == .left ? rightSubscription : leftSubscription).dispose()
        }
        guard winner == side else { return }
        if case .next(let element) = event {
            observer.on(.next(element))
        } else {
            forwardTerminal(event)
        }
    }
}

/// Receives one side's events for an ``AmbSink``.
internal final class AmbObserver<Element>: ObserverType {
    private let sink: AmbSink<Element>
    private let side: AmbSink<Element>.Side

    internal init(sink: AmbSink<Element>, side: AmbSink<Element>.Side) {
        self.sink = sink
        self.side = side
    }

    internal func on(_ event: Event<Element>) {
        sink.serialize(self, event) { observer, event in observer.sink.handle(event, from: observer.side) }
    }
}
