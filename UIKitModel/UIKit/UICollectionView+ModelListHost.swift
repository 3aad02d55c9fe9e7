extension UICollectionView: ModelListHost {
    func modelNumberOfSections() -> Int {
        guard let dataSource else { return 0 }
        return dataSource.numberOfSections(in: self)
    }

    func modelNumberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    func modelMakeCell(at indexPath: IndexPath) -> UIView {
        guard let dataSource else { return UICollectionViewCell(frame: .zero) }
        return dataSource.collectionView(self, cellForItemAt: indexPath)
    }

    func modelWillDisplay(_ cell: UIView, at indexPath: IndexPath) {
        guard let cell = cell as? UICollectionViewCell else { return }
        delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    }

    func modelDidEndDisplaying(_ cell: UIView, at indexPath: IndexPath) {
        guard let cell = cell as? UICollectionViewCell else { return }
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    func modelMakeHeader(inSection section: Int) -> UIView? {
        guard let layout = collectionViewLayout as? UICollectionViewFlowLayout, let dataSource,
            layout.headerReferenceSize != .zero
        else { return nil }
        return dataSource.collectionView(
            self, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
            at: IndexPath(item: 0, section: section))
    }

    func modelWillDisplayHeader(_ view: UIView, inSection section: Int) {
        guard let view = view as? UICollectionReusableView else { return }
        delegate?.collectionView(
            self, willDisplaySupplementaryView: view, forElementKind: UICollectionView.elementKindSectionHeader,
            at: IndexPath(item: 0, section: section))
    }

    func modelReuseIdentifier(of cell: UIView) -> String? { (cell as? UICollectionReusableView)?.reuseIdentifier }

    var modelItemHeight: CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize.height ?? 50
    }
}
