import Foundation

extension ObservableType {
    /// Splits the elements into groups by key: emits a ``GroupedObservable`` the first time a key
    /// appears, and sends each element to its key's group.
    ///
    /// ```swift
    /// heroes.groupBy(keySelector: \.universe)
    ///     .flatMap { group in group.toArray().map { (group.key, $0) } }
    /// ```
    ///
    /// A group is a hot sequence: it delivers each element as it arrives, so subscribe to it when
    /// it is emitted to get the element that opened it (later subscribers miss what came
    /// before). The source's terminal event ends every group and then the result; an error of
    /// `keySelector` does the same with that error.
    ///
    /// The subscription to the source lasts while the result's subscription or any subscription
    /// to a group lasts, as in RxSwift: disposing the result keeps the groups that are still
    /// observed running, and the source is disposed when the last of them ends.
    ///
    /// - Parameter keySelector: Computes an element's key.
    /// - Returns: An observable of the groups.
    /// - Complexity: O(1) per element (a dictionary lookup), plus the delivery to its group's
    ///   observers; memory grows with the number of distinct keys.
    public func groupBy<Key: Hashable>(
        keySelector: @escaping (Element) throws -> Key
    ) -> Observable<GroupedObservable<Key, Element>> {
        let source = asObservable()
        return Observable<GroupedObservable<Key, Element>>.make { observer, subscription in
            let sink = GroupBySink(observer: observer, keySelector: keySelector)
            subscription.setDisposable(Disposables.create { sink.releaseHolder() })
            sink.upstream.setDisposable(source.subscribe(AnyObserver(eventHandler: sink.on)))
        }
    }
}

/// The state of one `groupBy` subscription: its groups and who keeps the source alive.
///
/// `@unchecked Sendable`: events arrive serialized from the source, which alone calls
/// `observer` and `keySelector`; disposals may come from any thread, so `state` is read and
/// written only under `lock`, and observers are called outside it.
internal final class GroupBySink<Key: Hashable, Element>: @unchecked Sendable {
    private struct State {
        var groups: [Key: PublishSubject<Element>] = [:]
        // The result's subscription and each group subscription hold the source; at zero it is
        // disposed.
        var holders = 1
        var outerReleased = false
        // The result's observer, until it gets its terminal event or its subscription ends:
        // groups hold this sink, and a group kept by the observer's chain must not keep that
        // chain alive through it.
        var observer: AnyObserver<GroupedObservable<Key, Element>>?
        var stopped = false
    }

    private let keySelector: (Element) throws -> Key
    private let lock = NSLock()
    private var state = State()

    /// The subscription to the source.
    internal let upstream = SingleAssignmentDisposable()

    internal init(
        observer: AnyObserver<GroupedObservable<Key, Element>>, keySelector: @escaping (Element) throws -> Key
    ) {
        self.keySelector = keySelector
        state.observer = observer
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    internal func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let key: Key
            do {
                key = try keySelector(element)
            } catch {
                finish(.error(error))
                return
            }
            let lookup: (subject: PublishSubject<Element>, announceTo: AnyObserver<GroupedObservable<Key, Element>>?)? =
                lock.withLock {
                    if state.stopped { return nil }
                    if let subject = state.groups[key] { return (subject, nil) }
                    let subject = PublishSubject<Element>()
                    state.groups[key] = subject
                    return (subject, state.observer)
                }
            guard let lookup else { return }
            lookup.announceTo?.on(.next(GroupedObservable(key: key, source: group(lookup.subject))))
            lookup.subject.on(.next(element))
        case .error, .completed:
            finish(event)
        }
    }

    /// Ends every group with `event`, then the result.
    private func finish(_ event: Event<Element>) {
        let ending: (groups: [PublishSubject<Element>], outer: AnyObserver<GroupedObservable<Key, Element>>?)? =
            lock.withLock {
                if state.stopped { return nil }
                state.stopped = true
                defer {
                    state.groups = [:]
                    state.observer = nil
                }
                return (Array(state.groups.values), state.observer)
            }
        guard let ending else { return }
        for subject in ending.groups {
            subject.on(event)
        }
        if let outer = ending.outer {
            switch event {
            case .error(let error): outer.on(.error(error))
            default: outer.on(.completed)
            }
        }
        upstream.dispose()
    }

    /// The observable of one group: each subscription holds the source while it lasts.
    private func group(_ subject: PublishSubject<Element>) -> Observable<Element> {
        Observable<Element>.make { groupObserver, subscription in
            self.lock.withLock { self.state.holders += 1 }
            let inner = SingleAssignmentDisposable()
            subscription.setDisposable(
                Disposables.create {
                    inner.dispose()
                    self.releaseHolder(group: true)
                }
            )
            inner.setDisposable(subject.subscribe(groupObserver))
        }
    }

    /// Ends one hold on the source (the result's, or a group subscription's).
    internal func releaseHolder(group: Bool = false) {
        let last: Bool = lock.withLock {
            if !group {
                guard !state.outerReleased else { return false }
                state.outerReleased = true
                state.observer = nil
            }
            state.holders -= 1
            return state.holders == 0
        }
        if last {
            upstream.dispose()
            lock.withLock { state.groups = [:] }
        }
    }
}
