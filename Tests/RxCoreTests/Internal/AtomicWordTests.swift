import RxCoreAtomics
import XCTest

@testable import RxCore

final class AtomicWordTests: RxTestCase {
    // `AtomicWord.inObject` assumes the word is the object's first stored property: check that
    // it addresses exactly that property in every class that keeps one inline.
    func testTheInlineWordIsTheFirstStoredPropertyOfEveryClassThatKeepsOne() {
        let disposable = SingleAssignmentDisposable()
        XCTAssertEqual(
            UnsafeMutableRawPointer(AtomicWord.inObject(disposable).pointer),
            withUnsafeMutablePointer(to: &disposable.stateWord) { UnsafeMutableRawPointer($0) }
        )
        // A subclass keeps its superclass's stored properties first.
        let sink = SubscriptionSink<Int, Int, Int?>(
            transform: nil,
            stages: FusedStages(),
            handlers: SubscriptionHandlers(onNext: nil, onError: nil, onCompleted: nil),
            onDisposed: nil
        )
        XCTAssertEqual(
            UnsafeMutableRawPointer(AtomicWord.inObject(sink).pointer),
            withUnsafeMutablePointer(to: &sink.stateWord) { UnsafeMutableRawPointer($0) }
        )
        let flag = BooleanDisposable()
        XCTAssertEqual(
            UnsafeMutableRawPointer(AtomicWord.inObject(flag).pointer),
            withUnsafeMutablePointer(to: &flag.disposedWord) { UnsafeMutableRawPointer($0) }
        )
        let action = AnonymousDisposable {}
        XCTAssertEqual(
            UnsafeMutableRawPointer(AtomicWord.inObject(action).pointer),
            withUnsafeMutablePointer(to: &action.disposedWord) { UnsafeMutableRawPointer($0) }
        )
        let subject = PublishSubject<String>()
        XCTAssertEqual(
            UnsafeMutableRawPointer(subject.core.workInProgress.pointer),
            withUnsafeMutablePointer(to: &subject.core.queueState) { UnsafeMutableRawPointer($0) }
        )
    }

    func testOperationsReturnWhatTheStandardAtomicsReturn() {
        let cell = AtomicCell<Int>(5)
        XCTAssertEqual(cell.load(ordering: .relaxed), 5)
        XCTAssertEqual(cell.exchange(7, ordering: .acquiringAndReleasing), 5)
        XCTAssertTrue(cell.wrappingAdd(3, ordering: .acquiringAndReleasing) == (7, 10))
        XCTAssertTrue(cell.wrappingSubtract(4, ordering: .acquiringAndReleasing) == (10, 6))
        XCTAssertTrue(cell.bitwiseOr(9, ordering: .acquiringAndReleasing) == (6, 15))
        XCTAssertTrue(cell.compareExchange(expected: 1, desired: 2, ordering: .acquiringAndReleasing) == (false, 15))
        XCTAssertTrue(cell.compareExchange(expected: 15, desired: 2, ordering: .acquiringAndReleasing) == (true, 15))
        cell.store(Int.max, ordering: .releasing)
        XCTAssertTrue(cell.wrappingAdd(1, ordering: .sequentiallyConsistent) == (Int.max, Int.min))
        let flag = AtomicCell<Bool>(false)
        XCTAssertFalse(flag.exchange(true, ordering: .acquiringAndReleasing))
        XCTAssertTrue(flag.load(ordering: .acquiring))
    }

    func testIncrementsFromManyThreadsAreExact() {
        final class Counter: Sendable {
            let cell = AtomicCell<Int>(0)
        }
        let counter = Counter()
        runConcurrently(threads: 8) { _ in
            for _ in 0..<20_000 { counter.cell.wrappingAdd(1, ordering: .relaxed) }
        }
        XCTAssertEqual(counter.cell.load(ordering: .acquiring), 160_000)
    }
}
