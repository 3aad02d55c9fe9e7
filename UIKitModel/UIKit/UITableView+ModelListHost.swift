extension UITableView: ModelListHost {
    func modelNumberOfSections() -> Int {
        guard let dataSource else { return 0 }
        return dataSource.numberOfSections(in: self)
    }

    func modelNumberOfItems(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    func modelMakeCell(at indexPath: IndexPath) -> UIView {
        guard let dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        return dataSource.tableView(self, cellForRowAt: indexPath)
    }

    func modelWillDisplay(_ cell: UIView, at indexPath: IndexPath) {
        guard let cell = cell as? UITableViewCell else { return }
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    func modelDidEndDisplaying(_ cell: UIView, at indexPath: IndexPath) {
        guard let cell = cell as? UITableViewCell else { return }
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    func modelMakeHeader(inSection section: Int) -> UIView? {
        if let view = delegate?.tableView(self, viewForHeaderInSection: section) { return view }
        guard let title = dataSource?.tableView(self, titleForHeaderInSection: section) else { return nil }
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.textLabel?.text = title
        return header
    }

    func modelWillDisplayHeader(_ view: UIView, inSection section: Int) {
        delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
    }

    func modelReuseIdentifier(of cell: UIView) -> String? { (cell as? UITableViewCell)?.reuseIdentifier }

    var modelItemHeight: CGFloat { rowHeight > 0 ? rowHeight : 44 }
}
