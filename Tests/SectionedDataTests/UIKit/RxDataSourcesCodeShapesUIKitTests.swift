#if canImport(UIKit) && UIKIT_MODEL
    import Foundation
    import RxCore
    import SectionedData
    import UIKit
    import XCTest

    // The shapes of the code RxDataSources' README and example app show, written by us with the same
    // calls, compiled and run against the UIKit model: what a port by changing the import must build.

    /// A custom row, as RxDataSources' README declares one.
    private struct CustomData {
        var anInt: Int
        var aString: String
    }

    /// A custom section conforming to `SectionModelType`, as in the README.
    private struct SectionOfCustomData {
        var header: String
        var items: [Item]
    }

    extension SectionOfCustomData: SectionModelType {
        typealias Item = CustomData

        init(original: SectionOfCustomData, items: [Item]) {
            self = original
            self.items = items
        }
    }

    /// A row with an identity, as the example app's animated tables use.
    private struct IntItem: IdentifiableType, Equatable {
        let number: Int
        let date: Date

        var identity: Int { number }
    }

    /// A custom animatable section with its own storage, as in the example app.
    private struct NumberSection {
        var header: String
        var numbers: [IntItem]
        var updated: Date
    }

    extension NumberSection: AnimatableSectionModelType {
        typealias Item = IntItem

        var identity: String { header }
        var items: [IntItem] { numbers }

        init(original: NumberSection, items: [IntItem]) {
            self = original
            self.numbers = items
        }
    }

    // README's first example, verbatim.
    final class NumbersViewController: UIViewController {
        let tableView = UITableView(frame: .zero, style: .plain)
        let disposeBag = DisposeBag()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(tableView)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            let dataSource = RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, Int>>(
                configureCell: { dataSource, tableView, indexPath, item in
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                    cell.textLabel?.text = "Item \(item)"
                    return cell
                },
                titleForHeaderInSection: { dataSource, index in dataSource.sectionModels[index].model }
            )
            Observable.just([AnimatableSectionModel(model: "First section", items: [1, 2, 3])])
                .bind(to: tableView.rx.items(dataSource: dataSource))
                .disposed(by: disposeBag)
        }
    }

    /// A section header with a title, as the example app's collection view shows.
    private final class NumberSectionView: UICollectionReusableView {
        var title: String?
    }

    final class RxDataSourcesCodeShapesUIKitTests: XCTestCase {
        override func tearDown() {
            MainActor.assumeIsolated { UIKitModel.reset() }
            super.tearDown()
        }

        func testTheReadmesFirstExampleShowsItsTable() {
            onMainActor {
                InconsistencyLog.start()
                let window = makeWindow()
                let controller = NumbersViewController()
                window.addSubview(controller.view)
                controller.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 440)
                controller.tableView.layoutIfNeeded()
                XCTAssertEqual(shownRows(of: controller.tableView), [["Item 1", "Item 2", "Item 3"]])
                XCTAssertEqual(InconsistencyLog.messages, [])
            }
        }

        func testTheReadmesReloadTable() {
            onMainActor {
                InconsistencyLog.start()
                let window = makeWindow()
                let tableView = makeTableView(in: window)
                let disposeBag = DisposeBag()

                let dataSource = RxTableViewSectionedReloadDataSource<SectionOfCustomData>(
                    configureCell: { dataSource, tableView, indexPath, item in
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                        cell.textLabel?.text = "Item \(item.anInt): \(item.aString)"
                        return cell
                    })
                dataSource.titleForHeaderInSection = { dataSource, index in
                    dataSource.sectionModels[index].header
                }
                dataSource.titleForFooterInSection = { dataSource, index in
                    dataSource.sectionModels[index].header
                }
                dataSource.canEditRowAtIndexPath = { dataSource, indexPath in
                    true
                }
                dataSource.canMoveRowAtIndexPath = { dataSource, indexPath in
                    true
                }
                dataSource.sectionIndexTitles = { dataSource in
                    dataSource.sectionModels.map { $0.header }
                }
                dataSource.sectionForSectionIndexTitle = { dataSource, title, index in
                    dataSource.sectionModels.map { $0.header }.firstIndex(of: title) ?? 0
                }

                let sections = [
                    SectionOfCustomData(
                        header: "First section",
                        items: [CustomData(anInt: 0, aString: "zero"), CustomData(anInt: 1, aString: "one")]),
                    SectionOfCustomData(header: "Second section", items: [CustomData(anInt: 2, aString: "two")]),
                ]
                Observable.just(sections)
                    .bind(to: tableView.rx.items(dataSource: dataSource))
                    .disposed(by: disposeBag)

                XCTAssertEqual(shownRows(of: tableView), [["Item 0: zero", "Item 1: one"], ["Item 2: two"]])
                XCTAssertEqual(dataSource.tableView(tableView, titleForHeaderInSection: 1), "Second section")
                XCTAssertEqual(dataSource.sectionIndexTitles(for: tableView), ["First section", "Second section"])
                XCTAssertEqual(
                    dataSource.tableView(tableView, sectionForSectionIndexTitle: "Second section", at: 0), 1)
                XCTAssertEqual(InconsistencyLog.messages, [])
            }
        }

        func testTheExampleAppsSelectionOfASectionModelRow() {
            onMainActor {
                let window = makeWindow()
                let tableView = makeTableView(in: window)
                let disposeBag = DisposeBag()
                let dataSource = RxTableViewSectionedReloadDataSource<SectionModel<String, Int>>(
                    configureCell: { dataSource, tableView, indexPath, item in
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                        cell.textLabel?.text = "\(item)"
                        return cell
                    })
                dataSource.titleForHeaderInSection = { dataSource, index in
                    dataSource.sectionModels[index].model
                }
                Observable.just([SectionModel(model: "First", items: [1, 2, 3])])
                    .bind(to: tableView.rx.items(dataSource: dataSource))
                    .disposed(by: disposeBag)

                var selected: [String] = []
                tableView.rx.itemSelected
                    .map { indexPath in
                        (indexPath, dataSource[indexPath])
                    }
                    .subscribe(onNext: { pair in
                        selected.append("\(pair.0.row): \(pair.1)")
                    })
                    .disposed(by: disposeBag)
                tableView.simulateSelection(at: IndexPath(row: 2, section: 0))

                XCTAssertEqual(selected, ["2: 3"])
                XCTAssertEqual(dataSource[0].model, "First")
            }
        }

        func testADriverDrivesTheTable() {
            onMainActor {
                let window = makeWindow()
                let tableView = makeTableView(in: window)
                let disposeBag = DisposeBag()
                let dataSource = RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, Int>>(
                    configureCell: { dataSource, tableView, indexPath, item in
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                        cell.textLabel?.text = "\(item)"
                        return cell
                    })
                let sections = BehaviorRelay(value: [AnimatableSectionModel(model: "Numbers", items: [1, 2])])
                sections.asDriver()
                    .drive(tableView.rx.items(dataSource: dataSource))
                    .disposed(by: disposeBag)
                sections.accept([AnimatableSectionModel(model: "Numbers", items: [2, 3])])
                XCTAssertEqual(shownRows(of: tableView), [["2", "3"]])
            }
        }

        func testTheExampleAppsAnimatedTableWithACustomSection() {
            onMainActor {
                InconsistencyLog.start()
                let window = makeWindow()
                let tableView = makeTableView(in: window)
                let disposeBag = DisposeBag()
                let date = Date(timeIntervalSince1970: 0)

                let dataSource = RxTableViewSectionedAnimatedDataSource<NumberSection>(
                    animationConfiguration: AnimationConfiguration(
                        insertAnimation: .top, reloadAnimation: .fade, deleteAnimation: .left),
                    configureCell: { dataSource, tableView, indexPath, item in
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                        cell.textLabel?.text = "\(item.number)"
                        return cell
                    },
                    titleForHeaderInSection: { dataSource, index in
                        dataSource.sectionModels[index].header
                    }
                )
                dataSource.canEditRowAtIndexPath = { _, _ in true }
                dataSource.canMoveRowAtIndexPath = { _, _ in true }

                let sections = BehaviorRelay(value: [
                    NumberSection(
                        header: "Section 1", numbers: [1, 2, 3].map { IntItem(number: $0, date: date) }, updated: date)
                ])
                sections.asObservable()
                    .bind(to: tableView.rx.items(dataSource: dataSource))
                    .disposed(by: disposeBag)
                sections.accept([
                    NumberSection(
                        header: "Section 2", numbers: [4].map { IntItem(number: $0, date: date) }, updated: date),
                    NumberSection(
                        header: "Section 1", numbers: [3, 1].map { IntItem(number: $0, date: date) }, updated: date),
                ])

                XCTAssertEqual(dataSource.animationConfiguration.insertAnimation, .top)
                XCTAssertEqual(shownRows(of: tableView), [["4"], ["3", "1"]])
                XCTAssertTrue(dataSource.tableView(tableView, canEditRowAt: IndexPath(row: 0, section: 0)))
                XCTAssertEqual(InconsistencyLog.messages, [])
            }
        }

        func testTheExampleAppsAnimatedCollectionViewWithHeaders() {
            onMainActor {
                InconsistencyLog.start()
                let window = makeWindow()
                let collectionView = makeCollectionView(in: window)
                collectionView.register(
                    NumberSectionView.self,
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                    withReuseIdentifier: "Section"
                )
                let disposeBag = DisposeBag()
                let date = Date(timeIntervalSince1970: 0)

                let dataSource = RxCollectionViewSectionedAnimatedDataSource<NumberSection>(
                    configureCell: { dataSource, collectionView, indexPath, item in
                        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
                        (cell as? TextItemCell)?.text = "\(item.number)"
                        return cell
                    },
                    configureSupplementaryView: { dataSource, collectionView, kind, indexPath in
                        let section =
                            collectionView.dequeueReusableSupplementaryView(
                                ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Section",
                                for: indexPath) as! NumberSectionView
                        section.title = "\(dataSource[indexPath.section].header)"
                        return section
                    }
                )

                let sections = PublishSubject<[NumberSection]>()
                sections
                    .bind(to: collectionView.rx.items(dataSource: dataSource))
                    .disposed(by: disposeBag)
                sections.onNext([
                    NumberSection(
                        header: "Section 1", numbers: [1, 2].map { IntItem(number: $0, date: date) }, updated: date)
                ])
                sections.onNext([
                    NumberSection(
                        header: "Section 1", numbers: [2, 5].map { IntItem(number: $0, date: date) }, updated: date)
                ])

                XCTAssertEqual(shownItems(of: collectionView), [["2", "5"]])
                XCTAssertEqual(InconsistencyLog.messages, [])
            }
        }
    }
#endif
