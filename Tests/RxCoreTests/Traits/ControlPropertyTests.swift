import Foundation
import RxCore
import XCTest

/// A stand-in for a terminal text field that exposes its text the RxCocoa way.
private final class Field: ReactiveCompatible {
    let textRelay = BehaviorRelay<String?>(value: nil)
    var text: String? {
        get { textRelay.value }
        set { textRelay.accept(newValue) }
    }
}

extension Reactive where Base: Field {
    fileprivate var text: ControlProperty<String?> {
        ControlProperty(values: base.textRelay, valueSink: Binder(base) { field, text in field.text = text })
    }
}

final class ControlPropertyTests: RxTestCase {
    func testValuesStartWithTheCurrentValueAndFollowChanges() {
        let field = Field()
        field.text = "a"
        var received: [String?] = []
        let subscription = field.rx.text.subscribe(onNext: { received.append($0) })
        field.text = "ab"
        field.text = nil
        XCTAssertEqual(received, ["a", "ab", nil])
        subscription.dispose()
    }

    func testBindingToThePropertySetsIt() {
        let field = Field()
        let subscription = Observable.of("x", "xy").bind(to: field.rx.text)
        XCTAssertEqual(field.text, "xy")
        subscription.dispose()
    }

    func testChangedSkipsTheCurrentValue() {
        let field = Field()
        field.text = "start"
        var received: [String?] = []
        let subscription = field.rx.text.changed.subscribe(onNext: { received.append($0) })
        field.text = "next"
        XCTAssertEqual(received, ["next"])
        subscription.dispose()
    }

    func testOrEmptyReadsNilAsAnEmptyStringAndWritesThrough() {
        let field = Field()
        var received: [String] = []
        let subscription = field.rx.text.orEmpty.subscribe(onNext: { received.append($0) })
        field.text = "hulk"
        field.rx.text.orEmpty.onNext("thor")
        XCTAssertEqual(received, ["", "hulk", "thor"])
        XCTAssertEqual(field.text, "thor")
        subscription.dispose()
    }

    func testErrorsAreBindingErrorsAndCompletionReachesTheSink() {
        let reported = Collector<String>()
        Hooks.setBindingErrorHandler { reported.append("\($0)") }
        defer { Hooks.setBindingErrorHandler(nil) }
        var sinkEvents: [Event<Int>] = []
        let property = ControlProperty(values: Observable.just(1), valueSink: AnyObserver { sinkEvents.append($0) })
        property.onError(MarbleTestError())
        property.onCompleted()
        XCTAssertEqual(reported.snapshot, ["MarbleTestError(boom)"])
        XCTAssertEqual(sinkEvents, [.completed])
    }

    func testSubscriptionsMoveToTheMainThread() {
        let baseline = Resources.total
        do {
            let subscribedOnMain = Collector<Bool>()
            let values = Observable<Int>.create { observer in
                subscribedOnMain.append(Thread.isMainThread)
                observer.onNext(1)
                return Disposables.create()
            }
            // Only read here and by the one background block below.
            nonisolated(unsafe) let property = ControlProperty(values: values, valueSink: AnyObserver<Int> { _ in })
            let received = Collector<Int>()
            let subscription = SingleAssignmentDisposable()
            DispatchQueue.global().async {
                subscription.setDisposable(property.subscribe(onNext: { received.append($0) }))
            }
            spinMainRunLoop { received.count == 1 }
            XCTAssertEqual(subscribedOnMain.snapshot, [true])
            subscription.dispose()
        }
        // The source's disposal is scheduled on the main queue too.
        spinMainRunLoop { Resources.total <= baseline }
    }
}
