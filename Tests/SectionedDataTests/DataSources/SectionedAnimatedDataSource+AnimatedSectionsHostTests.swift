import DiffTestSupport
import XCTest

@testable import SectionedData

final class SectionedAnimatedDataSourceAnimatedSectionsHostTests: XCTestCase {
    func testTheHostAsksTheRendererAndPassesTheAnimationConfiguration() throws {
        try onMainActor {
            let configuration = AnimationConfiguration(
                insertAnimation: .top, reloadAnimation: .none, deleteAnimation: .left)
            let log = LogRecorder()
            let dataSource = makeAnimatedDataSource(log: log, animationConfiguration: configuration)
            let renderer = RecordingRenderer()
            XCTAssertFalse(dataSource.isBound(to: renderer))
            renderer.dataSource = dataSource
            XCTAssertTrue(dataSource.isBound(to: renderer))
            renderer.isOnScreen = false
            XCTAssertFalse(dataSource.isOnScreen(renderer))

            dataSource.setSections(StageFixtures.start)
            dataSource.reloadData(of: renderer)
            let stages = try Diff.differencesForSectionedView(
                initialSections: StageFixtures.start, finalSections: [section("A", [1, 2])])
            dataSource.setSections(stages[0].finalSections)
            var completions = 0
            dataSource.performBatchUpdates(stages[0], in: renderer) { _ in completions += 1 }
            assertRenderer(
                renderer, calls: [.reloadData, update(deletedSections: [1], deletedItems: [path(0, 2)])],
                shows: [section("A", [1, 2])])
            XCTAssertEqual(renderer.animations, [configuration])
            XCTAssertEqual(completions, 1)

            var decided: [Int] = []
            dataSource.decideViewTransition = { decidingSource, decidingRenderer, stages in
                XCTAssertTrue(decidingSource === dataSource)
                XCTAssertTrue(decidingRenderer === renderer)
                decided.append(stages.count)
                return .reload
            }
            XCTAssertEqual(dataSource.viewTransition(for: stages, in: renderer), .reload)
            XCTAssertEqual(decided, [1])

            dataSource.log(diffError: Diff.Error.duplicateItem(item: row(3)))
            XCTAssertEqual(
                log.messages,
                [
                    "SectionedAnimatedDataSource: cannot animate the new sections, reloading instead: "
                        + "\(Diff.Error.duplicateItem(item: row(3)))"
                ])
        }
    }
}
