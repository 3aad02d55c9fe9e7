import DiffTestSupport
import Foundation
import RxCore
import XCTest

@testable import SectionedData

final class BackgroundDifferTests: XCTestCase {
    /// A diff function that counts its calls.
    private final class CountingDiff: @unchecked Sendable {
        // `count` is guarded by `lock`.
        private let lock = NSLock()
        private var count = 0

        var calls: Int { lock.withLock { count } }

        func differences(_ initial: [TestSection], _ final: [TestSection]) throws -> [Changeset<TestSection>] {
            lock.withLock { count += 1 }
            return try Diff.differencesForSectionedView(initialSections: initial, finalSections: final)
        }
    }

    func testADiffCancelledBeforeItRunsNeverRunsAndDeliversNothing() {
        onMainActor {
            let counter = CountingDiff()
            let differ = BackgroundDiffer<TestSection>(differences: counter.differences)
            let scheduler = ManualScheduler()
            let cancellation = BooleanDisposable()
            var outcomes: [BackgroundDiffer<TestSection>.Outcome?] = []
            differ.start([section("A", [1])], [section("A", [2])], scheduler, cancellation) { outcomes.append($0) }
            cancellation.dispose()
            scheduler.runNext()
            XCTAssertEqual(counter.calls, 0)
            XCTAssertEqual(outcomes.count, 1, "delivered at once on the main thread")
            XCTAssertNil(outcomes.first ?? nil)
        }
    }

    func testADiffRunsOnceOnTheSchedulerAndDeliversItsStagesOrItsError() throws {
        try onMainActor {
            let counter = CountingDiff()
            let differ = BackgroundDiffer<TestSection>(differences: counter.differences)
            let scheduler = ManualScheduler()
            var outcomes: [BackgroundDiffer<TestSection>.Outcome?] = []
            differ.start([section("A", [1])], [section("A", [2])], scheduler, BooleanDisposable()) {
                outcomes.append($0)
            }
            differ.start([section("A", [1])], [section("A", [3, 3])], scheduler, BooleanDisposable()) {
                outcomes.append($0)
            }
            XCTAssertEqual(counter.calls, 0, "nothing runs before the scheduler runs it")
            scheduler.runAll()
            XCTAssertEqual(counter.calls, 2)
            let stages = try XCTUnwrap(outcomes.first??.get())
            XCTAssertEqual(
                stages.map { RendererCall.batchUpdate(ExpectedStage($0)) },
                [update(deletedItems: [path(0, 0)], insertedItems: [path(0, 0)])]
            )
            guard case .failure(let error)?? = outcomes.last else {
                return XCTFail("expected an error, got \(outcomes)")
            }
            XCTAssertEqual("\(error)", "\(Diff.Error.duplicateItem(item: Row(id: 3)))")
        }
    }

    func testADiffRunOffTheMainThreadDeliversThroughTheMainQueue() {
        onMainActor {
            let differ = BackgroundDiffer<TestSection>(differences: CountingDiff().differences)
            let scheduler = ManualScheduler()
            var delivered: [String] = []
            differ.start([section("A", [1])], [section("A", [1, 2])], scheduler, BooleanDisposable()) { outcome in
                delivered.append(
                    "on the main thread: \(Thread.isMainThread), stages: \((try? outcome?.get())?.count ?? -1)")
            }
            scheduler.runNextOnAnotherThread()
            XCTAssertEqual(delivered, [], "not delivered on the diff's thread")
            spinMainRunLoop(until: { !delivered.isEmpty })
            XCTAssertEqual(delivered, ["on the main thread: true, stages: 1"])
        }
    }
}
