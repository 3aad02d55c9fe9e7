#if canImport(UIKit) && UIKIT_MODEL
    import RxCore
    import UIKit
    import XCTest

    final class UIKitCollectionViewEventsTests: XCTestCase {
        override func tearDown() {
            MainActor.assumeIsolated { UIKitModel.reset() }
        }

        func testSelectionEventsDeliverTheItemAndItsModel() throws {
            try MainActor.assumeIsolated {
                let (collectionView, window) = makeCollectionView()
                let rx = Reactive(collectionView)
                let bag = DisposeBag()
                Observable.just(["Hulk", "Thor", "Storm"])
                    .bind(to: rx.items(cellIdentifier: "Cell", cellType: TextCollectionCell.self)) { _, name, cell in
                        cell.text = name
                    }
                    .disposed(by: bag)
                var log: [String] = []
                rx.itemSelected.subscribe(onNext: { log.append("selected \(Array($0))") }).disposed(by: bag)
                rx.modelSelected(String.self).subscribe(onNext: { log.append("model \($0)") }).disposed(by: bag)
                rx.itemDeselected.subscribe(onNext: { log.append("deselected \(Array($0))") }).disposed(by: bag)
                rx.modelDeselected(String.self).subscribe(onNext: { log.append("unmodel \($0)") }).disposed(by: bag)

                collectionView.simulateSelection(at: IndexPath(item: 2, section: 0))
                collectionView.simulateDeselection(at: IndexPath(item: 2, section: 0))
                XCTAssertEqual(log, ["selected [0, 2]", "model Storm", "deselected [0, 2]", "unmodel Storm"])
                XCTAssertEqual(try rx.model(at: IndexPath(item: 1, section: 0)) as String, "Thor")
                withExtendedLifetime(window) {}
            }
        }

        func testDisplayEventsFollowTheCellsAndSupplementaryViews() {
            MainActor.assumeIsolated {
                let (collectionView, window) = makeCollectionView()
                let rx = Reactive(collectionView)
                let lists = PublishSubject<[String]>()
                let bag = DisposeBag()
                var log: [String] = []
                rx.willDisplayCell
                    .subscribe(onNext: {
                        log.append("show \(($0.cell as? TextCollectionCell)?.text ?? "") \(Array($0.at))")
                    })
                    .disposed(by: bag)
                rx.didEndDisplayingCell
                    .subscribe(onNext: {
                        log.append("hide \(($0.cell as? TextCollectionCell)?.text ?? "") \(Array($0.at))")
                    })
                    .disposed(by: bag)
                rx.willDisplaySupplementaryView
                    .subscribe(onNext: { log.append("show \($0.elementKind) \(Array($0.at))") })
                    .disposed(by: bag)
                rx.didEndDisplayingSupplementaryView
                    .subscribe(onNext: { log.append("hide \($0.elementKind) \(Array($0.at))") })
                    .disposed(by: bag)
                lists.bind(to: rx.items) { collectionView, item, name in
                    let cell = collectionView.dequeueReusableCell(
                        withReuseIdentifier: "Cell", for: IndexPath(item: item, section: 0))
                    (cell as? TextCollectionCell)?.text = name
                    return cell
                }
                .disposed(by: bag)

                lists.onNext(["Hulk", "Thor"])
                lists.onNext(["Storm"])
                let header = UICollectionReusableView()
                let delegate = collectionView.delegate!
                delegate.collectionView(
                    collectionView, willDisplaySupplementaryView: header, forElementKind: "header",
                    at: IndexPath(item: 0, section: 0))
                delegate.collectionView(
                    collectionView, didEndDisplayingSupplementaryView: header, forElementOfKind: "header",
                    at: IndexPath(item: 0, section: 0))
                XCTAssertEqual(
                    log,
                    [
                        "show Hulk [0, 0]", "show Thor [0, 1]", "hide Hulk [0, 0]", "hide Thor [0, 1]",
                        "show Storm [0, 0]", "show header [0, 0]", "hide header [0, 0]",
                    ])
                XCTAssertEqual(shownTexts(collectionView), [["Storm"]])
                withExtendedLifetime(window) {}
            }
        }

        func testSetDelegateKeepsTheMessagesTheBindingsDoNotTake() {
            MainActor.assumeIsolated {
                let (collectionView, window) = makeCollectionView()
                let delegate = RecordingCollectionDelegate()
                let bag = CompositeDisposable()
                _ = bag.insert(Reactive(collectionView).setDelegate(delegate))
                var selected: [IndexPath] = []
                _ = bag.insert(Reactive(collectionView).itemSelected.subscribe(onNext: { selected.append($0) }))

                let proxy = collectionView.delegate!
                XCTAssertFalse(proxy === delegate)
                XCTAssertFalse(proxy.collectionView(collectionView, shouldSelectItemAt: IndexPath(item: 3, section: 0)))
                proxy.collectionView(collectionView, didSelectItemAt: IndexPath(item: 1, section: 0))
                XCTAssertEqual(delegate.log, ["shouldSelect [0, 3]", "didSelect [0, 1]"])
                XCTAssertEqual(selected, [IndexPath(item: 1, section: 0)])

                bag.dispose()
                XCTAssertNil(collectionView.delegate, "the collection view had no delegate before")
                withExtendedLifetime(window) {}
            }
        }
    }

    /// A collection view delegate that answers one member and logs what it receives.
    final class RecordingCollectionDelegate: NSObject, UICollectionViewDelegate {
        private(set) var log: [String] = []

        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            log.append("shouldSelect \(Array(indexPath))")
            return false
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("didSelect \(Array(indexPath))")
        }
    }
#endif
