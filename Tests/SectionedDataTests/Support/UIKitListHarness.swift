#if canImport(UIKit) && UIKIT_MODEL
    import DiffTestSupport
    import Foundation
    import RxCore
    import SectionedData
    import UIKit
    import XCTest

    /// Collects the messages of the UIKit rules the model saw broken (where UIKit raises
    /// `NSInternalInconsistencyException`), from `start()` until `UIKitModel.reset()`.
    @MainActor
    enum InconsistencyLog {
        private(set) static var messages: [String] = []

        /// Clears the log and sends every report to it.
        static func start() {
            messages = []
            UIKitModel.internalInconsistencyHandler = { messages.append($0) }
        }
    }

    /// A window tall enough for every row of the tests' lists to be on screen, 44 points each.
    @MainActor
    func makeWindow() -> UIWindow {
        UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 44 * 1_000))
    }

    /// A table filling `window` (or off screen without one), rows 44 points tall, cells "Cell".
    @MainActor
    func makeTableView(in window: UIWindow?) -> UITableView {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 44 * 1_000), style: .plain)
        tableView.rowHeight = 44
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        window?.addSubview(tableView)
        return tableView
    }

    /// A collection view filling `window` (or off screen without one), one 320x44 item per line,
    /// cells "Cell" of class ``TextItemCell``.
    @MainActor
    func makeCollectionView(in window: UIWindow?) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 44 * 1_000), collectionViewLayout: layout)
        collectionView.register(TextItemCell.self, forCellWithReuseIdentifier: "Cell")
        window?.addSubview(collectionView)
        return collectionView
    }

    /// A collection view cell with a text.
    final class TextItemCell: UICollectionViewCell {
        var text: String?
    }

    /// The cell of a test row: its description (`7`, `7'` for version 1).
    @MainActor
    func rowCell(
        _: TableViewSectionedDataSource<TestSection>, tableView: UITableView, indexPath: IndexPath, row: Row
    ) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = row.description
        return cell
    }

    /// The cell of a test row in a collection view.
    @MainActor
    func itemCell(
        _: CollectionViewSectionedDataSource<TestSection>, collectionView: UICollectionView, indexPath: IndexPath,
        row: Row
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        (cell as? TextItemCell)?.text = row.description
        return cell
    }

    /// What a table shows, read as UIKit keeps it: its own counts, and the text of the cell it shows
    /// at each row (`nil` for a row without a cell).
    @MainActor
    func shownRows(of tableView: UITableView) -> [[String?]] {
        (0..<tableView.numberOfSections).map { section in
            (0..<tableView.numberOfRows(inSection: section)).map { row in
                tableView.cellForRow(at: IndexPath(row: row, section: section))?.textLabel?.text
            }
        }
    }

    /// What a collection view shows: its own counts and the text of each item's cell.
    @MainActor
    func shownItems(of collectionView: UICollectionView) -> [[String?]] {
        (0..<collectionView.numberOfSections).map { section in
            (0..<collectionView.numberOfItems(inSection: section)).map { item in
                (collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? TextItemCell)?.text
            }
        }
    }

    /// What a list of sections must show: each row's description.
    func expectedRows(_ sections: [TestSection]) -> [[String?]] {
        sections.map { $0.items.map(\.description) }
    }

    /// The cell objects a table shows, by the identity of the row they show.
    @MainActor
    func cellsByIdentity(_ tableView: UITableView, _ sections: [TestSection]) -> [Int: ObjectIdentifier] {
        var cells: [Int: ObjectIdentifier] = [:]
        for (sectionIndex, section) in sections.enumerated() {
            for (rowIndex, row) in section.items.enumerated() {
                if let cell = tableView.cellForRow(at: IndexPath(row: rowIndex, section: sectionIndex)) {
                    cells[row.id] = ObjectIdentifier(cell)
                }
            }
        }
        return cells
    }

    /// The cell objects a collection view shows, by the identity of the item they show.
    @MainActor
    func cellsByIdentity(_ collectionView: UICollectionView, _ sections: [TestSection]) -> [Int: ObjectIdentifier] {
        var cells: [Int: ObjectIdentifier] = [:]
        for (sectionIndex, section) in sections.enumerated() {
            for (itemIndex, row) in section.items.enumerated() {
                if let cell = collectionView.cellForItem(at: IndexPath(item: itemIndex, section: sectionIndex)) {
                    cells[row.id] = ObjectIdentifier(cell)
                }
            }
        }
        return cells
    }

    /// The rows of `before` that are in `after` unchanged (same identity and version): UIKit keeps
    /// their cells, as it moves cells without reconfiguring them.
    func unchangedRows(_ before: [TestSection], _ after: [TestSection]) -> Set<Int> {
        let old = Dictionary(uniqueKeysWithValues: before.flatMap(\.items).map { ($0.id, $0.version) })
        return Set(after.flatMap(\.items).filter { old[$0.id] == $0.version }.map(\.id))
    }
#endif
