import RxCore
import XCTest

/// Checks every subject must pass, whatever it replays: concurrent publishing, concurrent
/// subscribing and disposing while publishing, and releasing its observers.
///
/// `makeSubject` returns a fresh subject; `initialElement` is what a new subscriber receives
/// before any `onNext` (the value of a `BehaviorSubject`), at most ``elementLimit``.
struct SubjectContract<Subject: AnyObject & SubjectType & ObserverType & Cancelable & Sendable>
where Subject.Element == Int, Subject.Observer == Subject {
    /// The elements published lie below this bound; an initial element may equal it.
    static var elementLimit: Int { 80_000 }

    var initialElement: Int?
    let makeSubject: () -> Subject

    init(initialElement: Int? = nil, makeSubject: @escaping () -> Subject) {
        self.initialElement = initialElement
        self.makeSubject = makeSubject
    }

    /// Eight threads × `perThread` `onNext` calls with three probes subscribed: each probe sees
    /// every element exactly once, never two calls at a time, and `completed` last.
    func assertConcurrentPublishing(
        perThread: Int = 10_000,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let threads = 8
        let total = threads * perThread
        let subject = makeSubject()
        let probes = (0..<3).map { _ in ContractProbe(capacity: Self.elementLimit + 1) }
        let subscriptions = probes.map { subject.subscribe($0) }
        publishConcurrently(to: subject, threads: threads, perThread: perThread)
        subject.onCompleted()
        let expected = 0..<total
        for probe in probes {
            probe.assertContract(
                received: expected,
                initial: initialElement,
                terminal: .completed,
                file: file,
                line: line
            )
        }
        for subscription in subscriptions { subscription.dispose() }
    }

    /// Four threads publish while four others subscribe and dispose over and over, half of them
    /// with an observer (an operator's entry) and half with `subscribe(onNext:…)` (a subscriber
    /// entry, kept without a sink): no subscriber ever sees overlapping calls or a duplicate, a
    /// subscriber that stays sees everything (or `steadyCount` elements), and no observer is left
    /// afterwards.
    func assertConcurrentSubscribeAndDispose(
        steadyCount: Int? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let publishers = 4
        let perThread = 5_000
        let total = publishers * perThread
        let subject = makeSubject()
        let steady = ContractProbe(capacity: Self.elementLimit + 1)
        let steadySubscription = subject.subscribe(steady)
        runConcurrently(threads: publishers * 2) { thread in
            if thread < publishers {
                for value in thread * perThread..<(thread + 1) * perThread { subject.onNext(value) }
                return
            }
            for _ in 0..<500 {
                let probe = ContractProbe(capacity: Self.elementLimit + 1)
                let subscription =
                    thread.isMultiple(of: 2)
                    ? subject.subscribe(probe)
                    : subject.subscribe(
                        onNext: { probe.on(.next($0)) },
                        onError: { probe.on(.error($0)) },
                        onCompleted: { probe.on(.completed) }
                    )
                subscription.dispose()
                XCTAssertFalse(probe.overlapped, "a transient subscriber saw overlapping calls", file: file, line: line)
            }
        }
        subject.onCompleted()
        let expectedCount = steadyCount ?? total + (initialElement == nil ? 0 : 1)
        XCTAssertEqual(steady.count, expectedCount, "the steady subscriber's element count", file: file, line: line)
        XCTAssertFalse(steady.overlapped, file: file, line: line)
        steadySubscription.dispose()
        XCTAssertFalse(
            subject.hasObserversValue, "observers left after every subscription ended", file: file, line: line)
    }

    /// Subscriptions that are never disposed do not keep the subject, its observers or their
    /// closures alive once the subject is dropped.
    func assertReleasesEverythingWhenDropped(file: StaticString = #filePath, line: UInt = #line) {
        weak var weakSubject: Subject?
        weak var weakToken: Token?
        do {
            let subject = makeSubject()
            let token = Token()
            weakSubject = subject
            weakToken = token
            _ = subject.subscribe(onNext: { _ in _ = token })
            _ = subject.subscribe(Recorder<Int>())
            subject.onNext(1)
        }
        XCTAssertNil(weakSubject, "the subject leaked", file: file, line: line)
        XCTAssertNil(weakToken, "a subscriber's closure leaked", file: file, line: line)
    }

    /// Completion, an error and disposal each release the subscribers' closures even while the
    /// caller still holds the subscription.
    func assertReleasesObserversWhenStopped(file: StaticString = #filePath, line: UInt = #line) {
        let stops: [(String, (Subject) -> Void)] = [
            ("completed", { $0.onCompleted() }),
            ("error", { $0.onError(TestError.boom) }),
            ("subscription disposed", { _ in }),
        ]
        for (name, stop) in stops {
            weak var weakToken: Token?
            let subject = makeSubject()
            var subscription: Disposable?
            do {
                let token = Token()
                weakToken = token
                subscription = subject.subscribe(onNext: { _ in _ = token }, onError: { _ in _ = token })
            }
            XCTAssertNotNil(weakToken, "\(name): released too early", file: file, line: line)
            stop(subject)
            if name == "subscription disposed" { subscription?.dispose() }
            XCTAssertNil(weakToken, "\(name): the closures outlived the subscription", file: file, line: line)
            XCTAssertFalse(subject.hasObserversValue, "\(name): observers left", file: file, line: line)
            subscription?.dispose()
        }
    }
}

extension SubjectType {
    /// `hasObservers` of whichever subject this is.
    var hasObserversValue: Bool {
        switch self {
        case let subject as PublishSubject<Element>: return subject.hasObservers
        case let subject as BehaviorSubject<Element>: return subject.hasObservers
        case let subject as ReplaySubject<Element>: return subject.hasObservers
        case let subject as AsyncSubject<Element>: return subject.hasObservers
        default: fatalError("unknown subject \(type(of: self))")
        }
    }
}
