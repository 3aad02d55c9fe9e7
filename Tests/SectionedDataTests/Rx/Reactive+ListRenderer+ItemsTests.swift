import DiffTestSupport
import RxCore
import SectionedData
import XCTest

final class ReactiveListRendererItemsTests: XCTestCase {
    func testItemsWithACellFactoryReloadsOneSectionPerElement() {
        onMainActor {
            let renderer = ReportingRenderer()
            let names = PublishSubject<[String]>()
            var askedBy: [Bool] = []
            let subscription = names.bind(to: renderer.rx.items) { list, row, name in
                askedBy.append(list === renderer)
                return TextCell(text: "\(row). \(name)")
            }
            XCTAssertNotNil(renderer.dataSource, "binding sets the data source")
            names.onNext(["Hulk", "Thor"])
            XCTAssertEqual(renderer.rows, [["0. Hulk", "1. Thor"]])
            names.onNext(["Storm"])
            XCTAssertEqual(renderer.rows, [["0. Storm"]])
            XCTAssertEqual(askedBy, [true, true, true])
            let model: String = try! renderer.rx.model(at: path(0, 0))
            XCTAssertEqual(model, "Storm")
            subscription.dispose()
            XCTAssertNil(renderer.dataSource, "disposal detaches the data source")
        }
    }

    func testItemsWithACellIdentifierConfiguresDequeuedCells() {
        onMainActor {
            let renderer = ReportingRenderer()
            let names = PublishSubject<[String]>()
            var configured: [String] = []
            let subscription = names.bind(to: renderer.rx.items(cellIdentifier: "Label", cellType: LabelCell.self)) {
                row, name, cell in
                configured.append("\(row) \(name) #\(cell.serial)")
                cell.text = name.uppercased()
            }
            names.onNext(["Hulk", "Thor"])
            XCTAssertEqual(renderer.rows, [["HULK #1", "THOR #2"]])
            XCTAssertEqual(configured, ["0 Hulk #1", "1 Thor #2"])
            XCTAssertEqual(renderer.dequeuedCount, 2)
            subscription.dispose()
        }
    }

    func testModelSelectedReadsTheElementsOfAnItemsBinding() {
        onMainActor {
            let renderer = RecordingRenderer()
            let subscription = Observable.just([10, 20, 30]).bind(to: renderer.rx.items) { _, _, number in
                TextCell(text: "\(number)")
            }
            let log = EventLog(renderer.rx.modelSelected(Int.self))
            renderer.select(path(0, 2))
            XCTAssertEqual(log.events, ["next(30)"])
            subscription.dispose()
        }
    }
}
