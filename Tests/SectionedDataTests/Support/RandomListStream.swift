#if canImport(UIKit) && UIKIT_MODEL
    import DiffTestSupport
    import Foundation
    import RxCore
    import SectionedData
    import UIKit
    import XCTest

    /// A seeded random stream of section lists bound to a table or a collection view through
    /// `rx.items(dataSource:)`, with the checks every round must pass: no broken UIKit rule reported
    /// by the model, the view's rows (read from its own counts and the cells it shows) equal to the
    /// last list, and the cells of unchanged rows kept across an animated update.
    ///
    /// Each round delivers one edited list (random inserts, deletes, moves and updates of rows across
    /// sections, and of sections), or, with animations held, two or three lists during one animation;
    /// now and then the view leaves its window for a round (and is reloaded). The same stream against
    /// a deliberately broken data source must fail these checks.
    @MainActor
    struct RandomListStream {
        /// The rounds each seed runs.
        static let rounds = 25

        /// What a stream found wrong, one line per problem, and how often each path ran.
        struct Outcome {
            var failures: [String] = []
            var animatedRounds = 0
            var heldRounds = 0
            var offScreenRounds = 0
        }

        /// The view a stream drives: a table or a collection view, with how to read it.
        struct Target {
            let view: UIView
            let shown: @MainActor () -> [[String?]]
            let cells: @MainActor ([TestSection]) -> [Int: ObjectIdentifier]
            let isAnimating: @MainActor () -> Bool
            let bind: @MainActor (Observable<[TestSection]>) -> any Disposable
        }

        /// Runs the stream of `seed` against `target` in `window`.
        static func run(seed: UInt64, target: Target, window: UIWindow) -> Outcome {
            InconsistencyLog.start()
            defer { UIKitModel.reset() }
            var random = RandomSections(seed: seed)
            var outcome = Outcome()
            let lists = PublishSubject<[TestSection]>()
            let subscription = target.bind(lists.asObservable())
            defer { subscription.dispose() }
            var last = random.list()
            lists.onNext(last)
            check(round: -1, last, target, &outcome)
            for round in 0..<rounds where outcome.failures.isEmpty {
                let before = last
                let cellsBefore = target.cells(before)
                switch random.generator.next() % 8 {
                case 0:
                    outcome.offScreenRounds += 1
                    target.view.removeFromSuperview()
                    last = random.edit(last)
                    lists.onNext(last)
                    window.addSubview(target.view)
                case 1, 2:
                    outcome.heldRounds += 1
                    UIKitModel.holdsAnimations = true
                    for _ in 0...(random.generator.next() % 3) {
                        last = random.edit(last)
                        lists.onNext(last)
                    }
                    while target.isAnimating() { UIKitModel.finishAnimations() }
                    UIKitModel.holdsAnimations = false
                default:
                    outcome.animatedRounds += 1
                    last = random.edit(last)
                    lists.onNext(last)
                    let cellsAfter = target.cells(last)
                    for id in unchangedRows(before, last) where cellsBefore[id] != nil && cellsAfter[id] != nil {
                        if cellsBefore[id] != cellsAfter[id] {
                            outcome.failures.append(
                                "round \(round): row \(id) has a new cell, though it did not change")
                        }
                    }
                }
                check(round: round, last, target, &outcome)
            }
            return outcome
        }

        private static func check(round: Int, _ last: [TestSection], _ target: Target, _ outcome: inout Outcome) {
            for message in InconsistencyLog.messages {
                outcome.failures.append("round \(round): the model reported: \(message)")
            }
            let shown = target.shown()
            if shown != expectedRows(last) {
                outcome.failures.append("round \(round): shows \(shown), expected \(expectedRows(last)) (\(last))")
            }
        }

        /// Runs the stream of each seed against the target `makeTarget` builds in a new window, and
        /// asserts that every stream passes and that each path ran often enough to mean something.
        static func assertEveryStreamPasses(
            seeds: [UInt64],
            file: StaticString = #filePath,
            line: UInt = #line,
            target makeTarget: (UIWindow) -> Target
        ) {
            var totals = Outcome()
            for seed in seeds {
                let window = makeWindow()
                let outcome = run(seed: seed, target: makeTarget(window), window: window)
                XCTAssertEqual(outcome.failures, [], "seed \(seed)", file: file, line: line)
                totals.animatedRounds += outcome.animatedRounds
                totals.heldRounds += outcome.heldRounds
                totals.offScreenRounds += outcome.offScreenRounds
            }
            XCTAssertGreaterThan(totals.animatedRounds, 500, file: file, line: line)
            XCTAssertGreaterThan(totals.heldRounds, 200, file: file, line: line)
            XCTAssertGreaterThan(totals.offScreenRounds, 100, file: file, line: line)
        }

        /// Runs the stream of each seed against the target `makeTarget` builds in a new window, and
        /// returns how many streams the model stopped with an invalid update.
        static func seedsFailingWithAnInvalidUpdate(seeds: [UInt64], target makeTarget: (UIWindow) -> Target) -> Int {
            seeds.filter { seed in
                let window = makeWindow()
                let outcome = run(seed: seed, target: makeTarget(window), window: window)
                return outcome.failures.contains { $0.contains("Invalid update") }
            }.count
        }

        /// A table in `window`, bound to `dataSource`.
        static func table(
            _ dataSource: RxTableViewSectionedAnimatedDataSource<TestSection>, in window: UIWindow
        ) -> Target {
            let tableView = makeTableView(in: window)
            return Target(
                view: tableView,
                shown: { shownRows(of: tableView) },
                cells: { cellsByIdentity(tableView, $0) },
                isAnimating: { dataSource.isAnimating },
                bind: { $0.bind(to: tableView.rx.items(dataSource: dataSource)) }
            )
        }

        /// A collection view in `window`, bound to `dataSource`.
        static func collection(
            _ dataSource: RxCollectionViewSectionedAnimatedDataSource<TestSection>, in window: UIWindow
        ) -> Target {
            let collectionView = makeCollectionView(in: window)
            return Target(
                view: collectionView,
                shown: { shownItems(of: collectionView) },
                cells: { cellsByIdentity(collectionView, $0) },
                isAnimating: { dataSource.isAnimating },
                bind: { $0.bind(to: collectionView.rx.items(dataSource: dataSource)) }
            )
        }
    }
#endif
