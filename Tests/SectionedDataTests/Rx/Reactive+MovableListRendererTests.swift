import DiffTestSupport
import RxCore
import SectionedData
import XCTest

final class ReactiveMovableListRendererTests: XCTestCase {
    func testItemMovedReportsTheMoveAfterTheDataSourceHasMovedTheItem() {
        onMainActor {
            let renderer = ReportingRenderer()
            let dataSource = makeAnimatedDataSource()
            let lists = PublishSubject<[TestSection]>()
            let subscription = lists.bind(to: renderer.rx.items(dataSource: dataSource))
            lists.onNext([section("A", [1, 2, 3]), section("B", [4])])
            var seen: [String] = []
            let moves = renderer.rx.itemMoved.subscribe(onNext: { move in
                MainActor.assumeIsolated {
                    let moved: Row = try! renderer.rx.model(at: move.destinationIndex)
                    seen.append("\(move.sourceIndex)->\(move.destinationIndex): \(moved)")
                }
            })
            renderer.move(from: path(0, 0), to: path(1, 1))
            renderer.move(from: path(0, 1), to: path(0, 0))
            XCTAssertEqual(seen, ["[0, 0]->[1, 1]: 1", "[0, 1]->[0, 0]: 3"])
            XCTAssertEqual(dataSource.sectionModels, [section("A", [3, 2]), section("B", [4, 1])])
            XCTAssertEqual(renderer.rows, [["3", "2"], ["4", "1"]])

            // The next list is diffed from what the renderer shows after the moves.
            var calls: [[ListItemMovedEvent]] = []
            dataSource.decideViewTransition = { _, _, stages in
                calls.append(stages.flatMap { $0.movedItems.map { (sourceIndex: $0.from, destinationIndex: $0.to) } })
                return .animated
            }
            lists.onNext([section("A", [2, 3]), section("B", [4, 1])])
            XCTAssertEqual(calls.map { $0.map { "\($0.sourceIndex)->\($0.destinationIndex)" } }, [["[0, 0]->[0, 1]"]])
            XCTAssertEqual(renderer.rows, [["2", "3"], ["4", "1"]])
            moves.dispose()
            subscription.dispose()
        }
    }
}
