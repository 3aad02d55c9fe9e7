import DiffTestSupport
import RxCore
import RxTest
import SectionedData
import XCTest

final class SectionedReloadDataSourceTests: XCTestCase {
    func testEveryElementReplacesTheSectionsAndReloads() {
        onMainActor {
            let scheduler = TestScheduler(initialClock: 0)
            let first = [section("A", [1, 2])]
            let second = [section("A", [2, 1]), section("B", [3])]
            let source = scheduler.createHotObservable([
                .next(210, first),
                .next(220, second),
                .next(230, second),
                .error(240, RxError.timeout),
            ])
            let reported = ErrorLog()
            Hooks.setBindingErrorHandler { error in reported.append("\(error)") }
            defer { Hooks.setBindingErrorHandler(nil) }
            let renderer = RecordingRenderer()
            let dataSource = SectionedReloadDataSource<TestSection>(
                configureCell: textCell,
                titleForHeaderInSection: { dataSource, index in dataSource[section: index].model.title }
            )
            let subscription = source.bind(to: renderer.rx.items(dataSource: dataSource))
            scheduler.advanceTo(215)
            assertRenderer(renderer, calls: [.reloadData], shows: first)
            scheduler.start()
            assertRenderer(renderer, calls: [.reloadData, .reloadData, .reloadData], shows: second)
            XCTAssertEqual(dataSource.sectionModels, second)
            XCTAssertEqual(reported.messages, ["Sequence timeout."])
            subscription.dispose()
        }
    }

    func testOtherEventsAreIgnored() {
        onMainActor {
            let renderer = RecordingRenderer()
            let dataSource = SectionedReloadDataSource<TestSection>(configureCell: textCell)
            renderer.dataSource = dataSource
            dataSource.renderer(renderer, observedEvent: .completed)
            dataSource.renderer(renderer, observedEvent: .error(RxError.timeout))
            XCTAssertEqual(renderer.calls, [])
        }
    }

    func testAnySectionModelTypeWorks() {
        onMainActor {
            let renderer = RecordingRenderer()
            let dataSource = SectionedReloadDataSource<SectionModel<String, String>>(
                configureCell: { _, _, _, name in TextCell(text: name) },
                titleForHeaderInSection: { dataSource, index in dataSource[section: index].model }
            )
            let subscription = Observable.just([SectionModel(model: "Marvel", items: ["Hulk", "Thor"])])
                .bind(to: renderer.rx.items(dataSource: dataSource))
            XCTAssertEqual(renderer.shown, [RenderedSection(header: "Marvel", rows: ["Hulk", "Thor"])])
            subscription.dispose()
        }
    }
}
