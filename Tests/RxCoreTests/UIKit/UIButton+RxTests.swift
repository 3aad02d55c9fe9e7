#if canImport(UIKit) && UIKIT_MODEL
    import RxCore
    import UIKit
    import XCTest

    final class UIButtonRxUIKitTests: RxTestCase {
        override func tearDown() {
            MainActor.assumeIsolated { UIKitModel.reset() }
            super.tearDown()
        }

        /// RxExample's shape: `button.rx.tap.subscribe(onNext:)` in a dispose bag.
        func testTapEmitsOncePerUserTap() {
            MainActor.assumeIsolated {
                let button = UIButton()
                var taps = 0
                var bag: DisposeBag? = DisposeBag()
                button.rx.tap
                    .subscribe(onNext: { taps += 1 })
                    .disposed(by: bag!)
                button.simulateTap()
                button.simulateTap()
                XCTAssertEqual(taps, 2)
                bag = nil
                button.simulateTap()
                XCTAssertEqual(taps, 2)
                XCTAssertEqual(button.allControlEvents, [])
            }
        }

        func testTapIgnoresOtherEventsAndADisabledButton() {
            MainActor.assumeIsolated {
                let button = UIButton()
                var taps = 0
                let subscription = button.rx.tap.subscribe(onNext: { taps += 1 })
                button.sendActions(for: .touchDown)
                button.sendActions(for: .valueChanged)
                button.isEnabled = false
                button.simulateTap()
                XCTAssertEqual(taps, 0)
                subscription.dispose()
            }
        }

        func testTapDrivesAViewModelThroughWithLatestFrom() {
            MainActor.assumeIsolated {
                let button = UIButton()
                let field = UITextField()
                var submitted: [String] = []
                let subscription = button.rx.tap
                    .withLatestFrom(field.rx.text.orEmpty)
                    .subscribe(onNext: { submitted.append($0) })
                field.simulateTyping("Ada")
                button.simulateTap()
                field.simulateTyping("Grace")
                button.simulateTap()
                XCTAssertEqual(submitted, ["Ada", "Grace"])
                subscription.dispose()
            }
        }

        func testTitleForStateSetsTheTitle() {
            MainActor.assumeIsolated {
                let button = UIButton()
                let normal = Observable.of("Save", "Saved").bind(to: button.rx.title())
                let disabled = Observable.just("Wait").bind(to: button.rx.title(for: .disabled))
                XCTAssertEqual(button.title(for: .normal), "Saved")
                XCTAssertEqual(button.title(for: .disabled), "Wait")
                normal.dispose()
                disabled.dispose()
            }
        }

        func testImageForStateSetsTheImage() {
            MainActor.assumeIsolated {
                let button = UIButton()
                let image = UIImage(systemName: "star")
                let subscription = Observable.just(image).bind(to: button.rx.image(for: .normal))
                XCTAssertTrue(button.image(for: .normal) === image)
                subscription.dispose()
            }
        }
    }
#endif
