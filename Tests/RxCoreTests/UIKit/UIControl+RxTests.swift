#if canImport(UIKit) && UIKIT_MODEL
    import RxCore
    import UIKit
    import XCTest

    final class UIControlRxUIKitTests: RxTestCase {
        override func tearDown() {
            MainActor.assumeIsolated { UIKitModel.reset() }
            super.tearDown()
        }

        @MainActor
        private static func actionCount(_ control: UIControl) -> Int {
            var count = 0
            control.enumerateEventHandlers { action, _, _, _ in
                if action != nil { count += 1 }
            }
            return count
        }

        func testControlEventEmitsForTheChosenEventsOnly() {
            MainActor.assumeIsolated {
                let control = UIControl()
                var received = 0
                let subscription = control.rx.controlEvent([.touchUpInside, .valueChanged])
                    .subscribe(onNext: { received += 1 })
                control.sendActions(for: .touchUpInside)
                control.sendActions(for: .touchDown)
                control.sendActions(for: .valueChanged)
                XCTAssertEqual(received, 2)
                subscription.dispose()
            }
        }

        func testDisposingRemovesTheAction() {
            MainActor.assumeIsolated {
                let control = UIControl()
                var received = 0
                let subscription = control.rx.controlEvent(.touchUpInside).subscribe(onNext: { received += 1 })
                XCTAssertEqual(Self.actionCount(control), 1)
                subscription.dispose()
                XCTAssertEqual(Self.actionCount(control), 0)
                XCTAssertEqual(control.allControlEvents, [])
                control.sendActions(for: .touchUpInside)
                XCTAssertEqual(received, 0)
            }
        }

        func testEachSubscriptionAddsItsOwnAction() {
            MainActor.assumeIsolated {
                let control = UIControl()
                var first = 0
                var second = 0
                let one = control.rx.controlEvent(.touchUpInside).subscribe(onNext: { first += 1 })
                let two = control.rx.controlEvent(.touchUpInside).subscribe(onNext: { second += 1 })
                XCTAssertEqual(Self.actionCount(control), 2)
                control.sendActions(for: .touchUpInside)
                one.dispose()
                control.sendActions(for: .touchUpInside)
                XCTAssertEqual([first, second], [1, 2])
                two.dispose()
                XCTAssertEqual(Self.actionCount(control), 0)
            }
        }

        func testControlEventCompletesWhenTheControlDeallocates() {
            MainActor.assumeIsolated {
                var control: UIControl? = UIControl()
                weak let weakControl = control
                var events: [String] = []
                let subscription = control!.rx.controlEvent(.touchUpInside)
                    .subscribe(onNext: { events.append("tap") }, onCompleted: { events.append("completed") })
                control!.sendActions(for: .touchUpInside)
                control = nil
                XCTAssertNil(weakControl)
                XCTAssertEqual(events, ["tap", "completed"])
                subscription.dispose()
            }
        }

        func testControlPropertyEmitsTheValueOnSubscribeAndAfterEachEditingEvent() {
            MainActor.assumeIsolated {
                let control = UIControl()
                let property = control.rx.controlProperty(
                    editingEvents: .valueChanged, getter: { $0.isSelected }, setter: { $0.isSelected = $1 })
                var values: [Bool] = []
                let subscription = property.subscribe(onNext: { values.append($0) })
                control.isSelected = true
                control.sendActions(for: .valueChanged)
                control.sendActions(for: .touchUpInside)
                control.isSelected = false
                control.sendActions(for: .valueChanged)
                XCTAssertEqual(values, [false, true, false])
                subscription.dispose()
                XCTAssertEqual(Self.actionCount(control), 0)
            }
        }

        func testControlPropertySetsThroughTheSetter() {
            MainActor.assumeIsolated {
                let control = UIControl()
                let property = control.rx.controlProperty(
                    editingEvents: .valueChanged, getter: { $0.isSelected }, setter: { $0.isSelected = $1 })
                Observable.just(true).bind(to: property).dispose()
                XCTAssertTrue(control.isSelected)
            }
        }

        func testControlPropertyCompletesWhenTheControlDeallocates() {
            MainActor.assumeIsolated {
                var control: UIControl? = UIControl()
                var events: [String] = []
                let subscription = control!.rx
                    .controlProperty(
                        editingEvents: .valueChanged, getter: { $0.isEnabled }, setter: { $0.isEnabled = $1 }
                    )
                    .subscribe(onNext: { events.append("\($0)") }, onCompleted: { events.append("completed") })
                control = nil
                XCTAssertEqual(events, ["true", "completed"])
                subscription.dispose()
            }
        }

        func testIsEnabledAndIsSelectedBinders() {
            MainActor.assumeIsolated {
                let control = UIControl()
                let enabled = Observable.of(true, false).bind(to: control.rx.isEnabled)
                let selected = Observable.of(false, true).bind(to: control.rx.isSelected)
                XCTAssertFalse(control.isEnabled)
                XCTAssertTrue(control.isSelected)
                enabled.dispose()
                selected.dispose()
            }
        }
    }
#endif
