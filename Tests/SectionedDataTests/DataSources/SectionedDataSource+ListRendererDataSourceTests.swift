import DiffTestSupport
import SectionedData
import XCTest

final class SectionedDataSourceListRendererDataSourceTests: XCTestCase {
    func testARendererReadsCountsCellsAndTitlesFromTheSections() {
        onMainActor {
            let renderer = RecordingRenderer()
            var cellRequests: [String] = []
            let dataSource = SectionedDataSource<TestSection>(
                configureCell: { dataSource, askingRenderer, path, row in
                    cellRequests.append("\(path) \(row) same renderer: \(askingRenderer === renderer)")
                    XCTAssertEqual(dataSource[path], row)
                    return TextCell(text: "row \(row)")
                },
                titleForHeaderInSection: { dataSource, index in "header \(dataSource[section: index].model)" },
                titleForFooterInSection: { _, index in index == 0 ? "footer" : nil }
            )
            dataSource.setSections([section("A", [1, 2]), section("B", [3])])
            renderer.dataSource = dataSource

            XCTAssertEqual(dataSource.numberOfSections, 2)
            XCTAssertEqual(dataSource.numberOfItems(inSection: 0), 2)
            XCTAssertEqual(dataSource.numberOfItems(inSection: 1), 1)
            XCTAssertEqual(dataSource.cell(for: path(1, 0), in: renderer) as? TextCell, TextCell(text: "row 3"))
            XCTAssertEqual(cellRequests, ["[1, 0] 3 same renderer: true"])
            XCTAssertEqual(dataSource.titleForHeader(inSection: 1), "header B")
            XCTAssertEqual(dataSource.titleForFooter(inSection: 0), "footer")
            XCTAssertNil(dataSource.titleForFooter(inSection: 1))
            renderer.reloadData()
            XCTAssertEqual(
                renderer.shown,
                [
                    RenderedSection(header: "header A", rows: ["row 1", "row 2"]),
                    RenderedSection(header: "header B", rows: ["row 3"]),
                ])
        }
    }

    func testEditingMovingAndTheSectionIndexGoThroughTheClosures() {
        onMainActor {
            let dataSource = SectionedDataSource<TestSection>(
                configureCell: textCell,
                canEditRowAtIndexPath: { _, path in path.sectionIndex == 0 },
                canMoveRowAtIndexPath: { dataSource, path in dataSource[path].id > 1 },
                sectionIndexTitles: { dataSource in dataSource.sectionModels.map(\.model.title) },
                sectionForSectionIndexTitle: { dataSource, title, _ in
                    dataSource.sectionModels.firstIndex { $0.model.title == title } ?? 0
                }
            )
            dataSource.setSections([section("A", [1, 2]), section("B", [3])])
            XCTAssertTrue(dataSource.canEditItem(at: path(0, 1)))
            XCTAssertFalse(dataSource.canEditItem(at: path(1, 0)))
            XCTAssertFalse(dataSource.canMoveItem(at: path(0, 0)))
            XCTAssertTrue(dataSource.canMoveItem(at: path(0, 1)))
            XCTAssertEqual(dataSource.titlesForSectionIndex(), ["A", "B"])
            XCTAssertEqual(dataSource.section(forSectionIndexTitle: "B", at: 0), 1)
            dataSource.moveItem(from: path(1, 0), to: path(0, 0))
            XCTAssertEqual(dataSource.sectionModels, [section("A", [3, 1, 2]), section("B", [])])
        }
    }
}
