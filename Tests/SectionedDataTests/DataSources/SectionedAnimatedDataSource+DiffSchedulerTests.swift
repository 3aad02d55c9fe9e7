import DiffTestSupport
import Foundation
import RxCore
import RxTest
import SectionedData
import XCTest

private let start = StageFixtures.start
private let threeStages = StageFixtures.threeStages
private let threeStageCalls = StageFixtures.threeStageCalls

/// A recording renderer showing `start` through a data source that diffs on `scheduler`.
@MainActor
private func loaded(
    on scheduler: any ImmediateSchedulerType,
    log: LogRecorder? = nil,
    threshold: Int = 0
) -> (RecordingRenderer, SectionedAnimatedDataSource<TestSection>) {
    let renderer = RecordingRenderer()
    let dataSource = makeAnimatedDataSource(log: log, diffScheduler: scheduler, backgroundDiffThreshold: threshold)
    renderer.dataSource = dataSource
    dataSource.renderer(renderer, observedEvent: .next(start))
    return (renderer, dataSource)
}

final class SectionedAnimatedDataSourceDiffSchedulerTests: XCTestCase {
    func testALargeChangeIsDiffedOnTheSchedulerAndAppliedWhenTheDiffReturns() {
        onMainActor {
            let scheduler = TestScheduler(initialClock: 0)
            let (renderer, dataSource) = loaded(on: scheduler)
            assertRenderer(renderer, calls: [.reloadData], shows: start)

            dataSource.renderer(renderer, observedEvent: .next(threeStages))
            XCTAssertTrue(dataSource.isDiffing)
            XCTAssertEqual(dataSource.sectionModels, start, "nothing changes before the diff returns")
            assertRenderer(renderer, calls: [.reloadData], shows: start)

            scheduler.advanceTo(1)
            XCTAssertFalse(dataSource.isDiffing)
            assertRenderer(renderer, calls: [.reloadData] + threeStageCalls, shows: threeStages)
            XCTAssertEqual(dataSource.sectionModels, threeStages)
        }
    }

    func testChangesBelowTheThresholdAreDiffedAtOnce() {
        onMainActor {
            let scheduler = TestScheduler(initialClock: 0)
            // start has 5 items and threeStages 5: 10 in all.
            let (renderer, dataSource) = loaded(on: scheduler, threshold: 11)
            dataSource.renderer(renderer, observedEvent: .next(threeStages))
            XCTAssertFalse(dataSource.isDiffing)
            assertRenderer(renderer, calls: [.reloadData] + threeStageCalls, shows: threeStages)

            dataSource.backgroundDiffThreshold = 10
            dataSource.renderer(renderer, observedEvent: .next(start))
            XCTAssertTrue(dataSource.isDiffing, "10 items reach a threshold of 10")
        }
    }

    func testListsArrivingDuringADiffWaitAndOnlyTheNewestIsDiffedFromWhatIsShown() {
        onMainActor {
            let scheduler = ManualScheduler()
            let (renderer, dataSource) = loaded(on: scheduler)
            var decisions: [Int] = []
            dataSource.decideViewTransition = { _, _, stages in
                decisions.append(stages.count)
                return .animated
            }
            dataSource.renderer(renderer, observedEvent: .next(threeStages))
            dataSource.renderer(renderer, observedEvent: .next([section("Z", [99])]))
            let newest = [section("A", [1, 3, 2]), section("B", [4, 5])]
            dataSource.renderer(renderer, observedEvent: .next(newest))
            XCTAssertEqual(scheduler.pendingCount, 1, "one diff at a time")

            // The first diff was superseded before it started: it delivers nothing to apply, and
            // the newest list is diffed from what is shown.
            scheduler.runNext()
            XCTAssertTrue(dataSource.isDiffing)
            assertRenderer(renderer, calls: [.reloadData], shows: start)
            XCTAssertEqual(decisions, [])

            scheduler.runAll()
            assertRenderer(
                renderer,
                calls: [.reloadData, update(movedItems: [(path(0, 1), path(0, 2))])],
                shows: newest
            )
            XCTAssertEqual(decisions, [1], "only the newest list's diff is applied")
        }
    }

    func testADiffSupersededWhileItRunsIsDroppedAndNeverApplied() {
        onMainActor {
            let scheduler = ManualScheduler()
            let (renderer, dataSource) = loaded(on: scheduler)
            dataSource.renderer(renderer, observedEvent: .next(threeStages))
            // The diff runs on another thread; its result waits on the main queue.
            scheduler.runNextOnAnotherThread()
            XCTAssertTrue(dataSource.isDiffing)
            let newest = [section("B", [5, 4])]
            dataSource.renderer(renderer, observedEvent: .next(newest))

            spinMainRunLoop(until: { scheduler.pendingCount > 0 })
            // The stale result was dropped: nothing was applied, and the newest list waits for its
            // own diff.
            assertRenderer(renderer, calls: [.reloadData], shows: start)
            XCTAssertTrue(dataSource.isDiffing)

            scheduler.runNextOnAnotherThread()
            spinMainRunLoop(until: { !dataSource.isDiffing })
            assertRenderer(
                renderer,
                calls: [.reloadData, update(deletedSections: [0]), update(movedItems: [(path(0, 0), path(0, 1))])],
                shows: newest
            )
        }
    }

    func testListsArrivingDuringAnAnimationAreDiffedInTheBackgroundFromWhatIsShownWhenItEnds() {
        onMainActor {
            let scheduler = ManualScheduler()
            let (renderer, dataSource) = loaded(on: scheduler)
            renderer.holdsAnimations = true
            dataSource.renderer(renderer, observedEvent: .next(threeStages))
            scheduler.runAll()
            assertRenderer(
                renderer,
                calls: [.reloadData, threeStageCalls[0]],
                shows: [section("A", [1, 2, 3]), section("B", [4])]
            )
            let newest = StageFixtures.newest
            dataSource.renderer(renderer, observedEvent: .next(newest))
            XCTAssertEqual(scheduler.pendingCount, 0, "nothing is diffed while an animation runs")

            renderer.finishAnimation()
            // The rest of the interrupted change is skipped; the newest list is diffed from
            // A [1, 2, 3], B [4].
            XCTAssertTrue(dataSource.isDiffing)
            XCTAssertEqual(dataSource.sectionModels, [section("A", [1, 2, 3]), section("B", [4])])
            scheduler.runAll()
            renderer.finishAllAnimations()
            assertRenderer(
                renderer,
                calls: [.reloadData, threeStageCalls[0]] + StageFixtures.callsFromTheFirstStageToNewest,
                shows: newest
            )
            XCTAssertFalse(dataSource.isAnimating)
            XCTAssertFalse(dataSource.isDiffing)
        }
    }

    func testARendererThatLeavesTheScreenDuringADiffIsReloadedWithTheNewList() {
        onMainActor {
            let scheduler = ManualScheduler()
            let (renderer, dataSource) = loaded(on: scheduler)
            dataSource.renderer(renderer, observedEvent: .next(threeStages))
            renderer.isOnScreen = false
            scheduler.runAll()
            assertRenderer(renderer, calls: [.reloadData, .reloadData], shows: threeStages)
            XCTAssertEqual(dataSource.sectionModels, threeStages)
        }
    }

    func testARendererThatLostItsDataSourceDuringADiffGetsNothing() {
        onMainActor {
            let scheduler = ManualScheduler()
            let (renderer, dataSource) = loaded(on: scheduler)
            dataSource.renderer(renderer, observedEvent: .next(threeStages))
            dataSource.renderer(renderer, observedEvent: .next(start))
            renderer.dataSource = nil
            scheduler.runAll()
            XCTAssertEqual(renderer.calls, [.reloadData])
            XCTAssertEqual(dataSource.sectionModels, start)
            XCTAssertFalse(dataSource.isDiffing)
        }
    }

    func testAListForAnotherRendererThatArrivesDuringADiffIsShownThereWhenTheDiffReturns() {
        onMainActor {
            let scheduler = ManualScheduler()
            let (first, dataSource) = loaded(on: scheduler)
            dataSource.renderer(first, observedEvent: .next(threeStages))
            // Rebound: the first renderer loses the data source, another one gets it.
            first.dataSource = nil
            let second = RecordingRenderer()
            second.dataSource = dataSource
            dataSource.renderer(second, observedEvent: .next(StageFixtures.newest))
            scheduler.runAll()
            XCTAssertEqual(first.calls, [.reloadData])
            assertRenderer(second, calls: [.reloadData], shows: StageFixtures.newest)
        }
    }

    func testARepeatedIdentityFoundInTheBackgroundIsLoggedAndReloaded() {
        onMainActor {
            let scheduler = ManualScheduler()
            let log = LogRecorder()
            let (renderer, dataSource) = loaded(on: scheduler, log: log)
            let repeated = [section("A", [1, 1])]
            dataSource.renderer(renderer, observedEvent: .next(repeated))
            scheduler.runAll()
            XCTAssertEqual(renderer.calls, [.reloadData, .reloadData])
            XCTAssertEqual(renderer.shown, rendered(repeated))
            XCTAssertEqual(dataSource.sectionModels, repeated)
            XCTAssertEqual(log.messages.count, 1)
            XCTAssertTrue(log.messages[0].contains("reloading instead"), log.messages[0])

            // The next diff starts from the repeated identity, so it reloads too, without
            // logging it again; the list after it animates.
            dataSource.renderer(renderer, observedEvent: .next([section("A", [1])]))
            scheduler.runAll()
            XCTAssertEqual(renderer.calls, [.reloadData, .reloadData, .reloadData])
            dataSource.renderer(renderer, observedEvent: .next([section("A", [1, 2])]))
            scheduler.runAll()
            assertRenderer(
                renderer,
                calls: [.reloadData, .reloadData, .reloadData, update(insertedItems: [path(0, 1)])],
                shows: [section("A", [1, 2])]
            )
            XCTAssertEqual(log.messages.count, 1)
        }
    }

    func testARowMovedDuringADiffIsDiffedAgainFromWhatIsShown() {
        onMainActor {
            let scheduler = ManualScheduler()
            let (renderer, dataSource) = loaded(on: scheduler)
            let target = [section("A", [3, 2, 1]), section("B", [4, 5])]
            dataSource.renderer(renderer, observedEvent: .next(target))
            // The user drags row 1 to the end of section B; the diff running from `start` is stale.
            dataSource.moveItem(from: path(0, 0), to: path(1, 2))
            scheduler.runNext()
            XCTAssertTrue(dataSource.isDiffing, "diffing again from the moved sections")
            XCTAssertEqual(dataSource.sectionModels, [section("A", [2, 3]), section("B", [4, 5, 1])])
            scheduler.runAll()
            XCTAssertEqual(
                renderer.calls,
                [.reloadData, update(movedItems: [(path(0, 0), path(0, 1)), (path(1, 2), path(0, 2))])]
            )
            XCTAssertEqual(dataSource.sectionModels, target)
        }
    }

    func testTheDefaultSchedulerDiffsOffTheMainThreadAndAppliesOnIt() {
        onMainActor {
            let renderer = RecordingRenderer()
            let dataSource = SectionedAnimatedDataSource<TestSection>(
                configureCell: textCell,
                titleForHeaderInSection: { dataSource, index in dataSource[section: index].model.title }
            )
            XCTAssertNotNil(dataSource.diffScheduler)
            XCTAssertEqual(dataSource.backgroundDiffThreshold, 50_000)
            renderer.dataSource = dataSource
            let large = [section("A", Array(0..<25_000))]
            dataSource.renderer(renderer, observedEvent: .next(large))
            let edited = [section("A", Array(1..<25_000) + [25_000])]
            dataSource.renderer(renderer, observedEvent: .next(edited))
            XCTAssertTrue(dataSource.isDiffing)
            spinMainRunLoop(until: { !dataSource.isDiffing })
            XCTAssertEqual(
                renderer.calls,
                [.reloadData, update(deletedItems: [path(0, 0)], insertedItems: [path(0, 24_999)])]
            )
            XCTAssertEqual(renderer.problems, [])
            XCTAssertEqual(dataSource.sectionModels, edited)
        }
    }
}

/// A data source for `Section`, rows showing their description; generic code that does not know
/// whether `Section` is `Sendable`.
@MainActor
private func makeGenericDataSource<Section: AnimatableSectionModelType>(
    _: Section.Type,
    diffScheduler: (any ImmediateSchedulerType)?
) -> SectionedAnimatedDataSource<Section> {
    SectionedAnimatedDataSource<Section>(
        diffScheduler: diffScheduler,
        backgroundDiffThreshold: 0,
        configureCell: { _, _, _, item in TextCell(text: "\(item)") }
    )
}

/// A struct that is not `public` and declares no `Sendable`: Swift infers it.
private struct InferredItem: IdentifiableType, Equatable {
    let id: Int
    var name: String
    var identity: Int { id }
}

/// A subclass that calls `super.init` with a `Sendable` section type.
private final class CallingSubclass: SectionedAnimatedDataSource<TestSection> {
    init() {
        super.init(configureCell: textCell)
    }
}

/// A subclass that inherits the initializers.
private final class InheritingSubclass: SectionedAnimatedDataSource<TestSection> {}

extension SectionedAnimatedDataSourceDiffSchedulerTests {
    func testASendableModelDiffsOffTheMainThreadWithTheDefaultScheduler() {
        onMainActor {
            let dataSource = SectionedAnimatedDataSource<TestSection>(configureCell: textCell)
            XCTAssertTrue(dataSource.diffsOffMainThread)
            XCTAssertTrue(dataSource.diffScheduler is ConcurrentDispatchQueueScheduler)
            XCTAssertEqual(
                dataSource.backgroundDiffThreshold,
                SectionedAnimatedDataSource<TestSection>.defaultBackgroundDiffThreshold)
        }
    }

    func testAModelThatIsNotSendableHasNoDefaultSchedulerAndIgnoresOneSetSoItsEqualityStaysOnTheMainThread() {
        onMainActor {
            let log = ThreadLog()
            let scheduler = ManualScheduler()
            func items(_ ids: [Int]) -> [MutableItem] { ids.map { MutableItem($0, log: log) } }
            let dataSource = SectionedAnimatedDataSource<MutableSection>(
                configureCell: { _, _, _, item in TextCell(text: "\(item)") })
            XCTAssertFalse(dataSource.diffsOffMainThread)
            XCTAssertNil(dataSource.diffScheduler, "no scheduler by default")

            dataSource.diffScheduler = scheduler
            dataSource.backgroundDiffThreshold = 0
            XCTAssertTrue(dataSource.diffScheduler as? ManualScheduler === scheduler, "kept, but never used")
            let renderer = RecordingRenderer()
            renderer.dataSource = dataSource
            dataSource.renderer(renderer, observedEvent: .next([MutableSection(model: "A", items: items([1, 2, 3]))]))
            dataSource.renderer(renderer, observedEvent: .next([MutableSection(model: "A", items: items([3, 1, 4]))]))
            XCTAssertEqual(scheduler.pendingCount, 0, "nothing was scheduled")
            XCTAssertFalse(dataSource.isDiffing)
            XCTAssertEqual(
                renderer.calls,
                [
                    .reloadData,
                    update(
                        deletedItems: [path(0, 1)], insertedItems: [path(0, 2)], movedItems: [(path(0, 0), path(0, 1))]),
                ]
            )
            XCTAssertEqual(renderer.problems, [])
            XCTAssertGreaterThan(log.counts.onMainThread, 0)
            XCTAssertEqual(log.counts.offMainThread, 0, "== and identity never ran off the main thread")
        }
    }

    func testAModelThatIsNotSendableIgnoresASchedulerGivenToTheInitializer() {
        onMainActor {
            let log = ThreadLog()
            let dataSource = SectionedAnimatedDataSource<MutableSection>(
                diffScheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated),
                backgroundDiffThreshold: 0,
                configureCell: { _, _, _, item in TextCell(text: "\(item)") }
            )
            XCTAssertFalse(dataSource.diffsOffMainThread)
            XCTAssertNotNil(dataSource.diffScheduler)
            let renderer = RecordingRenderer()
            renderer.dataSource = dataSource
            dataSource.renderer(
                renderer, observedEvent: .next([MutableSection(model: "A", items: [MutableItem(1, log: log)])]))
            dataSource.renderer(
                renderer,
                observedEvent: .next([MutableSection(model: "A", items: [MutableItem(1, version: 1, log: log)])]))
            // Applied before the call returned: diffed here, on the main thread.
            XCTAssertEqual(renderer.calls, [.reloadData, update(updatedItems: [path(0, 0)])])
            XCTAssertFalse(dataSource.isDiffing)
            XCTAssertEqual(log.counts.offMainThread, 0)
        }
    }

    func testASendableModelsEqualityRunsOnTheSchedulersThread() {
        onMainActor {
            let log = ThreadLog()
            let scheduler = ManualScheduler()
            func items(_ ids: [Int]) -> [ImmutableItem] { ids.map { ImmutableItem($0, log: log) } }
            let dataSource = SectionedAnimatedDataSource<ImmutableSection>(
                diffScheduler: scheduler,
                backgroundDiffThreshold: 0,
                configureCell: { _, _, _, item in TextCell(text: "\(item)") }
            )
            XCTAssertTrue(dataSource.diffsOffMainThread)
            let renderer = RecordingRenderer()
            renderer.dataSource = dataSource
            dataSource.renderer(
                renderer, observedEvent: .next([ImmutableSection(model: "A", items: items([1, 2, 3]))]))
            let countsBefore = log.counts
            dataSource.renderer(
                renderer, observedEvent: .next([ImmutableSection(model: "A", items: items([3, 1, 4]))]))
            XCTAssertTrue(dataSource.isDiffing)
            scheduler.runNextOnAnotherThread()
            spinMainRunLoop(until: { !dataSource.isDiffing })
            XCTAssertEqual(
                renderer.calls,
                [
                    .reloadData,
                    update(
                        deletedItems: [path(0, 1)], insertedItems: [path(0, 2)], movedItems: [(path(0, 0), path(0, 1))]),
                ]
            )
            XCTAssertGreaterThan(
                log.counts.offMainThread, countsBefore.offMainThread, "the diff ran on the other thread")
        }
    }

    func testTheInitializerIsChosenWhereTheDataSourceIsCreated() {
        onMainActor {
            let scheduler = ManualScheduler()
            XCTAssertTrue(
                SectionedAnimatedDataSource<TestSection>(diffScheduler: scheduler, configureCell: textCell)
                    .diffsOffMainThread)
            XCTAssertFalse(
                makeGenericDataSource(TestSection.self, diffScheduler: scheduler).diffsOffMainThread,
                "generic code that does not know that the sections are Sendable")
            XCTAssertTrue(CallingSubclass().diffsOffMainThread, "a subclass calling super.init")
            XCTAssertTrue(
                SectionedAnimatedDataSource<AnimatableSectionModel<String, InferredItem>>(
                    configureCell: { _, _, _, item in TextCell(text: item.name) }
                ).diffsOffMainThread,
                "a struct that is not public and holds only Sendable values is Sendable")
            XCTAssertTrue(
                InheritingSubclass(configureCell: textCell).diffsOffMainThread, "a subclass inheriting the initializers"
            )
        }
    }
}
