import RxCore
import SectionedData
import XCTest

@testable import TerminalUI

/// The example of TerminalUI's DocC landing page (TerminalUI.md), run: a cell type of a few
/// lines, a data source of string sections, the renderer bound with `rx.items(dataSource:)`.
final class TerminalListCellTests: XCTestCase {
    private struct NameCell: TerminalListCell {
        var name: String
        func text(width: Int) -> String { DisplayWidth.truncate(name, to: width) }
    }

    func testTheCatalogsExampleDrawsTheHeaderAndOneCellPerRow() {
        MainActor.assumeIsolated {
            let dataSource = SectionedAnimatedDataSource<AnimatableSectionModel<String, String>>(
                configureCell: { _, _, _, name in NameCell(name: name) },
                titleForHeaderInSection: { dataSource, index in dataSource[section: index].model }
            )
            let table = TerminalTableRenderer(animation: .standard)
            let sections = PublishSubject<[AnimatableSectionModel<String, String>]>()
            let disposeBag = DisposeBag()
            sections.bind(to: table.rx.items(dataSource: dataSource)).disposed(by: disposeBag)
            sections.onNext([AnimatableSectionModel(model: "Heroes", items: ["Storm", "Wolverine"])])
            table.setViewportHeight(4)
            var screen = ScreenBuffer(width: 8, height: 4)
            table.draw(into: &screen, rows: 0..<4, at: .zero)
            XCTAssertEqual(
                (0..<4).map { screen.text(row: $0) },
                ["  Heroes", "  Storm ", "  Wolve…", "        "],
                "the header, then each cell's text after the gutter, truncated to the 6 columns left"
            )
        }
    }
}
