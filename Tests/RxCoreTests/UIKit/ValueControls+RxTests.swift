#if canImport(UIKit) && UIKIT_MODEL
    import RxCore
    import UIKit
    import XCTest

    /// The value controls' properties, both ways: the value on subscription, a user's change
    /// emitted, a bound value set without an event, and no action left after disposal.
    final class ValueControlsRxUIKitTests: RxTestCase {
        override func tearDown() {
            MainActor.assumeIsolated { UIKitModel.reset() }
            super.tearDown()
        }

        @MainActor
        private static func check<Control: UIControl, Value: Equatable>(
            _ control: Control,
            _ property: ControlProperty<Value>,
            initial: Value,
            userChange: @MainActor (Control) -> Void,
            changed: Value,
            bound: Value,
            read: @MainActor (Control) -> Value,
            file: StaticString = #filePath,
            line: UInt = #line
        ) {
            var values: [Value] = []
            let subscription = property.subscribe(onNext: { values.append($0) })
            userChange(control)
            XCTAssertEqual(values, [initial, changed], file: file, line: line)
            Observable.just(bound).bind(to: property).dispose()
            XCTAssertEqual(read(control), bound, file: file, line: line)
            XCTAssertEqual(values, [initial, changed], "binding sends no event", file: file, line: line)
            subscription.dispose()
            XCTAssertEqual(control.allControlEvents, [], file: file, line: line)
        }

        func testSwitchIsOnAndValue() {
            MainActor.assumeIsolated {
                let toggle = UISwitch()
                Self.check(
                    toggle, toggle.rx.isOn, initial: false, userChange: { $0.simulateToggle() }, changed: true,
                    bound: false, read: { $0.isOn })
                Self.check(
                    toggle, toggle.rx.value, initial: false, userChange: { $0.simulateToggle() }, changed: true,
                    bound: false, read: { $0.isOn })
            }
        }

        func testSegmentedControlSelectedSegmentIndex() {
            MainActor.assumeIsolated {
                let segments = UISegmentedControl()
                for (index, title) in ["All", "Heroes", "Villains"].enumerated() {
                    segments.insertSegment(withTitle: title, at: index, animated: false)
                }
                Self.check(
                    segments, segments.rx.selectedSegmentIndex, initial: UISegmentedControl.noSegment,
                    userChange: { $0.simulateSelection(2) }, changed: 2, bound: 1, read: { $0.selectedSegmentIndex })
            }
        }

        func testSliderValue() {
            MainActor.assumeIsolated {
                let slider = UISlider()
                Self.check(
                    slider, slider.rx.value, initial: 0, userChange: { $0.simulateSliding(to: 0.4) }, changed: 0.4,
                    bound: 0.9, read: { $0.value })
            }
        }

        func testStepperValue() {
            MainActor.assumeIsolated {
                let stepper = UIStepper()
                Self.check(
                    stepper, stepper.rx.value, initial: 0, userChange: { $0.simulateIncrement() }, changed: 1,
                    bound: 10, read: { $0.value })
            }
        }

        func testDatePickerDateAndValue() {
            MainActor.assumeIsolated {
                let picker = UIDatePicker()
                let start = Date(timeIntervalSince1970: 0)
                let picked = Date(timeIntervalSince1970: 86_400)
                let bound = Date(timeIntervalSince1970: 172_800)
                picker.date = start
                Self.check(
                    picker, picker.rx.date, initial: start, userChange: { $0.simulatePicking(picked) }, changed: picked,
                    bound: bound, read: { $0.date })
                picker.date = start
                Self.check(
                    picker, picker.rx.value, initial: start, userChange: { $0.simulatePicking(picked) },
                    changed: picked,
                    bound: bound, read: { $0.date })
            }
        }

        func testRefreshControlIsRefreshing() {
            MainActor.assumeIsolated {
                let refresh = UIRefreshControl()
                var pulls = 0
                let bag = DisposeBag()
                refresh.rx.controlEvent(.valueChanged).subscribe(onNext: { pulls += 1 }).disposed(by: bag)
                let loading = BehaviorRelay(value: false)
                loading.bind(to: refresh.rx.isRefreshing).disposed(by: bag)
                refresh.simulatePullToRefresh()
                XCTAssertEqual(pulls, 1)
                XCTAssertTrue(refresh.isRefreshing)
                loading.accept(false)
                XCTAssertFalse(refresh.isRefreshing)
                loading.accept(true)
                XCTAssertTrue(refresh.isRefreshing)
            }
        }
    }
#endif
