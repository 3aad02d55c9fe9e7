import DiffTestSupport
import Foundation
import RxCore
import RxTest
import SectionedData
import XCTest

private let start = [section("A", [1, 2, 3]), section("B", [4, 5])]
private let threeStages = [section("B", [4, 2]), section("C", [6]), section("A", [3, 1])]
private let grown = [section("B", [4, 2]), section("C", [6]), section("A", [3, 1, 7])]
private let threeStageCalls = [
    update(deletedItems: [path(1, 1)]),
    update(insertedSections: [1], movedSections: [(0, 2)]),
    update(movedItems: [(path(2, 0), path(2, 1)), (path(2, 1), path(0, 1))]),
]

/// A data source that records the events the binding hands it.
@MainActor
private final class EventRecordingDataSource: SectionedDataSource<TestSection>, RxListRendererDataSourceType {
    typealias Element = [TestSection]

    var events: [String] = []

    init() {
        super.init(configureCell: textCell)
    }

    func renderer(_ renderer: any ListRenderer, observedEvent: Event<[TestSection]>) {
        events.append("\(observedEvent)")
    }
}

final class ReactiveListRendererTests: XCTestCase {
    func testAStreamOfSectionsProducesAReloadThenStagedBatchUpdatesInVirtualTime() {
        onMainActor {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([
                .next(150, [section("X", [0])]),
                .next(210, start),
                .next(220, threeStages),
                .next(230, grown),
                .next(500, start),
            ])
            let renderer = RecordingRenderer()
            let dataSource = makeAnimatedDataSource()
            var subscription: Disposable?
            scheduler.scheduleAt(200) {
                MainActor.assumeIsolated {
                    subscription = source.bind(to: renderer.rx.items(dataSource: dataSource))
                    XCTAssertTrue(renderer.dataSource === dataSource)
                }
            }
            scheduler.scheduleAt(400) { subscription?.dispose() }

            scheduler.advanceTo(215)
            assertRenderer(renderer, calls: [.reloadData], shows: start)
            scheduler.advanceTo(225)
            assertRenderer(renderer, calls: [.reloadData] + threeStageCalls, shows: threeStages)
            scheduler.advanceTo(235)
            let calls = [.reloadData] + threeStageCalls + [update(insertedItems: [path(2, 2)])]
            assertRenderer(renderer, calls: calls, shows: grown)

            scheduler.start()
            // Disposed at 400: the element at 500 is not shown, and the data source is detached, so
            // the renderer would show nothing once it reloads.
            assertRenderer(renderer, calls: calls, shows: grown)
            XCTAssertNil(renderer.dataSource)
            XCTAssertEqual(renderer.dataSourceContents(), [])
            XCTAssertEqual(dataSource.sectionModels, grown)
            XCTAssertEqual(source.subscriptions, [Subscription(200, 400)])
        }
    }

    func testRapidElementsDuringAnAnimationAreCoalescedInVirtualTime() {
        onMainActor {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([
                .next(210, start),
                .next(220, threeStages),
                .next(221, [section("A", [1])]),
                .next(222, [section("C", [6])]),
                .next(223, grown),
            ])
            let renderer = RecordingRenderer()
            renderer.holdsAnimations = true
            let dataSource = makeAnimatedDataSource()
            let subscription = source.bind(to: renderer.rx.items(dataSource: dataSource))
            // The first stage of the change at 220 animates until 300.
            scheduler.scheduleAt(300) {
                MainActor.assumeIsolated { renderer.finishAnimation() }
            }
            scheduler.advanceTo(299)
            assertRenderer(
                renderer,
                calls: [.reloadData, threeStageCalls[0]],
                shows: [section("A", [1, 2, 3]), section("B", [4])]
            )
            scheduler.advanceTo(300)
            // From A [1, 2, 3], B [4] straight to `grown`: C comes in, A moves behind it, then the
            // rows change.
            renderer.finishAllAnimations()
            assertRenderer(
                renderer,
                calls: [
                    .reloadData, threeStageCalls[0],
                    update(insertedSections: [1], movedSections: [(0, 2)]),
                    update(
                        insertedItems: [path(2, 2)],
                        movedItems: [(path(2, 0), path(2, 1)), (path(2, 1), path(0, 1))]
                    ),
                ],
                shows: grown
            )
            subscription.dispose()
        }
    }

    func testTheBindingHandsEachElementToACustomDataSource() {
        onMainActor {
            let subject = PublishSubject<[TestSection]>()
            let renderer = RecordingRenderer()
            let dataSource = EventRecordingDataSource()
            let subscription = subject.bind(to: renderer.rx.items(dataSource: dataSource))
            subject.onNext(start)
            subject.onNext([])
            subject.onCompleted()
            XCTAssertEqual(dataSource.events, ["next(\(start))", "next([])"])
            XCTAssertTrue(renderer.dataSource === dataSource)
            subscription.dispose()
        }
    }

    func testASourceErrorIsReportedLikeABinderErrorAndTheRendererKeepsItsSections() {
        onMainActor {
            let reported = ErrorLog()
            Hooks.setBindingErrorHandler { error in reported.append("\(error)") }
            defer { Hooks.setBindingErrorHandler(nil) }
            let subject = PublishSubject<[TestSection]>()
            let renderer = RecordingRenderer()
            let subscription = subject.bind(to: renderer.rx.items(dataSource: makeAnimatedDataSource()))
            subject.onNext(start)
            subject.onError(RxError.timeout)
            XCTAssertEqual(reported.messages, ["Sequence timeout."])
            assertRenderer(renderer, calls: [.reloadData], shows: start)
            XCTAssertNotNil(renderer.dataSource, "the binding keeps the data source until it is disposed")
            subscription.dispose()
            XCTAssertNil(renderer.dataSource)
        }
    }

    func testACompletedSourceLeavesTheSectionsShownUntilDisposal() {
        onMainActor {
            let subject = PublishSubject<[TestSection]>()
            let renderer = RecordingRenderer()
            weak var weakDataSource: SectionedAnimatedDataSource<TestSection>?
            let subscription: Disposable
            do {
                let dataSource = makeAnimatedDataSource()
                weakDataSource = dataSource
                subscription = subject.bind(to: renderer.rx.items(dataSource: dataSource))
            }
            subject.onNext(start)
            subject.onCompleted()
            XCTAssertNotNil(weakDataSource)
            assertRenderer(renderer, calls: [.reloadData], shows: start)
            XCTAssertEqual(renderer.dataSourceContents(), rendered(start))
            subscription.dispose()
            XCTAssertNil(weakDataSource)
        }
    }

    func testModelAtNeedsASectionedDataSource() throws {
        try onMainActor {
            let renderer = RecordingRenderer()
            XCTAssertThrowsError(try renderer.rx.model(at: path(0, 0)) as Row) { error in
                XCTAssertEqual(
                    "\(error)",
                    "The renderer's data source is not a sectioned data source; bind one with rx.items(dataSource:) "
                        + "before asking for models"
                )
            }
            let subscription = Observable.just(start)
                .bind(to: renderer.rx.items(dataSource: makeAnimatedDataSource()))
            XCTAssertEqual(try renderer.rx.model(at: path(1, 0)) as Row, row(4))
            subscription.dispose()
        }
    }
}
