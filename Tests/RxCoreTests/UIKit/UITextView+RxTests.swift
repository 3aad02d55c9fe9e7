#if canImport(UIKit) && UIKIT_MODEL
    import RxCore
    import UIKit
    import XCTest

    final class UITextViewRxUIKitTests: RxTestCase {
        private final class AppDelegate: NSObject, UITextViewDelegate {}

        override func tearDown() {
            MainActor.assumeIsolated { UIKitModel.reset() }
            super.tearDown()
        }

        func testTextEmitsTheCurrentTextThenEachUserEdit() {
            MainActor.assumeIsolated {
                let textView = UITextView()
                textView.text = "Dear"
                var values: [String?] = []
                let subscription = textView.rx.text.subscribe(onNext: { values.append($0) })
                textView.simulateTyping("Dear diary")
                XCTAssertEqual(values, ["Dear", "Dear diary"])
                subscription.dispose()
                textView.simulateTyping("gone")
                XCTAssertEqual(values.count, 2)
            }
        }

        func testBindingTextSetsTheView() {
            MainActor.assumeIsolated {
                let textView = UITextView()
                let binding = Observable.just("Notes").bind(to: textView.rx.text)
                XCTAssertEqual(textView.text, "Notes")
                binding.dispose()
            }
        }

        func testValueOrEmptyToALabel() {
            MainActor.assumeIsolated {
                let textView = UITextView()
                let label = UILabel()
                let bag = DisposeBag()
                textView.rx.value.orEmpty.map { "\($0.count) characters" }.bind(to: label.rx.text).disposed(by: bag)
                textView.simulateTyping("four")
                XCTAssertEqual(label.text, "4 characters")
            }
        }

        func testTheViewGetsItsDelegateBack() {
            MainActor.assumeIsolated {
                let textView = UITextView()
                let appDelegate = AppDelegate()
                textView.delegate = appDelegate
                let subscription = textView.rx.text.subscribe()
                XCTAssertFalse(textView.delegate === appDelegate)
                subscription.dispose()
                XCTAssertTrue(textView.delegate === appDelegate)
            }
        }
    }
#endif
