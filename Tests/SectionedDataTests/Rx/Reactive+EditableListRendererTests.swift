import DiffTestSupport
import RxCore
import SectionedData
import XCTest

final class ReactiveEditableListRendererTests: XCTestCase {
    func testItemDeletedAndItemInsertedReportThePositionsTheRendererFeeds() {
        onMainActor {
            let renderer = ReportingRenderer()
            let deleted = EventLog(renderer.rx.itemDeleted)
            let inserted = EventLog(renderer.rx.itemInserted)
            renderer.delete(path(0, 1))
            renderer.requestInsertion(at: path(1, 0))
            renderer.delete(path(2, 3))
            XCTAssertEqual(deleted.events, ["next([0, 1])", "next([2, 3])"])
            XCTAssertEqual(inserted.events, ["next([1, 0])"])
        }
    }

    func testModelDeletedReadsTheRowBeforeItLeavesAndTheNewListDeletesIt() {
        onMainActor {
            let renderer = ReportingRenderer()
            let lists = BehaviorSubject(value: [section("A", [1, 2, 3])])
            let subscription = lists.bind(to: renderer.rx.items(dataSource: makeAnimatedDataSource()))
            // The app deletes what the user deleted by binding the list without it.
            let deletions = renderer.rx.modelDeleted(Row.self).subscribe(onNext: { deleted in
                let remaining = try! lists.value()[0].items.filter { $0 != deleted }
                lists.onNext([section("A", rows: remaining)])
            })
            renderer.delete(path(0, 1))
            XCTAssertEqual(renderer.rows, [["1", "3"]])
            renderer.delete(path(0, 0))
            XCTAssertEqual(renderer.rows, [["3"]])
            deletions.dispose()
            let outOfRange = EventLog(renderer.rx.modelDeleted(Row.self))
            renderer.delete(path(0, 1))
            XCTAssertEqual(outOfRange.events, ["error(Item path [0, 1] is out of range: section 0 has 1 item)"])
            subscription.dispose()
        }
    }
}
