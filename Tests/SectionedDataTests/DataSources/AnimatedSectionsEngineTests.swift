import DiffTestSupport
import RxCore
import XCTest

@testable import SectionedData

private let start = StageFixtures.start
private let threeStages = StageFixtures.threeStages
private let threeStageCalls = StageFixtures.threeStageCalls

/// A host showing `start` in a renderer; with a scheduler, every change is diffed on it.
@MainActor
private func loaded(
    scheduler: ManualScheduler? = nil,
    holdsAnimations: Bool = false
) -> (EngineHost, RecordingRenderer) {
    let host = EngineHost(scheduler: scheduler)
    let renderer = host.makeRenderer(holdsAnimations: holdsAnimations)
    host.engine.receive(start, for: renderer)
    XCTAssertEqual(host.takeCalls(), ["setSections", "reload"])
    return (host, renderer)
}

/// Each row of the engine's table of transitions, driven through a host that is no
/// `SectionedDataSource`: the phase after the event, the calls the host received, the calls the
/// renderer received with their changesets, in order.
final class AnimatedSectionsEngineTests: XCTestCase {
    // MARK: idle

    func testIdleTheFirstListReloads() {
        onMainActor {
            let host = EngineHost()
            let renderer = host.makeRenderer()
            renderer.isOnScreen = false
            assertPhase(host.engine, "idle")
            host.engine.receive(start, for: renderer)
            XCTAssertEqual(host.takeCalls(), ["setSections", "reload"])
            assertRenderer(renderer, calls: [.reloadData], shows: start)
            assertPhase(host.engine, "idle, shown")
        }
    }

    func testIdleAListForAnotherViewReloadsThatView() {
        onMainActor {
            let (host, first) = loaded()
            // Rebound: the first renderer shows another data source now.
            first.dataSource = nil
            let second = host.makeRenderer()
            host.engine.receive(threeStages, for: second)
            XCTAssertEqual(host.takeCalls(), ["setSections", "reload"])
            assertRenderer(second, calls: [.reloadData], shows: threeStages)
            XCTAssertEqual(first.calls, [.reloadData])
            assertPhase(host.engine, "idle, shown")
        }
    }

    func testIdleAViewOffScreenIsReloaded() {
        onMainActor {
            let (host, renderer) = loaded()
            renderer.isOnScreen = false
            host.engine.receive(threeStages, for: renderer)
            XCTAssertEqual(host.takeCalls(), ["setSections", "reload"])
            assertRenderer(renderer, calls: [.reloadData, .reloadData], shows: threeStages)
            assertPhase(host.engine, "idle, shown")
        }
    }

    func testIdleAChangeOverTheAnimationLimitIsReloadedWithoutDiffing() {
        onMainActor {
            let scheduler = ManualScheduler()
            let (host, renderer) = loaded(scheduler: scheduler)
            // 5 items shown + 5 new.
            host.engine.maximumAnimatedItemCount = 9
            host.engine.receive(threeStages, for: renderer)
            XCTAssertEqual(host.takeCalls(), ["setSections", "reload"], "no decision: nothing was diffed")
            XCTAssertEqual(scheduler.pendingCount, 0)
            assertRenderer(renderer, calls: [.reloadData, .reloadData], shows: threeStages)

            host.engine.maximumAnimatedItemCount = 10
            host.engine.receive(start, for: renderer)
            XCTAssertEqual(scheduler.pendingCount, 1, "10 items are within a limit of 10")
        }
    }

    func testIdleALargeChangeOfSendableSectionsStartsADiffOnTheScheduler() {
        onMainActor {
            let scheduler = ManualScheduler()
            let (host, renderer) = loaded(scheduler: scheduler)
            host.engine.receive(threeStages, for: renderer)
            assertPhase(host.engine, "diffing")
            XCTAssertEqual(scheduler.pendingCount, 1)
            XCTAssertEqual(host.takeCalls(), [], "the host keeps its sections until the diff returns")
            XCTAssertEqual(host.sectionModels, start)
            assertRenderer(renderer, calls: [.reloadData], shows: start)
        }
    }

    func testIdleAChangeBelowTheThresholdIsDiffedAtOnce() {
        onMainActor {
            let scheduler = ManualScheduler()
            let host = EngineHost(scheduler: scheduler, threshold: 11)
            let renderer = host.makeRenderer()
            host.engine.receive(start, for: renderer)
            host.engine.receive(threeStages, for: renderer)
            XCTAssertEqual(scheduler.pendingCount, 0)
            assertRenderer(renderer, calls: [.reloadData] + threeStageCalls, shows: threeStages)
            assertPhase(host.engine, "idle, shown")
        }
    }

    func testIdleWithAMainActorDifferEveryChangeIsDiffedAtOnceWhateverTheScheduler() {
        onMainActor {
            let scheduler = ManualScheduler()
            let host = EngineHost(scheduler: scheduler, threshold: 0, offMainActor: false)
            let renderer = host.makeRenderer()
            host.engine.receive(start, for: renderer)
            host.engine.receive(threeStages, for: renderer)
            XCTAssertEqual(scheduler.pendingCount, 0)
            XCTAssertFalse(host.engine.diffsOffMainActor)
            assertRenderer(renderer, calls: [.reloadData] + threeStageCalls, shows: threeStages)
        }
    }

    func testIdleADiffErrorIsLoggedOnceAndTheListReloaded() {
        onMainActor {
            let (host, renderer) = loaded()
            let repeated = [section("A", [1, 1])]
            host.engine.receive(repeated, for: renderer)
            XCTAssertEqual(host.takeCalls(), ["log", "setSections", "reload"])
            host.engine.receive([section("B", [1, 1])], for: renderer)
            XCTAssertEqual(host.takeCalls(), ["setSections", "reload"], "the same identity is not logged again")
            XCTAssertEqual(host.loggedErrors, ["\(Diff.Error.duplicateItem(item: Row(id: 1)))"])
            assertRenderer(renderer, calls: [.reloadData, .reloadData, .reloadData], shows: [section("B", [1, 1])])
            assertPhase(host.engine, "idle, shown")
        }
    }

    func testIdleAListWithoutStagesReplacesTheSectionsAndCallsNoRenderer() {
        onMainActor {
            let (host, renderer) = loaded()
            host.engine.receive(start, for: renderer)
            XCTAssertEqual(host.takeCalls(), ["setSections"])
            assertRenderer(renderer, calls: [.reloadData], shows: start)
            assertPhase(host.engine, "idle, shown")
        }
    }

    func testIdleAReloadChosenByTheHostReloads() {
        onMainActor {
            let (host, renderer) = loaded()
            host.transition = .reload
            host.engine.receive(threeStages, for: renderer)
            XCTAssertEqual(host.takeCalls(), ["decide 3", "setSections", "reload"])
            assertRenderer(renderer, calls: [.reloadData, .reloadData], shows: threeStages)
            assertPhase(host.engine, "idle, shown")
        }
    }

    func testIdleAnAnimatedChangeStartsItsFirstStage() {
        onMainActor {
            let (host, renderer) = loaded(holdsAnimations: true)
            host.engine.receive(threeStages, for: renderer)
            XCTAssertEqual(host.takeCalls(), ["decide 3", "setSections", "batch"])
            assertRenderer(
                renderer, calls: [.reloadData, threeStageCalls[0]],
                shows: [section("A", [1, 2, 3]), section("B", [4])])
            assertPhase(host.engine, "animating stage 1 of 3")
        }
    }

    // MARK: starting stage

    func testStartingStageACompletionInsideTheCallIsHandledOnceTheCallReturns() {
        onMainActor {
            let (host, renderer) = loaded()
            var phasesWhenTheCallReturned: [String] = []
            let engine = host.engine
            // The phase at the end of the renderer's call, after the completion it called.
            renderer.afterBatchUpdate = { phasesWhenTheCallReturned.append(phaseDescription(of: engine)) }
            host.engine.receive(threeStages, for: renderer)
            XCTAssertEqual(
                phasesWhenTheCallReturned,
                [
                    "starting stage 1 of 3, ended", "starting stage 2 of 3, ended", "starting stage 3 of 3, ended",
                ])
            XCTAssertEqual(
                host.takeCalls(), ["decide 3", "setSections", "batch", "setSections", "batch", "setSections", "batch"])
            // The renderer reports any call made from inside its own update.
            assertRenderer(renderer, calls: [.reloadData] + threeStageCalls, shows: threeStages)
            assertPhase(host.engine, "idle, shown")
        }
    }

    func testStartingStageTheCallReturningWithoutACompletionStartsTheAnimation() {
        onMainActor {
            let (host, renderer) = loaded(holdsAnimations: true)
            var phaseWhenTheCallReturned = ""
            let engine = host.engine
            renderer.afterBatchUpdate = { phaseWhenTheCallReturned = phaseDescription(of: engine) }
            host.engine.receive(threeStages, for: renderer)
            XCTAssertEqual(phaseWhenTheCallReturned, "starting stage 1 of 3")
            assertPhase(host.engine, "animating stage 1 of 3")
        }
    }

    func testStartingStageAListSentFromInsideTheCallWaitsAndAMoveMarksTheChangeStale() {
        onMainActor {
            let (host, renderer) = loaded(holdsAnimations: true)
            var phases: [String] = []
            renderer.afterBatchUpdate = {
                renderer.afterBatchUpdate = nil
                host.engine.sectionsDidChange()
                host.engine.receive(StageFixtures.newest, for: renderer)
                phases.append(phaseDescription(of: host.engine))
            }
            host.engine.receive(threeStages, for: renderer)
            XCTAssertEqual(phases, ["starting stage 1 of 3, stale"])
            assertPhase(host.engine, "animating stage 1 of 3, stale", pending: true)
            renderer.finishAllAnimations()
            assertRenderer(
                renderer,
                calls: [.reloadData, threeStageCalls[0]] + StageFixtures.callsFromTheFirstStageToNewest,
                shows: StageFixtures.newest
            )
            assertPhase(host.engine, "idle, shown")
        }
    }

    // MARK: animating

    func testAnimatingACompletionStartsTheNextStage() {
        onMainActor {
            let (host, renderer) = loaded(holdsAnimations: true)
            host.engine.receive(threeStages, for: renderer)
            _ = host.takeCalls()
            renderer.finishAnimation()
            XCTAssertEqual(host.takeCalls(), ["setSections", "batch"])
            assertRenderer(
                renderer,
                calls: [.reloadData] + threeStageCalls.prefix(2),
                shows: [section("B", [4]), section("C", [6]), section("A", [1, 2, 3])]
            )
            assertPhase(host.engine, "animating stage 2 of 3")
        }
    }

    func testAnimatingTheLastStagesCompletionGoesIdle() {
        onMainActor {
            let (host, renderer) = loaded(holdsAnimations: true)
            host.engine.receive(threeStages, for: renderer)
            renderer.finishAnimation()
            renderer.finishAnimation()
            _ = host.takeCalls()
            renderer.finishAnimation()
            XCTAssertEqual(host.takeCalls(), [])
            assertRenderer(renderer, calls: [.reloadData] + threeStageCalls, shows: threeStages)
            assertPhase(host.engine, "idle, shown")
        }
    }

    func testAnimatingACompletionWithAListPendingSkipsTheRestAndShowsTheList() {
        onMainActor {
            let (host, renderer) = loaded(holdsAnimations: true)
            host.engine.receive(threeStages, for: renderer)
            host.engine.receive([section("Z", [99])], for: renderer)
            host.engine.receive(StageFixtures.newest, for: renderer)
            assertPhase(host.engine, "animating stage 1 of 3", pending: true)
            _ = host.takeCalls()
            renderer.finishAnimation()
            XCTAssertEqual(host.takeCalls(), ["decide 2", "setSections", "batch"])
            assertPhase(host.engine, "animating stage 1 of 2")
            renderer.finishAllAnimations()
            assertRenderer(
                renderer,
                calls: [.reloadData, threeStageCalls[0]] + StageFixtures.callsFromTheFirstStageToNewest,
                shows: StageFixtures.newest
            )
            assertPhase(host.engine, "idle, shown")
        }
    }

    func testAnimatingACompletionAfterTheViewWasUnboundLeavesNoViewShown() {
        onMainActor {
            let (host, renderer) = loaded(holdsAnimations: true)
            host.engine.receive(threeStages, for: renderer)
            renderer.dataSource = nil
            _ = host.takeCalls()
            renderer.finishAnimation()
            XCTAssertEqual(host.takeCalls(), [])
            XCTAssertEqual(renderer.calls, [.reloadData, threeStageCalls[0]])
            assertPhase(host.engine, "idle")

            // Bound again, it is reloaded before it is animated.
            renderer.dataSource = host
            host.engine.receive(start, for: renderer)
            XCTAssertEqual(host.takeCalls(), ["setSections", "reload"])
            assertRenderer(renderer, calls: [.reloadData, threeStageCalls[0], .reloadData], shows: start)
        }
    }

    func testAnimatingAListWhileTheAnimatingViewIsGoneStopsWaitingForItsCompletion() {
        onMainActor {
            let host = EngineHost()
            var first: RecordingRenderer? = host.makeRenderer(holdsAnimations: true)
            host.engine.receive(start, for: first!)
            host.engine.receive(threeStages, for: first!)
            weak let gone = first
            first = nil
            XCTAssertNil(gone, "its completion went with it")
            assertPhase(host.engine, "animating stage 1 of 3")
            let second = host.makeRenderer()
            _ = host.takeCalls()
            host.engine.receive(StageFixtures.newest, for: second)
            XCTAssertEqual(host.takeCalls(), ["setSections", "reload"])
            assertRenderer(second, calls: [.reloadData], shows: StageFixtures.newest)
            assertPhase(host.engine, "idle, shown")
        }
    }

    func testAnimatingAListWhileTheAnimatingViewIsUnboundStopsWaitingAndLaterCompletionsAreIgnored() {
        onMainActor {
            let (host, first) = loaded(holdsAnimations: true)
            host.engine.receive(threeStages, for: first)
            first.dataSource = nil
            let second = host.makeRenderer()
            host.engine.receive(StageFixtures.newest, for: second)
            assertRenderer(second, calls: [.reloadData], shows: StageFixtures.newest)
            assertPhase(host.engine, "idle, shown")
            _ = host.takeCalls()
            first.finishAnimation()
            XCTAssertEqual(host.takeCalls(), [])
            XCTAssertEqual(first.calls, [.reloadData, threeStageCalls[0]])
            assertPhase(host.engine, "idle, shown")
        }
    }

    func testAnimatingACompletionOffScreenReloadsTheChangesList() {
        onMainActor {
            let (host, renderer) = loaded(holdsAnimations: true)
            host.engine.receive(threeStages, for: renderer)
            renderer.isOnScreen = false
            _ = host.takeCalls()
            renderer.finishAnimation()
            XCTAssertEqual(host.takeCalls(), ["setSections", "reload"])
            assertRenderer(renderer, calls: [.reloadData, threeStageCalls[0], .reloadData], shows: threeStages)
            assertPhase(host.engine, "idle, shown")
        }
    }

    func testAnimatingARowMovedByTheUserMarksTheChangeStaleAndItsListIsDiffedAgain() {
        onMainActor {
            let (host, renderer) = loaded(holdsAnimations: true)
            host.engine.receive(threeStages, for: renderer)
            // The first stage shows A [1, 2, 3], B [4]; the user drags 1 to the end of B.
            renderer.move(from: path(0, 0), to: path(1, 1))
            XCTAssertEqual(host.sectionModels, [section("A", [2, 3]), section("B", [4, 1])])
            assertPhase(host.engine, "animating stage 1 of 3, stale")
            _ = host.takeCalls()
            renderer.finishAnimation()
            // The remaining stages started from A [1, 2, 3], B [4]: skipped. B [4, 2], C [6],
            // A [3, 1] is diffed from the moved sections instead, in two stages.
            XCTAssertEqual(host.takeCalls(), ["decide 2", "setSections", "batch"])
            renderer.finishAllAnimations()
            assertRenderer(
                renderer,
                calls: [
                    .reloadData, threeStageCalls[0],
                    update(insertedSections: [1], movedSections: [(0, 2)]),
                    update(movedItems: [(path(2, 0), path(0, 1)), (path(0, 1), path(2, 1))]),
                ],
                shows: threeStages
            )
            assertPhase(host.engine, "idle, shown")
        }
    }

    // MARK: diffing

    func testDiffingItsResultIsApplied() {
        onMainActor {
            let scheduler = ManualScheduler()
            let (host, renderer) = loaded(scheduler: scheduler)
            host.engine.receive(threeStages, for: renderer)
            scheduler.runNext()
            XCTAssertEqual(
                host.takeCalls(), ["decide 3", "setSections", "batch", "setSections", "batch", "setSections", "batch"])
            assertRenderer(renderer, calls: [.reloadData] + threeStageCalls, shows: threeStages)
            assertPhase(host.engine, "idle, shown")
        }
    }

    func testDiffingAListCancelsTheDiffWhichDeliversNothingAndThePendingListIsDiffedFromWhatIsShown() {
        onMainActor {
            let scheduler = ManualScheduler()
            let (host, renderer) = loaded(scheduler: scheduler)
            host.engine.receive(threeStages, for: renderer)
            host.engine.receive([section("Z", [99])], for: renderer)
            let newest = [section("A", [1, 3, 2]), section("B", [4, 5])]
            host.engine.receive(newest, for: renderer)
            assertPhase(host.engine, "diffing", pending: true)
            XCTAssertEqual(scheduler.pendingCount, 1, "one diff at a time")

            scheduler.runNext()
            XCTAssertEqual(host.takeCalls(), [], "the superseded diff's result is dropped")
            assertPhase(host.engine, "diffing")
            scheduler.runNext()
            XCTAssertEqual(host.takeCalls(), ["decide 1", "setSections", "batch"])
            assertRenderer(
                renderer, calls: [.reloadData, update(movedItems: [(path(0, 1), path(0, 2))])], shows: newest)
            assertPhase(host.engine, "idle, shown")
        }
    }

    func testDiffingAResultAfterTheViewWasUnboundIsDroppedAndLeavesNoViewShown() {
        onMainActor {
            let scheduler = ManualScheduler()
            let (host, renderer) = loaded(scheduler: scheduler)
            host.engine.receive(threeStages, for: renderer)
            renderer.dataSource = nil
            scheduler.runNext()
            XCTAssertEqual(host.takeCalls(), [])
            XCTAssertEqual(renderer.calls, [.reloadData])
            XCTAssertEqual(host.sectionModels, start)
            assertPhase(host.engine, "idle")
        }
    }

    func testDiffingAResultAfterTheViewIsGoneIsDropped() {
        onMainActor {
            let scheduler = ManualScheduler()
            let host = EngineHost(scheduler: scheduler)
            var renderer: RecordingRenderer? = host.makeRenderer()
            host.engine.receive(start, for: renderer!)
            host.engine.receive(threeStages, for: renderer!)
            renderer = nil
            _ = host.takeCalls()
            scheduler.runNext()
            XCTAssertEqual(host.takeCalls(), [])
            XCTAssertEqual(host.sectionModels, start)
            assertPhase(host.engine, "idle")
        }
    }

    func testDiffingARowMovedByTheUserMarksTheDiffStaleAndTheListIsDiffedAgain() {
        onMainActor {
            let scheduler = ManualScheduler()
            let (host, renderer) = loaded(scheduler: scheduler)
            let target = [section("A", [3, 2, 1]), section("B", [4, 5])]
            host.engine.receive(target, for: renderer)
            renderer.move(from: path(0, 0), to: path(1, 2))
            assertPhase(host.engine, "diffing, stale")
            scheduler.runNext()
            XCTAssertEqual(host.takeCalls(), [], "the stale result is dropped")
            assertPhase(host.engine, "diffing")
            scheduler.runNext()
            XCTAssertEqual(host.takeCalls(), ["decide 1", "setSections", "batch"])
            assertRenderer(
                renderer,
                calls: [.reloadData, update(movedItems: [(path(0, 0), path(0, 1)), (path(1, 2), path(0, 2))])],
                shows: target
            )
        }
    }

    func testDiffingAResultForAViewOffScreenReloadsTheList() {
        onMainActor {
            let scheduler = ManualScheduler()
            let (host, renderer) = loaded(scheduler: scheduler)
            host.engine.receive(threeStages, for: renderer)
            renderer.isOnScreen = false
            scheduler.runNext()
            XCTAssertEqual(host.takeCalls(), ["setSections", "reload"])
            assertRenderer(renderer, calls: [.reloadData, .reloadData], shows: threeStages)
            assertPhase(host.engine, "idle, shown")
        }
    }

    func testDiffingAnErrorIsLoggedAndTheListReloaded() {
        onMainActor {
            let scheduler = ManualScheduler()
            let (host, renderer) = loaded(scheduler: scheduler)
            host.engine.receive([section("A", [1, 1])], for: renderer)
            scheduler.runNext()
            XCTAssertEqual(host.takeCalls(), ["log", "setSections", "reload"])
            assertRenderer(renderer, calls: [.reloadData, .reloadData], shows: [section("A", [1, 1])])
        }
    }

    // MARK: busy

    func testBusyAListSentFromInsideAReloadWaitsUntilTheReloadReturns() {
        onMainActor {
            let host = EngineHost()
            let renderer = host.makeRenderer()
            var phaseDuringReload = ""
            host.duringReload = {
                host.duringReload = nil
                phaseDuringReload = phaseDescription(of: host.engine)
                host.engine.receive(threeStages, for: renderer)
                XCTAssertEqual(host.engine.pending?.sections, threeStages)
            }
            host.engine.receive(start, for: renderer)
            XCTAssertEqual(phaseDuringReload, "busy")
            XCTAssertEqual(
                host.takeCalls(),
                [
                    "setSections", "reload", "decide 3", "setSections", "batch", "setSections", "batch", "setSections",
                    "batch",
                ])
            assertRenderer(renderer, calls: [.reloadData] + threeStageCalls, shows: threeStages)
            assertPhase(host.engine, "idle, shown")
        }
    }

    func testBusyAListSentFromInsideTheDecisionWaitsUntilTheChangeEnds() {
        onMainActor {
            let (host, renderer) = loaded(holdsAnimations: true)
            host.duringDecision = {
                host.duringDecision = nil
                host.engine.receive(StageFixtures.newest, for: renderer)
            }
            host.engine.receive(threeStages, for: renderer)
            assertPhase(host.engine, "animating stage 1 of 3", pending: true)
            renderer.finishAllAnimations()
            assertRenderer(
                renderer,
                calls: [.reloadData, threeStageCalls[0]] + StageFixtures.callsFromTheFirstStageToNewest,
                shows: StageFixtures.newest
            )
        }
    }

    // MARK: events that change nothing

    func testCompletionsOfOtherUpdatesAndRepeatedOnesAreIgnored() {
        onMainActor {
            let (host, renderer) = loaded(holdsAnimations: true)
            renderer.repeatsCompletions = true
            host.engine.receive(threeStages, for: renderer)
            // Each completion is called twice: the second arrives while the next stage animates.
            renderer.finishAnimation()
            assertPhase(host.engine, "animating stage 2 of 3")
            renderer.finishAnimation()
            assertPhase(host.engine, "animating stage 3 of 3")
            renderer.finishAnimation()
            assertRenderer(renderer, calls: [.reloadData] + threeStageCalls, shows: threeStages)
            assertPhase(host.engine, "idle, shown")
            // A stale token changes nothing in any phase.
            host.engine.stageDidEnd(AnimatedSectionsEngine<EngineHost>.UpdateToken())
            assertPhase(host.engine, "idle, shown")
        }
    }

    func testTheHostsSectionsChangingWhileIdleChangesNothing() {
        onMainActor {
            let (host, renderer) = loaded()
            renderer.move(from: path(0, 0), to: path(0, 2))
            assertPhase(host.engine, "idle, shown")
            host.engine.receive(start, for: renderer)
            assertRenderer(
                renderer, calls: [.reloadData, update(movedItems: [(path(0, 2), path(0, 0))])], shows: start)
        }
    }
}
