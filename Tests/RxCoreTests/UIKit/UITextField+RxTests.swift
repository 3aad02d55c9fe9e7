#if canImport(UIKit) && UIKIT_MODEL
    import RxCore
    import UIKit
    import XCTest

    final class UITextFieldRxUIKitTests: RxTestCase {
        override func tearDown() {
            MainActor.assumeIsolated { UIKitModel.reset() }
            super.tearDown()
        }

        func testTextEmitsTheCurrentTextThenEachEdit() {
            MainActor.assumeIsolated {
                let field = UITextField()
                field.text = "A"
                var values: [String?] = []
                let subscription = field.rx.text.subscribe(onNext: { values.append($0) })
                field.simulateTyping("Ad")
                field.simulateTyping("Ada")
                field.simulateBeginEditing()
                XCTAssertEqual(values, ["A", "Ad", "Ada", "Ada"])
                subscription.dispose()
                field.simulateTyping("Adam")
                XCTAssertEqual(values.count, 4)
                XCTAssertEqual(field.allControlEvents, [])
            }
        }

        func testBindingTextSetsTheFieldWithoutAnEvent() {
            MainActor.assumeIsolated {
                let field = UITextField()
                var values: [String?] = []
                let subscription = field.rx.text.subscribe(onNext: { values.append($0) })
                let binding = Observable.just("Grace").bind(to: field.rx.text)
                XCTAssertEqual(field.text, "Grace")
                XCTAssertEqual(values, [""])
                binding.dispose()
                subscription.dispose()
            }
        }

        /// RxExample's shape: `textField.rx.text.orEmpty.bind(to: label.rx.text)`.
        func testOrEmptyBindsTheTextToALabel() {
            MainActor.assumeIsolated {
                let field = UITextField()
                let label = UILabel()
                let bag = DisposeBag()
                field.rx.text.orEmpty
                    .map { "Hello, \($0)" }
                    .bind(to: label.rx.text)
                    .disposed(by: bag)
                XCTAssertEqual(label.text, "Hello, ")
                field.simulateTyping("Ada")
                XCTAssertEqual(label.text, "Hello, Ada")
            }
        }

        func testValueIsTheSamePropertyAsText() {
            MainActor.assumeIsolated {
                let field = UITextField()
                var values: [String?] = []
                let subscription = field.rx.value.subscribe(onNext: { values.append($0) })
                field.simulateTyping("x")
                XCTAssertEqual(values, ["", "x"])
                subscription.dispose()
            }
        }

        func testAttributedTextBothWays() {
            MainActor.assumeIsolated {
                let field = UITextField()
                var values: [String] = []
                let subscription = field.rx.attributedText.subscribe(onNext: { values.append($0?.string ?? "nil") })
                field.simulateTyping("typed")
                Observable.just(NSAttributedString(string: "bound")).bind(to: field.rx.attributedText).dispose()
                XCTAssertEqual(field.text, "bound")
                XCTAssertEqual(values, ["", "typed"])
                subscription.dispose()
            }
        }
    }
#endif
