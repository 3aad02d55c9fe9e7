import DiffTestSupport
import RxCore
import SectionedData
import XCTest

final class ReactiveDeselectableListRendererTests: XCTestCase {
    func testItemDeselectedReportsThePositionsTheRendererFeeds() {
        onMainActor {
            let renderer = ReportingRenderer()
            let log = EventLog(renderer.rx.itemDeselected)
            renderer.deselect(path(0, 1))
            renderer.deselect(path(1, 0))
            XCTAssertEqual(log.events, ["next([0, 1])", "next([1, 0])"])
            log.disposable?.dispose()
        }
    }

    func testModelDeselectedReadsTheBoundDataSourceAndFailsForAWrongType() {
        onMainActor {
            let renderer = ReportingRenderer()
            let subscription = Observable.just([section("A", [1, 2]), section("B", [3])])
                .bind(to: renderer.rx.items(dataSource: makeAnimatedDataSource()))
            let log = EventLog(renderer.rx.modelDeselected(Row.self))
            let wrongType = EventLog(renderer.rx.modelDeselected(String.self))
            renderer.deselect(path(1, 0))
            renderer.deselect(path(0, 1))
            XCTAssertEqual(log.events, ["next(3)", "next(2)"])
            XCTAssertEqual(wrongType.events, ["error(Cannot cast the model 3 of type Row to String)"])
            subscription.dispose()
        }
    }
}
