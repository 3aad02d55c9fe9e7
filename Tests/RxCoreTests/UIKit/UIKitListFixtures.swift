#if canImport(UIKit) && UIKIT_MODEL
    import RxCore
    import UIKit

    /// A table view in a window (so that it lays out its cells), with `"Cell"` registered.
    @MainActor
    func makeTableView() -> (UITableView, UIWindow) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let tableView = UITableView(frame: window.bounds, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        window.addSubview(tableView)
        return (tableView, window)
    }

    /// A collection view in a window, with `"Cell"` registered to `TextCollectionCell`.
    @MainActor
    func makeCollectionView() -> (UICollectionView, UIWindow) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(TextCollectionCell.self, forCellWithReuseIdentifier: "Cell")
        window.addSubview(collectionView)
        return (collectionView, window)
    }

    /// A collection view cell with a text, since UIKit's has no label.
    final class TextCollectionCell: UICollectionViewCell {
        var text: String?
    }

    /// The texts of the cells a table view shows, section by section, top to bottom.
    @MainActor
    func shownTexts(_ tableView: UITableView) -> [[String]] {
        (0..<tableView.numberOfSections).map { section in
            (0..<tableView.numberOfRows(inSection: section)).map { row in
                tableView.cellForRow(at: IndexPath(row: row, section: section))?.textLabel?.text ?? "<no cell>"
            }
        }
    }

    /// The texts of the cells a collection view shows, section by section.
    @MainActor
    func shownTexts(_ collectionView: UICollectionView) -> [[String]] {
        (0..<collectionView.numberOfSections).map { section in
            (0..<collectionView.numberOfItems(inSection: section)).map { item in
                let cell = collectionView.cellForItem(at: IndexPath(item: item, section: section))
                return (cell as? TextCollectionCell)?.text ?? "<no cell>"
            }
        }
    }

    /// A table view data source of sections of names that logs the events it observes.
    final class NamesTableDataSource: NSObject, UITableViewDataSource, RxTableViewDataSourceType,
        SectionedViewDataSourceType
    {
        private(set) var sections: [[String]] = []
        private(set) var observed: [String] = []
        /// For each observed event, whether it arrived on the main thread.
        private(set) var observedOnMainThread: [Bool] = []

        func tableView(_ tableView: UITableView, observedEvent: Event<[[String]]>) {
            observed.append("\(observedEvent)")
            observedOnMainThread.append(Thread.isMainThread)
            guard case .next(let sections) = observedEvent else { return }
            self.sections = sections
            tableView.reloadData()
        }

        func numberOfSections(in tableView: UITableView) -> Int { sections.count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            return cell
        }

        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            "section \(section)"
        }

        func model(at indexPath: IndexPath) throws -> Any {
            sections[indexPath.section][indexPath.row]
        }
    }

    /// A collection view data source of sections of names that logs the events it observes.
    final class NamesCollectionDataSource: NSObject, UICollectionViewDataSource, RxCollectionViewDataSourceType,
        SectionedViewDataSourceType
    {
        private(set) var sections: [[String]] = []
        private(set) var observed: [String] = []

        func collectionView(_ collectionView: UICollectionView, observedEvent: Event<[[String]]>) {
            observed.append("\(observedEvent)")
            guard case .next(let sections) = observedEvent else { return }
            self.sections = sections
            collectionView.reloadData()
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            sections[section].count
        }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            (cell as? TextCollectionCell)?.text = sections[indexPath.section][indexPath.item]
            return cell
        }

        func model(at indexPath: IndexPath) throws -> Any {
            sections[indexPath.section][indexPath.item]
        }
    }
#endif
