import DiffTestSupport
import RxCore
import SectionedData
import XCTest

private let sections = [section("A", [1, 2]), section("B", [3])]

final class ReactiveSelectableListRendererTests: XCTestCase {
    func testItemSelectedReportsThePositionsTheRendererFeeds() {
        onMainActor {
            let renderer = RecordingRenderer()
            let log = EventLog(renderer.rx.itemSelected)
            renderer.select(path(0, 1))
            renderer.select(path(1, 0))
            XCTAssertEqual(log.events, ["next([0, 1])", "next([1, 0])"])
            log.disposable?.dispose()
        }
    }

    func testModelSelectedReadsTheBoundDataSource() {
        onMainActor {
            let renderer = RecordingRenderer()
            let subscription = Observable.just(sections)
                .bind(to: renderer.rx.items(dataSource: makeAnimatedDataSource()))
            let log = EventLog(renderer.rx.modelSelected(Row.self))
            renderer.select(path(0, 1))
            renderer.select(path(1, 0))
            XCTAssertEqual(log.events, ["next(2)", "next(3)"])
            log.disposable?.dispose()
            subscription.dispose()
        }
    }

    func testModelSelectedFailsForAPositionOutOfRangeOrAWrongType() {
        onMainActor {
            let renderer = RecordingRenderer()
            let subscription = Observable.just(sections)
                .bind(to: renderer.rx.items(dataSource: makeAnimatedDataSource()))
            let outOfRange = EventLog(renderer.rx.modelSelected(Row.self))
            let wrongType = EventLog(renderer.rx.modelSelected(String.self))
            renderer.select(path(1, 1))
            renderer.select(path(0, 0))
            XCTAssertEqual(outOfRange.events, ["error(Item path [1, 1] is out of range: section 1 has 1 item)"])
            XCTAssertEqual(wrongType.events, ["error(Item path [1, 1] is out of range: section 1 has 1 item)"])
            let afterwards = EventLog(renderer.rx.modelSelected(String.self))
            renderer.select(path(0, 0))
            XCTAssertEqual(afterwards.events, ["error(Cannot cast the model 1 of type Row to String)"])
            subscription.dispose()
        }
    }

    func testSelectionsAfterTheRendererIsGoneAreDropped() {
        onMainActor {
            let selections = RendererEvent<ItemPath>()
            var renderer: StandInRenderer? = StandInRenderer(selections: selections)
            weak let gone = renderer
            let log = EventLog(renderer!.rx.modelSelected(Row.self))
            renderer = nil
            XCTAssertNil(gone)
            selections.send(path(0, 0))
            XCTAssertEqual(log.events, [])
            log.disposable?.dispose()
            XCTAssertEqual(selections.handlerCount, 0)
        }
    }
}

/// A selectable renderer that shows nothing, whose selections an outside event sends.
@MainActor
private final class StandInRenderer: SelectableListRenderer, ReactiveCompatible {
    weak var dataSource: (any ListRendererDataSource)?
    let isOnScreen = true
    let itemSelectedEvents: RendererEvent<ItemPath>

    init(selections: RendererEvent<ItemPath>) {
        itemSelectedEvents = selections
    }

    func reloadData() {}

    func performBatchUpdates<Section: SectionModelType>(
        _ changeset: Changeset<Section>,
        animation: AnimationConfiguration,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        completion(true)
    }
}
