#if canImport(UIKit) && UIKIT_MODEL
    import RxCore
    import UIKit

    // RxCocoa makes every `NSObject` `ReactiveCompatible`; until RxCore does (the control bindings'
    // change), the tests give `tableView.rx` and `collectionView.rx` to the two list views they bind.
    // Delete this file when `NSObject: ReactiveCompatible` lands: the conformance becomes redundant.
    extension UITableView: ReactiveCompatible {}

    extension UICollectionView: ReactiveCompatible {}
#endif
