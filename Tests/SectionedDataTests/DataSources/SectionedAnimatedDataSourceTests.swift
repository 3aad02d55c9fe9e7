import DiffTestSupport
import RxCore
import SectionedData
import XCTest

// The documented diff example: three stages.
private let start = StageFixtures.start
private let threeStages = StageFixtures.threeStages
private let threeStageCalls = StageFixtures.threeStageCalls

/// A recording renderer whose data source is `dataSource`, without a binding.
@MainActor
private func connected(
    _ dataSource: SectionedAnimatedDataSource<TestSection> = makeAnimatedDataSource()
) -> (RecordingRenderer, SectionedAnimatedDataSource<TestSection>) {
    let renderer = RecordingRenderer()
    renderer.dataSource = dataSource
    return (renderer, dataSource)
}

final class SectionedAnimatedDataSourceTests: XCTestCase {
    func testTheFirstElementReloadsAndLaterOnesApplyEachStageInItsOwnBatchUpdate() {
        onMainActor {
            let (renderer, dataSource) = connected()
            dataSource.renderer(renderer, observedEvent: .next(start))
            assertRenderer(renderer, calls: [.reloadData], shows: start)

            dataSource.renderer(renderer, observedEvent: .next(threeStages))
            assertRenderer(renderer, calls: [.reloadData] + threeStageCalls, shows: threeStages)
            XCTAssertEqual(dataSource.sectionModels, threeStages)

            let oneStage = [section("B", [2, 4, 7]), section("C", [6]), section("A", [3, 1])]
            dataSource.renderer(renderer, observedEvent: .next(oneStage))
            assertRenderer(
                renderer,
                calls: [.reloadData] + threeStageCalls + [
                    update(insertedItems: [path(0, 2)], movedItems: [(path(0, 0), path(0, 1))])
                ],
                shows: oneStage
            )
            XCTAssertFalse(dataSource.isAnimating)
        }
    }

    func testEqualSectionsCallNothing() {
        onMainActor {
            let (renderer, dataSource) = connected()
            dataSource.renderer(renderer, observedEvent: .next(start))
            dataSource.renderer(renderer, observedEvent: .next(start))
            assertRenderer(renderer, calls: [.reloadData], shows: start)
        }
    }

    func testErrorAndCompletionEventsAreIgnored() {
        onMainActor {
            let (renderer, dataSource) = connected()
            dataSource.renderer(renderer, observedEvent: .next(start))
            dataSource.renderer(renderer, observedEvent: .error(RxError.timeout))
            dataSource.renderer(renderer, observedEvent: .completed)
            assertRenderer(renderer, calls: [.reloadData], shows: start)
            XCTAssertEqual(dataSource.sectionModels, start)
        }
    }

    func testEachStageStartsWhenThePreviousAnimationEnds() {
        onMainActor {
            let (renderer, dataSource) = connected()
            renderer.holdsAnimations = true
            dataSource.renderer(renderer, observedEvent: .next(start))
            dataSource.renderer(renderer, observedEvent: .next(threeStages))
            XCTAssertTrue(dataSource.isAnimating)
            assertRenderer(
                renderer,
                calls: [.reloadData, threeStageCalls[0]],
                shows: [section("A", [1, 2, 3]), section("B", [4])]
            )
            renderer.finishAnimation()
            assertRenderer(
                renderer,
                calls: [.reloadData] + threeStageCalls.prefix(2),
                shows: [section("B", [4]), section("C", [6]), section("A", [1, 2, 3])]
            )
            renderer.finishAnimation()
            assertRenderer(renderer, calls: [.reloadData] + threeStageCalls, shows: threeStages)
            XCTAssertTrue(dataSource.isAnimating)
            renderer.finishAnimation()
            XCTAssertFalse(dataSource.isAnimating)
            XCTAssertFalse(renderer.isAnimating)
        }
    }

    func testElementsArrivingDuringAnAnimationAreCoalescedIntoOneDiffFromWhatIsShown() {
        onMainActor {
            let (renderer, dataSource) = connected()
            renderer.holdsAnimations = true
            dataSource.renderer(renderer, observedEvent: .next(start))
            dataSource.renderer(renderer, observedEvent: .next(threeStages))
            // The first stage animates (A [1, 2, 3], B [4]); these wait, and only the last counts.
            dataSource.renderer(renderer, observedEvent: .next([section("Z", [99])]))
            dataSource.renderer(renderer, observedEvent: .next([section("A", [3, 2, 1]), section("B", [4, 8])]))
            let newest = [section("B", [4, 8]), section("A", [3, 2, 1])]
            dataSource.renderer(renderer, observedEvent: .next(newest))
            XCTAssertEqual(renderer.calls, [.reloadData, threeStageCalls[0]])

            renderer.finishAnimation()
            // The remaining stages of the interrupted change are skipped: one change from
            // A [1, 2, 3], B [4] to the newest sections.
            assertRenderer(
                renderer,
                calls: [.reloadData, threeStageCalls[0], update(movedSections: [(0, 1)])],
                shows: [section("B", [4]), section("A", [1, 2, 3])]
            )
            renderer.finishAnimation()
            assertRenderer(
                renderer,
                calls: [
                    .reloadData, threeStageCalls[0], update(movedSections: [(0, 1)]),
                    update(
                        insertedItems: [path(0, 1)],
                        movedItems: [(path(1, 0), path(1, 2)), (path(1, 1), path(1, 1))]
                    ),
                ],
                shows: newest
            )
            renderer.finishAllAnimations()
            XCTAssertEqual(dataSource.sectionModels, newest)
            XCTAssertFalse(dataSource.isAnimating)
        }
    }
}

extension SectionedAnimatedDataSourceTests {
    func testARepeatedIdentityIsLoggedOnceAndTheListIsReloadedAndLaterListsAnimateAgain() {
        onMainActor {
            let log = LogRecorder()
            let (renderer, dataSource) = connected(makeAnimatedDataSource(log: log))
            dataSource.renderer(renderer, observedEvent: .next(start))

            let duplicateItem = [
                section("A", rows: [row(1), row(2), row(3)]), section("B", rows: [row(4), row(2, 1)]),
            ]
            dataSource.renderer(renderer, observedEvent: .next(duplicateItem))
            // The same identity again, in another list: not logged again.
            let sameDuplicate = [section("A", rows: [row(2), row(3)]), section("B", rows: [row(2, 2)])]
            dataSource.renderer(renderer, observedEvent: .next(sameDuplicate))
            // Diffing away from a list with a repeat fails too; the list is still shown.
            dataSource.renderer(renderer, observedEvent: .next(start))
            // A repeated section is another identity: logged.
            let duplicateSection = start + [section("A", [9])]
            dataSource.renderer(renderer, observedEvent: .next(duplicateSection))
            dataSource.renderer(renderer, observedEvent: .next(start))
            // Back to animating.
            let next = [section("A", [1, 3]), section("B", [4, 5])]
            dataSource.renderer(renderer, observedEvent: .next(next))

            assertRenderer(
                renderer,
                calls: [.reloadData, .reloadData, .reloadData, .reloadData, .reloadData, .reloadData]
                    + [update(deletedItems: [path(0, 1)])],
                shows: next
            )
            XCTAssertEqual(
                log.messages,
                [
                    "SectionedAnimatedDataSource: cannot animate the new sections, reloading instead: Duplicate item "
                        + "identity 2: item 2' has the same identity as another item of the same list of sections; "
                        + "identities must be unique across all sections",
                    "SectionedAnimatedDataSource: cannot animate the new sections, reloading instead: Duplicate "
                        + "section identity A: section A > [9] has the same identity as another section of the same "
                        + "list",
                ]
            )
        }
    }

    func testARendererOffScreenIsReloaded() {
        onMainActor {
            let (renderer, dataSource) = connected()
            dataSource.renderer(renderer, observedEvent: .next(start))
            renderer.isOnScreen = false
            dataSource.renderer(renderer, observedEvent: .next(threeStages))
            assertRenderer(renderer, calls: [.reloadData, .reloadData], shows: threeStages)
            renderer.isOnScreen = true
            let grown = [section("B", [4, 2]), section("C", [6]), section("A", [3, 1, 7])]
            dataSource.renderer(renderer, observedEvent: .next(grown))
            assertRenderer(
                renderer,
                calls: [.reloadData, .reloadData, update(insertedItems: [path(2, 2)])],
                shows: grown
            )
        }
    }

    func testARendererLeavingTheScreenDuringAnAnimationIsReloadedWithTheFinalSections() {
        onMainActor {
            let (renderer, dataSource) = connected()
            renderer.holdsAnimations = true
            dataSource.renderer(renderer, observedEvent: .next(start))
            dataSource.renderer(renderer, observedEvent: .next(threeStages))
            renderer.isOnScreen = false
            renderer.finishAnimation()
            assertRenderer(renderer, calls: [.reloadData, threeStageCalls[0], .reloadData], shows: threeStages)
            XCTAssertFalse(dataSource.isAnimating)
        }
    }

    func testAnotherRendererIsReloadedBeforeItIsAnimated() {
        onMainActor {
            let (first, dataSource) = connected()
            dataSource.renderer(first, observedEvent: .next(start))
            first.dataSource = nil
            let second = RecordingRenderer()
            second.dataSource = dataSource
            dataSource.renderer(second, observedEvent: .next(threeStages))
            assertRenderer(second, calls: [.reloadData], shows: threeStages)
            let grown = [section("B", [4, 2]), section("C", [6]), section("A", [3, 1, 7])]
            dataSource.renderer(second, observedEvent: .next(grown))
            assertRenderer(second, calls: [.reloadData, update(insertedItems: [path(2, 2)])], shows: grown)
        }
    }

    func testChangesLargerThanTheAnimationLimitAreReloadedWithoutDiffing() {
        onMainActor {
            let (renderer, dataSource) = connected()
            dataSource.maximumAnimatedItemCount = 10
            dataSource.renderer(renderer, observedEvent: .next(start))
            // 5 items shown + 5 new = 10: within the limit, so animated.
            dataSource.renderer(renderer, observedEvent: .next(threeStages))
            assertRenderer(renderer, calls: [.reloadData] + threeStageCalls, shows: threeStages)
            // 5 shown + 7 new = 12: over the limit, so reloaded.
            let grown = [section("B", [4, 2]), section("C", [6, 7, 8]), section("A", [3, 1, 9])]
            dataSource.renderer(renderer, observedEvent: .next(grown))
            assertRenderer(renderer, calls: [.reloadData] + threeStageCalls + [.reloadData], shows: grown)
        }
    }

    func testTheFirstListIsReloadedEvenOffScreen() {
        onMainActor {
            let (renderer, dataSource) = connected()
            renderer.isOnScreen = false
            dataSource.renderer(renderer, observedEvent: .next(start))
            assertRenderer(renderer, calls: [.reloadData], shows: start)
        }
    }

    func testDecideViewTransitionSeesTheStagesAndCanChooseToReload() {
        onMainActor {
            let (renderer, dataSource) = connected()
            var decisions: [(sameDataSource: Bool, sameRenderer: Bool, stages: Int)] = []
            dataSource.decideViewTransition = { decidingSource, decidingRenderer, stages in
                decisions.append((decidingSource === dataSource, decidingRenderer === renderer, stages.count))
                return stages.count > 1 ? .reload : .animated
            }
            dataSource.renderer(renderer, observedEvent: .next(start))
            dataSource.renderer(renderer, observedEvent: .next(threeStages))
            let oneStage = [section("B", [4, 2]), section("C", [6]), section("A", [1])]
            dataSource.renderer(renderer, observedEvent: .next(oneStage))
            assertRenderer(
                renderer,
                calls: [.reloadData, .reloadData, update(deletedItems: [path(2, 0)])],
                shows: oneStage
            )
            XCTAssertEqual(decisions.map(\.stages), [3, 1])
            XCTAssertEqual(decisions.map(\.sameDataSource), [true, true])
            XCTAssertEqual(decisions.map(\.sameRenderer), [true, true])
        }
    }

    func testTheRendererGetsTheAnimationConfiguration() {
        onMainActor {
            let configuration = AnimationConfiguration(
                insertAnimation: .top, reloadAnimation: .none, deleteAnimation: .left)
            let (renderer, dataSource) = connected(makeAnimatedDataSource(animationConfiguration: configuration))
            XCTAssertEqual(dataSource.animationConfiguration, configuration)
            dataSource.renderer(renderer, observedEvent: .next(start))
            dataSource.renderer(renderer, observedEvent: .next(threeStages))
            XCTAssertEqual(renderer.animations, [configuration, configuration, configuration])
        }
    }

    func testARendererThatLostItsDataSourceGetsNoFurtherStages() {
        onMainActor {
            let (renderer, dataSource) = connected()
            renderer.holdsAnimations = true
            dataSource.renderer(renderer, observedEvent: .next(start))
            dataSource.renderer(renderer, observedEvent: .next(threeStages))
            dataSource.renderer(renderer, observedEvent: .next(start))
            renderer.dataSource = nil
            renderer.finishAnimation()
            XCTAssertEqual(renderer.calls, [.reloadData, threeStageCalls[0]])
            XCTAssertFalse(dataSource.isAnimating)
            XCTAssertEqual(renderer.problems, [])
        }
    }

    func testAListForAnotherRendererThatArrivesDuringAnAnimationIsShownThereWhenItEnds() {
        onMainActor {
            let (first, dataSource) = connected()
            first.holdsAnimations = true
            dataSource.renderer(first, observedEvent: .next(start))
            dataSource.renderer(first, observedEvent: .next(threeStages))
            // Rebound: the first renderer loses the data source, another one gets it.
            first.dataSource = nil
            let second = RecordingRenderer()
            second.dataSource = dataSource
            dataSource.renderer(second, observedEvent: .next(StageFixtures.newest))
            first.finishAnimation()
            XCTAssertEqual(first.calls, [.reloadData, threeStageCalls[0]])
            assertRenderer(second, calls: [.reloadData], shows: StageFixtures.newest)
        }
    }

    func testRepeatedCompletionsAreIgnored() {
        onMainActor {
            let (renderer, dataSource) = connected()
            renderer.repeatsCompletions = true
            dataSource.renderer(renderer, observedEvent: .next(start))
            dataSource.renderer(renderer, observedEvent: .next(threeStages))
            assertRenderer(renderer, calls: [.reloadData] + threeStageCalls, shows: threeStages)

            // Held: each repeated completion arrives while the next stage animates.
            renderer.holdsAnimations = true
            dataSource.renderer(renderer, observedEvent: .next(start))
            renderer.finishAllAnimations()
            assertRenderer(
                renderer,
                calls: [.reloadData] + threeStageCalls + [
                    update(deletedSections: [1]),
                    update(movedSections: [(0, 1)]),
                    update(
                        insertedItems: [path(1, 1)], movedItems: [(path(1, 1), path(0, 1)), (path(0, 0), path(0, 2))]),
                ],
                shows: start
            )
            XCTAssertFalse(dataSource.isAnimating)
        }
    }
}
