import RxCore
import RxTest

/// Three cold inner sequences and a hot outer sequence that emits them at 300, 400 and 500: the
/// data of RxSwift's merge and switch marble tests.
///
/// Subscribed at `t`, `first` emits 101…106 from `t + 10` to `t + 220` and completes at `t + 230`;
/// `second` emits 201…204 from `t + 10` to `t + 40` and completes (or fails) at `t + 50`; `third`
/// emits 301…305 from `t + 10` to `t + 120` and completes at `t + 150`.
struct InnerSequences {
    let first: TestableObservable<Int>
    let second: TestableObservable<Int>
    let third: TestableObservable<Int>

    var all: [TestableObservable<Int>] { [first, second, third] }

    init(_ scheduler: TestScheduler, secondFails: Bool = false) {
        first = scheduler.createColdObservable([
            .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105), .next(220, 106),
            .completed(230),
        ])
        second = scheduler.createColdObservable([
            .next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204),
            secondFails ? .error(50, TestError.boom) : .completed(50),
        ])
        third = scheduler.createColdObservable([
            .next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .next(120, 305), .completed(150),
        ])
    }

    /// A hot outer sequence emitting the three at 300, 400 and 500, then `end`.
    func outer(
        _ scheduler: TestScheduler,
        end: Recorded<Event<TestableObservable<Int>>>
    ) -> TestableObservable<TestableObservable<Int>> {
        scheduler.createHotObservable([.next(300, first), .next(400, second), .next(500, third), end])
    }
}
