/// How a ``SharedSequence`` shares its source and where it delivers: ``DriverSharingStrategy``
/// and ``SignalSharingStrategy``.
public protocol SharingStrategyProtocol {
    /// The scheduler the sequences deliver on and run their timers on.
    static var scheduler: SchedulerType { get }

    /// Shares `source` between the subscribers of a sequence with this strategy.
    ///
    /// - Parameter source: The source to share.
    /// - Returns: The shared source.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that can be viewed as a ``SharedSequence``.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The sharing strategy: ``DriverSharingStrategy`` or ``SignalSharingStrategy``.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// Returns the shared sequence this value represents.
    ///
    /// - Returns: A ``SharedSequence`` with the same events.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

/// An observable sequence for UI code: it never fails, delivers on the main scheduler and shares
/// one subscription to its source between its subscribers. ``Driver`` and ``Signal`` are its two
/// flavours.
///
/// Build one from an observable with `asDriver(onErrorJustReturn:)` and its relatives (which
/// decide what happens to errors), or with `Driver.just`, `Driver.of`, `Driver.from`; transform it
/// with the operators defined on it, which keep the guarantees; consume it with `drive` or `emit`.
///
/// ```swift
/// let results: Driver<[Hero]> = query.asObservable()
///     .flatMapLatest { api.search($0) }
///     .asDriver(onErrorJustReturn: [])
/// results.drive(onNext: { table.show($0) }).disposed(by: bag)
/// ```
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType,
    Sendable
{
    /// The shared source.
    @usableFromInline
    internal let source: Observable<Element>

    /// Shares `source` with the strategy; `source` must not fail and must deliver on the
    /// strategy's scheduler.
    internal init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source` as it is: it must already honour the guarantees (and be shared, or cheap
    /// enough not to need it).
    internal init(raw source: Observable<Element>) {
        self.source = source
    }

    /// Returns the events as an ``Observable``.
    ///
    /// - Returns: The shared source.
    public func asObservable() -> Observable<Element> {
        source
    }

    /// Returns `self`.
    ///
    /// - Returns: This shared sequence.
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }
}

extension SharedSequence {
    /// A sequence that emits `element` on the sharing scheduler and completes.
    ///
    /// - Parameter element: The element.
    /// - Returns: The sequence.
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that completes on the sharing scheduler without elements.
    ///
    /// - Returns: The sequence.
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that never emits anything.
    ///
    /// - Returns: The sequence.
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// A sequence of `elements`, emitted one scheduled action at a time on the sharing scheduler.
    ///
    /// - Parameter elements: The elements.
    /// - Returns: The sequence.
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        from(elements)
    }

    /// A sequence of the array's elements, emitted on the sharing scheduler.
    ///
    /// - Parameter array: The elements.
    /// - Returns: The sequence.
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence of the sequence's elements, emitted on the sharing scheduler.
    ///
    /// - Parameter sequence: The elements.
    /// - Returns: The sequence.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element>
    where Sequence.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence of the optional's value, if any, emitted on the sharing scheduler.
    ///
    /// - Parameter optional: The value, or `nil` for an empty sequence.
    /// - Returns: The sequence.
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence made anew for each subscription by `factory`.
    ///
    /// - Parameter factory: Builds the sequence for one subscription.
    /// - Returns: The sequence.
    public static func deferred(
        _ factory: @escaping () -> SharedSequence<SharingStrategy, Element>
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.deferred { factory().asObservable() })
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// Emits 0, 1, 2, … every `period` on the sharing scheduler.
    ///
    /// - Parameter period: The time between two elements, and before the first.
    /// - Returns: An endless sequence of counts.
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// Emits 0 after `dueTime` (and, with a `period`, 1, 2, … every `period`) on the sharing
    /// scheduler.
    ///
    /// - Parameters:
    ///   - dueTime: The time before the first element.
    ///   - period: The time between later elements; `nil` for a single element.
    /// - Returns: The timer sequence.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
