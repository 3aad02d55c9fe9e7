import DiffTestSupport
import RxCore
import SectionedData
import XCTest

final class ReactiveCellDisplayingListRendererTests: XCTestCase {
    func testWillDisplayCellAndDidEndDisplayingCellReportTheCellsAndTheirPositions() {
        onMainActor {
            let renderer = ReportingRenderer()
            let subscription = Observable.just([section("A", [1, 2]), section("B", [3])])
                .bind(to: renderer.rx.items(dataSource: makeAnimatedDataSource()))
            var events: [String] = []
            let appearing = renderer.rx.willDisplayCell.subscribe(onNext: { event in
                MainActor.assumeIsolated {
                    events.append("will \(event.indexPath) \(ReportingRenderer.text(of: event.cell))")
                }
            })
            let disappearing = renderer.rx.didEndDisplayingCell.subscribe(onNext: { event in
                MainActor.assumeIsolated {
                    events.append("end \(event.indexPath) \(ReportingRenderer.text(of: event.cell))")
                }
            })
            renderer.scrollPast(path(1, 0))
            renderer.scrollPast(path(0, 1))
            XCTAssertEqual(events, ["will [1, 0] 3", "end [1, 0] 3", "will [0, 1] 2", "end [0, 1] 2"])
            appearing.dispose()
            disappearing.dispose()
            subscription.dispose()
        }
    }
}
