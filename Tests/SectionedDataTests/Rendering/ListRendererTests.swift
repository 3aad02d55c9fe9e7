import DiffTestSupport
import RxCore
import SectionedData
import XCTest

/// The smallest useful renderer, as a terminal program would write it: it redraws every line from
/// its data source and completes each batch update at once.
@MainActor
private final class LineRenderer: ListRenderer {
    weak var dataSource: (any ListRendererDataSource)?
    let isOnScreen = true
    private(set) var lines: [String] = []
    private(set) var redraws = 0

    nonisolated init() {}

    func reloadData() {
        redraw()
    }

    func performBatchUpdates<Section: SectionModelType>(
        _ changeset: Changeset<Section>,
        animation: AnimationConfiguration,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        redraw()
        completion(true)
    }

    private func redraw() {
        redraws += 1
        guard let dataSource else {
            lines = []
            return
        }
        lines = (0..<dataSource.numberOfSections).flatMap { section in
            ["# " + (dataSource.titleForHeader(inSection: section) ?? "")]
                + (0..<dataSource.numberOfItems(inSection: section)).map { item in
                    let cell = dataSource.cell(for: ItemPath(sectionIndex: section, itemIndex: item), in: self)
                    return (cell as? TextCell)?.text ?? "?"
                }
        }
    }
}

final class ListRendererTests: XCTestCase {
    func testARendererThatCompletesAtOnceShowsEveryList() {
        onMainActor {
            let renderer = LineRenderer()
            let subject = PublishSubject<[TestSection]>()
            // LineRenderer is not ReactiveCompatible: a renderer needs no Rx, and the bindings
            // still reach it through `Reactive(_:)`.
            let subscription = subject.bind(to: Reactive(renderer).items(dataSource: makeAnimatedDataSource()))
            subject.onNext([section("A", [1, 2, 3]), section("B", [4, 5])])
            XCTAssertEqual(renderer.lines, ["# A", "1", "2", "3", "# B", "4", "5"])
            subject.onNext([section("B", [4, 2]), section("C", [6]), section("A", [3, 1])])
            XCTAssertEqual(renderer.lines, ["# B", "4", "2", "# C", "6", "# A", "3", "1"])
            // One reload, then one redraw per stage of the three-stage change.
            XCTAssertEqual(renderer.redraws, 4)
            subscription.dispose()
            renderer.reloadData()
            XCTAssertEqual(renderer.lines, [])
        }
    }
}
