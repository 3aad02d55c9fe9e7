#if canImport(UIKit) && UIKIT_MODEL
    import RxCore
    import UIKit
    import XCTest

    final class UIGestureRecognizerRxUIKitTests: RxTestCase {
        override func tearDown() {
            MainActor.assumeIsolated { UIKitModel.reset() }
            super.tearDown()
        }

        func testEventEmitsTheRecognizerOnEachStateChange() {
            MainActor.assumeIsolated {
                let view = UIView()
                let tap = UITapGestureRecognizer()
                view.addGestureRecognizer(tap)
                var states: [UIGestureRecognizer.State] = []
                let subscription = tap.rx.event.subscribe(onNext: { recognizer in
                    XCTAssertTrue(recognizer === tap)
                    states.append(recognizer.state)
                })
                tap.simulateRecognition()
                tap.simulateRecognition(.cancelled)
                XCTAssertEqual(states, [.ended, .cancelled])
                subscription.dispose()
                tap.simulateRecognition()
                XCTAssertEqual(states.count, 2)
            }
        }

        func testEventIsTypedAsTheRecognizer() {
            MainActor.assumeIsolated {
                let tap = UITapGestureRecognizer()
                tap.numberOfTapsRequired = 2
                var taps: [Int] = []
                let subscription = tap.rx.event.subscribe(onNext: { taps.append($0.numberOfTapsRequired) })
                tap.simulateRecognition()
                XCTAssertEqual(taps, [2])
                subscription.dispose()
            }
        }
    }
#endif
