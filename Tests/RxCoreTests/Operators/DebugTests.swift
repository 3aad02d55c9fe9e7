import RxCore
import RxTest
import XCTest

final class DebugTests: RxTestCase {
    /// Strips the `yyyy-MM-dd HH:mm:ss.SSS: ` timestamp after checking its shape.
    private func untimed(_ output: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        output.split(separator: "\n").map { entry in
            let pattern = #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}: "#
            guard let range = entry.range(of: pattern, options: .regularExpression) else {
                XCTFail("no timestamp in \(entry)", file: file, line: line)
                return String(entry)
            }
            return String(entry[range.upperBound...])
        }
    }

    func testPrintsSubscriptionEventsAndDisposal() {
        let recorder = EventRecorder<Int>()
        let output = captureStandardOutput {
            recorder.record(Observable.of(1, 2).debug("numbers"))
        }
        XCTAssertEqual(
            untimed(output),
            [
                "numbers -> subscribed", "numbers -> Event next(1)", "numbers -> Event next(2)",
                "numbers -> Event completed", "numbers -> isDisposed",
            ]
        )
        recorder.assertEvents([.next(1), .next(2), .completed])
    }

    func testPrintsErrorsAndDisposalByTheSubscriber() {
        let subject = PublishSubject<String>()
        var subscription: Disposable?
        let output = captureStandardOutput {
            subscription = subject.debug("words").subscribe(onError: { _ in })
            subject.onNext("hi")
            subscription?.dispose()
            subscription?.dispose()
        }
        XCTAssertEqual(untimed(output), ["words -> subscribed", "words -> Event next(hi)", "words -> isDisposed"])
        XCTAssertFalse(subject.hasObservers)

        let failure = captureStandardOutput {
            EventRecorder<Int>().record(Observable<Int>.error(OperatorTestError.boom).debug("failing"))
        }
        XCTAssertEqual(
            untimed(failure), ["failing -> subscribed", "failing -> Event error(boom)", "failing -> isDisposed"])
    }

    func testTrimOutputShortensLongEvents() {
        let long = String(repeating: "a", count: 30) + String(repeating: "z", count: 30)
        let output = captureStandardOutput {
            EventRecorder<String>().record(Observable.just(long).debug("long", trimOutput: true))
        }
        let lines = untimed(output)
        // "next(" + 60 letters + ")" is 66 characters: its first 20 and last 20 are kept.
        let kept = "next(" + String(repeating: "a", count: 15) + "..." + String(repeating: "z", count: 19) + ")"
        XCTAssertEqual(lines[1], "long -> Event \(kept)")
        XCTAssertEqual(lines[2], "long -> Event completed")
    }

    func testDefaultIdentifierNamesTheCaller() {
        let output = captureStandardOutput {
            EventRecorder<Int>().record(Observable<Int>.empty().debug())
        }
        let first = untimed(output).first ?? ""
        XCTAssertTrue(
            first.hasPrefix("DebugTests.swift:\(#line - 4) (testDefaultIdentifierNamesTheCaller())"),
            first
        )
    }

    func testReleasesEverything() {
        _ = captureStandardOutput {
            assertNoLeaks {
                EventRecorder<Int>().record(Observable.of(1).debug("leak"))
            }
        }
    }
}

// MARK: - Virtual time

extension DebugTests {
    func testMarblePassesEventsThroughAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
        var res: TestableObserver<Int>?
        let output = captureStandardOutput {
            res = scheduler.start { xs.debug("xs") }
        }
        XCTAssertEqual(res?.events, [.next(210, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(
            untimed(output), ["xs -> subscribed", "xs -> Event next(2)", "xs -> Event completed", "xs -> isDisposed"])
    }

    func testMarbleDisposalIsPrinted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(300)])
        let output = captureStandardOutput {
            _ = scheduler.start(disposed: 250) { xs.debug("xs") }
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(untimed(output), ["xs -> subscribed", "xs -> Event next(2)", "xs -> isDisposed"])
    }

    func testMarbleChainsRelease() {
        _ = captureStandardOutput {
            assertMarbleChainsRelease { source, _ in source.debug("leak") }
        }
    }

    func testDisposesTheSourceAfterTerminalEventsOutsideStart() {
        _ = captureStandardOutput {
            assertDisposesTheSourceAfterTerminalEvents { source in source.debug("terminal") }
        }
    }
}
