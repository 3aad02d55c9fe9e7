import DiffTestSupport
import Foundation
import XCTest

@testable import SectionedData

final class BackgroundDiffTests: XCTestCase {
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

    func testACancelledDiffNeverRunsAndDeliversNothing() {
        onMainActor {
            let counter = CountingDiff()
            let diff = BackgroundDiff(
                from: [section("A", [1])], to: [section("A", [2])], differences: counter.differences)
            diff.cancel()
            XCTAssertTrue(diff.isCancelled)
            var deliveries: [BackgroundDiff<TestSection>.Delivery] = []
            diff.run { deliveries.append($0) }
            XCTAssertEqual(counter.calls, 0)
            XCTAssertEqual(deliveries.count, 1, "delivered at once on the main thread")
            XCTAssertNil(deliveries.first?.outcome)
        }
    }

    func testADiffRunsOnceAndDeliversItsStagesOrItsError() throws {
        try onMainActor {
            let counter = CountingDiff()
            var outcomes: [BackgroundDiff<TestSection>.Outcome?] = []
            BackgroundDiff(from: [section("A", [1])], to: [section("A", [2])], differences: counter.differences)
                .run { outcomes.append($0.outcome) }
            BackgroundDiff(from: [section("A", [1])], to: [section("A", [3, 3])], differences: counter.differences)
                .run { outcomes.append($0.outcome) }
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
            let diff = BackgroundDiff(
                from: [section("A", [1])], to: [section("A", [1, 2])], differences: CountingDiff().differences)
            let delivered = ErrorLog()
            let ran = DispatchSemaphore(value: 0)
            Thread {
                diff.run { _ in delivered.append("on the main thread: \(Thread.isMainThread)") }
                ran.signal()
            }.start()
            ran.wait()
            XCTAssertEqual(delivered.messages, [], "not delivered on the diff's thread")
            spinMainRunLoop(until: { !delivered.messages.isEmpty })
            XCTAssertEqual(delivered.messages, ["on the main thread: true"])
        }
    }
}
