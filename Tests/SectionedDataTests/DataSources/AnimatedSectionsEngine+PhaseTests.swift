import DiffTestSupport
import XCTest

@testable import SectionedData

private typealias Engine = AnimatedSectionsEngine<EngineHost>

final class AnimatedSectionsEnginePhaseTests: XCTestCase {
    func testAWeakViewRefersToItsViewUntilTheViewIsGone() {
        onMainActor {
            var view: RecordingRenderer? = RecordingRenderer()
            let other = RecordingRenderer()
            let weakView = Engine.WeakView(view)
            XCTAssertTrue(weakView.view === view)
            XCTAssertTrue(weakView.refers(to: view!))
            XCTAssertFalse(weakView.refers(to: other))
            view = nil
            XCTAssertNil(weakView.view)
            XCTAssertFalse(weakView.refers(to: other))
            XCTAssertFalse(Engine.WeakView(nil).refers(to: other))
        }
    }

    func testAWeakViewHoldsAnExistentialByIdentity() {
        onMainActor {
            let renderer = RecordingRenderer()
            let weakView = AnimatedSectionsEngine<SectionedAnimatedDataSource<TestSection>>.WeakView(renderer)
            XCTAssertTrue(weakView.refers(to: renderer))
            XCTAssertTrue(weakView.view === renderer)
        }
    }

    func testAStagedChangeMovesOnStageByStageEachWithAnUpdateOfItsOwn() throws {
        try onMainActor {
            let stages = try Diff.differencesForSectionedView(
                initialSections: StageFixtures.start, finalSections: StageFixtures.threeStages)
            let first = Engine.StagedChange(view: Engine.WeakView(nil), stages: stages, current: 0)
            XCTAssertFalse(first.isLastStage)
            XCTAssertFalse(first.isStale)
            XCTAssertEqual(first.finalSections, StageFixtures.threeStages)
            let second = first.nextStage()
            let third = second.nextStage()
            XCTAssertEqual([first.current, second.current, third.current], [0, 1, 2])
            XCTAssertTrue(third.isLastStage)
            XCTAssertFalse(first.update === second.update)
            XCTAssertFalse(second.update === third.update)
        }
    }
}
