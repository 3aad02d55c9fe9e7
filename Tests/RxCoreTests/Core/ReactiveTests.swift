import RxCore
import XCTest

private final class Gauge: ReactiveCompatible {
    var level = 0
}

extension Reactive where Base: Gauge {
    fileprivate var doubledLevel: Binder<Int> {
        Binder(base) { gauge, value in gauge.level = value * 2 }
    }
}

final class ReactiveTests: RxTestCase {
    func testKeyPathBinderWritesTheProperty() {
        let gauge = Gauge()
        gauge.rx.level.onNext(4)
        XCTAssertEqual(gauge.level, 4)
    }

    func testExtensionsAppearUnderRx() {
        let gauge = Gauge()
        let subscription = Observable.of(1, 2, 3).subscribe(gauge.rx.doubledLevel)
        XCTAssertEqual(gauge.level, 6)
        subscription.dispose()
    }

    func testBaseIsTheWrappedObject() {
        let gauge = Gauge()
        XCTAssertTrue(gauge.rx.base === gauge)
        XCTAssertTrue(Gauge.rx == Reactive<Gauge>.self)
    }
}
