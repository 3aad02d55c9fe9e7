import RxCore
import XCTest

final class DisposeBagDisposableBuilderTests: RxTestCase {
    @DisposeBag.DisposableBuilder
    private func disposables(_ first: BooleanDisposable, _ second: BooleanDisposable) -> [Disposable] {
        first
        second
    }

    func testTheNestedNameBuildsTheSameDisposables() {
        let first = BooleanDisposable()
        let second = BooleanDisposable()
        var bag: DisposeBag? = DisposeBag()
        bag?.insert(disposables(first, second))
        XCTAssertFalse(first.isDisposed)
        bag = nil
        XCTAssertTrue(first.isDisposed)
        XCTAssertTrue(second.isDisposed)
    }
}
