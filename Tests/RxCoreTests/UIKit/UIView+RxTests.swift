#if canImport(UIKit) && UIKIT_MODEL
    import RxCore
    import UIKit
    import XCTest

    final class UIViewRxUIKitTests: RxTestCase {
        /// RxExample's shape: `viewModel.isEmpty.bind(to: view.rx.isHidden)`.
        func testIsHidden() {
            MainActor.assumeIsolated {
                let view = UIView()
                let isEmpty = BehaviorRelay(value: true)
                let subscription = isEmpty.map { !$0 }.bind(to: view.rx.isHidden)
                XCTAssertFalse(view.isHidden)
                isEmpty.accept(false)
                XCTAssertTrue(view.isHidden)
                subscription.dispose()
            }
        }

        func testAlphaBackgroundColorAndUserInteraction() {
            MainActor.assumeIsolated {
                let view = UIView()
                let bag = DisposeBag()
                Observable.just(CGFloat(0.5)).bind(to: view.rx.alpha).disposed(by: bag)
                Observable.just(UIColor.red).bind(to: view.rx.backgroundColor).disposed(by: bag)
                Observable.just(false).bind(to: view.rx.isUserInteractionEnabled).disposed(by: bag)
                XCTAssertEqual(view.alpha, 0.5)
                XCTAssertEqual(view.backgroundColor, UIColor.red)
                XCTAssertFalse(view.isUserInteractionEnabled)
            }
        }

        func testKeyPathBindersWorkOnAnyView() {
            MainActor.assumeIsolated {
                let view = UIView()
                Observable.just(7).bind(to: view.rx.tag).dispose()
                XCTAssertEqual(view.tag, 7)
            }
        }

        func testABinderDoesNotKeepTheViewAlive() {
            MainActor.assumeIsolated {
                var view: UIView? = UIView()
                weak let weakView = view
                let relay = PublishRelay<Bool>()
                let subscription = relay.bind(to: view!.rx.isHidden)
                view = nil
                XCTAssertNil(weakView)
                relay.accept(true)
                subscription.dispose()
            }
        }
    }

    final class UILabelRxUIKitTests: RxTestCase {
        func testTextAndAttributedText() {
            MainActor.assumeIsolated {
                let label = UILabel()
                Observable.of("one", "two").bind(to: label.rx.text).dispose()
                XCTAssertEqual(label.text, "two")
                Observable.just(NSAttributedString(string: "bold")).bind(to: label.rx.attributedText).dispose()
                XCTAssertEqual(label.attributedText?.string, "bold")
            }
        }
    }

    final class UIImageViewRxUIKitTests: RxTestCase {
        func testImage() {
            MainActor.assumeIsolated {
                let imageView = UIImageView()
                let image = UIImage(systemName: "heart")
                Observable.just(image).bind(to: imageView.rx.image).dispose()
                XCTAssertTrue(imageView.image === image)
                Observable.just(nil).bind(to: imageView.rx.image).dispose()
                XCTAssertNil(imageView.image)
            }
        }
    }

    final class UIActivityIndicatorViewRxUIKitTests: RxTestCase {
        /// RxExample's shape: `viewModel.isLoading.bind(to: activityIndicator.rx.isAnimating)`.
        func testIsAnimatingStartsAndStops() {
            MainActor.assumeIsolated {
                let indicator = UIActivityIndicatorView(style: .medium)
                let loading = BehaviorRelay(value: false)
                let subscription = loading.bind(to: indicator.rx.isAnimating)
                XCTAssertFalse(indicator.isAnimating)
                loading.accept(true)
                XCTAssertTrue(indicator.isAnimating)
                XCTAssertFalse(indicator.isHidden)
                loading.accept(false)
                XCTAssertFalse(indicator.isAnimating)
                XCTAssertTrue(indicator.isHidden)
                subscription.dispose()
            }
        }
    }

    final class UIProgressViewRxUIKitTests: RxTestCase {
        func testProgress() {
            MainActor.assumeIsolated {
                let progressView = UIProgressView()
                Observable.of(Float(0.25), 0.75).bind(to: progressView.rx.progress).dispose()
                XCTAssertEqual(progressView.progress, 0.75)
            }
        }
    }
#endif
