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

    func modelReuseIdentifier(of cell: UIView) -> String? { (cell as? UICollectionReusableView)?.reuseIdentifier }

    var modelItemHeight: CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize.height ?? 50
    }
}
