import DiffTestSupport
import Dispatch
import Foundation
import RxCore
import SectionedData
import XCTest

private let start = [section("A", [1, 2, 3]), section("B", [4, 5])]
private let next = [section("A", [1, 3]), section("B", [4, 5])]

final class ListRendererBindingTests: XCTestCase {
    func testElementsFromABackgroundThreadAreAppliedOnTheMainThread() {
        onMainActor {
            let subject = PublishSubject<[TestSection]>()
            let renderer = RecordingRenderer()
            var threads: [Bool] = []
            let dataSource = makeAnimatedDataSource()
            dataSource.configureCell = { _, _, _, row in
                threads.append(Thread.isMainThread)
                return TextCell(text: "\(row)")
            }
            let subscription = subject.bind(to: renderer.rx.items(dataSource: dataSource))
            let sent = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                subject.onNext(start)
                subject.onNext(next)
                sent.signal()
            }
            XCTAssertEqual(sent.wait(timeout: .now() + 30), .success)
            // The main thread was blocked: nothing has been applied yet.
            XCTAssertEqual(renderer.calls, [])
            spinMainRunLoop { renderer.calls.count == 2 }
            assertRenderer(renderer, calls: [.reloadData, update(deletedItems: [path(0, 1)])], shows: next)
            XCTAssertFalse(threads.isEmpty)
            XCTAssertEqual(Set(threads), [true])
            subscription.dispose()
        }
    }

    func testElementsQueuedForTheMainThreadAreDroppedOnceTheBindingIsDisposed() {
        onMainActor {
            let subject = PublishSubject<[TestSection]>()
            let renderer = RecordingRenderer()
            // Disposables may be disposed from any thread; the protocol does not say `Sendable`.
            nonisolated(unsafe) let subscription = subject.bind(
                to: renderer.rx.items(dataSource: makeAnimatedDataSource())
            )
            subject.onNext(start)
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                subject.onNext(next)
                // Disposed from a background thread while the element waits for the main queue.
                subscription.dispose()
                done.signal()
            }
            XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
            XCTAssertNotNil(renderer.dataSource, "detaching waits for the main queue")
            // The binding's scheduler queued the element before the detaching, and the main queue
            // runs them in that order: once the data source is detached, the element has had its
            // turn, and this binding queues nothing after the detaching.
            spinMainRunLoop { renderer.dataSource == nil }
            assertRenderer(renderer, calls: [.reloadData], shows: start)
        }
    }

    func testDisposalStopsUpdatesDuringAnAnimationAndReleasesRendererAndDataSource() {
        onMainActor {
            let resourcesBefore = Resources.total
            weak var weakRenderer: RecordingRenderer?
            weak var weakDataSource: SectionedAnimatedDataSource<TestSection>?
            do {
                let subject = PublishSubject<[TestSection]>()
                let renderer = RecordingRenderer()
                renderer.holdsAnimations = true
                let dataSource = makeAnimatedDataSource()
                weakRenderer = renderer
                weakDataSource = dataSource
                let subscription = subject.bind(to: renderer.rx.items(dataSource: dataSource))
                subject.onNext(start)
                subject.onNext(next)
                subject.onNext(start)
                XCTAssertTrue(renderer.isAnimating)
                subscription.dispose()
                subject.onNext(next)
                XCTAssertNil(renderer.dataSource)
                // The held completion ends the animation; the element that waited is dropped.
                renderer.finishAllAnimations()
                assertRenderer(renderer, calls: [.reloadData, update(deletedItems: [path(0, 1)])], shows: next)
                XCTAssertFalse(dataSource.isAnimating)
                XCTAssertFalse(subject.hasObservers)
            }
            XCTAssertNil(weakRenderer, "the renderer leaked")
            XCTAssertNil(weakDataSource, "the data source leaked")
            XCTAssertEqual(Resources.total, resourcesBefore, "RxCore objects leaked")
        }
    }

    func testNoReferenceCycleWhileAnAnimationIsHeld() {
        onMainActor {
            weak var weakDataSource: SectionedAnimatedDataSource<TestSection>?
            let renderer = RecordingRenderer()
            renderer.holdsAnimations = true
            do {
                let subject = PublishSubject<[TestSection]>()
                let dataSource = makeAnimatedDataSource()
                weakDataSource = dataSource
                let subscription = subject.bind(to: renderer.rx.items(dataSource: dataSource))
                subject.onNext(start)
                subject.onNext(next)
                subscription.dispose()
            }
            // The renderer still holds the completion of the running animation, but not the data
            // source.
            XCTAssertTrue(renderer.isAnimating)
            XCTAssertNil(weakDataSource)
            renderer.finishAllAnimations()
            XCTAssertEqual(renderer.calls, [.reloadData, update(deletedItems: [path(0, 1)])])
            XCTAssertEqual(renderer.problems, [])
        }
    }

    func testTheBindingHoldsTheRendererWeakly() {
        onMainActor {
            let subject = PublishSubject<[TestSection]>()
            weak var weakRenderer: RecordingRenderer?
            let dataSource = makeAnimatedDataSource()
            let subscription: Disposable
            do {
                let renderer = RecordingRenderer()
                weakRenderer = renderer
                subscription = subject.bind(to: renderer.rx.items(dataSource: dataSource))
                subject.onNext(start)
            }
            XCTAssertNil(weakRenderer)
            // Elements for a renderer that is gone are ignored.
            subject.onNext(next)
            XCTAssertEqual(dataSource.sectionModels, start)
            subscription.dispose()
        }
    }

    func testRebindingAfterDisposalAnimatesFromWhatIsShown() {
        onMainActor {
            let renderer = RecordingRenderer()
            let dataSource = makeAnimatedDataSource()
            Observable.just(start).bind(to: renderer.rx.items(dataSource: dataSource)).dispose()
            XCTAssertNil(renderer.dataSource)
            let subscription = Observable.just(next).bind(to: renderer.rx.items(dataSource: dataSource))
            assertRenderer(renderer, calls: [.reloadData, update(deletedItems: [path(0, 1)])], shows: next)
            subscription.dispose()
        }
    }

    func testDisposingAnOldBindingDoesNotDetachANewerDataSource() {
        onMainActor {
            let renderer = RecordingRenderer()
            let first = makeAnimatedDataSource()
            let second = makeAnimatedDataSource()
            let firstSubscription = Observable.just(start).bind(to: renderer.rx.items(dataSource: first))
            let secondSubscription = Observable.just(next).bind(to: renderer.rx.items(dataSource: second))
            firstSubscription.dispose()
            XCTAssertTrue(renderer.dataSource === second)
            secondSubscription.dispose()
            XCTAssertNil(renderer.dataSource)
        }
    }
}

extension ListRendererBindingTests {
    func testElementsEmittedFromMainSchedulerWorkAreAppliedAtOnce() {
        onMainActor {
            let subject = PublishSubject<[TestSection]>()
            let renderer = RecordingRenderer()
            let subscription = subject.bind(to: renderer.rx.items(dataSource: makeAnimatedDataSource()))
            var callsInsideTheWork: [RendererCall] = []
            // As from an upstream `observe(on: MainScheduler.instance)`.
            _ = MainScheduler.instance.schedule(()) { _ in
                subject.onNext(start)
                callsInsideTheWork = MainActor.assumeIsolated { renderer.calls }
                return Disposables.create()
            }
            XCTAssertEqual(callsInsideTheWork, [.reloadData])
            subscription.dispose()
        }
    }
}
