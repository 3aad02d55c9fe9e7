import RxCore

/// Records the events of a sequence as text, `next(…)`, `error(…)` or `completed`.
@MainActor
final class EventLog<Element> {
    var events: [String] = []
    var disposable: Disposable?

    init(_ source: Observable<Element>) {
        disposable = source.subscribe { [unowned self] event in
            MainActor.assumeIsolated { self.events.append("\(event)") }
        }
    }
}
