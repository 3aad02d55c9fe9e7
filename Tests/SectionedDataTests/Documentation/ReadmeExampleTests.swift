import RxCore
import SectionedData
import XCTest

/// README.md's binding example, with `print` replaced by collecting lines, and the output
/// README shows.
final class ReadmeExampleTests: XCTestCase {
    private struct Hero: IdentifiableType, Equatable {
        let id: Int
        var name: String
        var identity: Int { id }
    }

    private typealias HeroSection = AnimatableSectionModel<String, Hero>

    private struct TextCell: ListCell {
        var text: String
    }

    @MainActor
    private final class PrintedList: ListRenderer, ReactiveCompatible {
        weak var dataSource: (any ListRendererDataSource)?
        var isOnScreen: Bool { true }
        var lines: [String] = []

        func reloadData() {
            lines.append("reload")
            printRows()
        }

        func performBatchUpdates<Section>(
            _ changeset: Changeset<Section>,
            animation: AnimationConfiguration,
            completion: @escaping @MainActor (Bool) -> Void
        ) {
            lines.append("update: deleted \(changeset.deletedItems), inserted \(changeset.insertedItems)")
            printRows()
            completion(true)
        }

        private func printRows() {
            guard let dataSource else { return }
            for section in 0..<dataSource.numberOfSections {
                lines.append("  \(dataSource.titleForHeader(inSection: section) ?? "")")
                for item in 0..<dataSource.numberOfItems(inSection: section) {
                    let cell = dataSource.cell(for: ItemPath(sectionIndex: section, itemIndex: item), in: self)
                    lines.append("    \((cell as! TextCell).text)")
                }
            }
        }
    }

    func testBindingExamplePrintsWhatREADMEShows() {
        MainActor.assumeIsolated {
            let list = PrintedList()
            let dataSource = SectionedAnimatedDataSource<HeroSection>(
                configureCell: { _, _, _, hero in TextCell(text: hero.name) },
                titleForHeaderInSection: { dataSource, index in dataSource[section: index].model }
            )
            let sections = PublishSubject<[HeroSection]>()

            let subscription = sections.bind(to: list.rx.items(dataSource: dataSource))

            sections.onNext([
                HeroSection(model: "Marvel", items: [Hero(id: 1, name: "Hulk"), Hero(id: 2, name: "Thor")])
            ])
            sections.onNext([
                HeroSection(model: "Marvel", items: [Hero(id: 2, name: "Thor"), Hero(id: 3, name: "Storm")])
            ])
            subscription.dispose()

            XCTAssertEqual(
                list.lines,
                [
                    "reload", "  Marvel", "    Hulk", "    Thor",
                    "update: deleted [[0, 0]], inserted [[0, 1]]", "  Marvel", "    Thor", "    Storm",
                ]
            )
        }
    }
}
