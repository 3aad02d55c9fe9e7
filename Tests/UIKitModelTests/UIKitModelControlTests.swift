#if canImport(UIKit) && UIKIT_MODEL
    import UIKit
    import XCTest

    /// The model's controls deliver their events as UIKit does.
    // XCTest runs tests on the main thread; Linux test discovery cannot call @MainActor methods, so each test body
    // runs in `MainActor.assumeIsolated`.
    final class UIKitModelControlTests: XCTestCase {
        override func tearDown() {
            MainActor.assumeIsolated { UIKitModel.reset() }
        }

        func testSendActionsRunsTheActionsRegisteredForThoseEventsInOrder() {
            MainActor.assumeIsolated {
                let control = UIControl()
                var received: [String] = []
                control.addAction(UIAction { _ in received.append("tap") }, for: .touchUpInside)
                control.addAction(UIAction { _ in received.append("value") }, for: .valueChanged)
                control.addAction(UIAction { _ in received.append("either") }, for: [.touchUpInside, .valueChanged])

                control.sendActions(for: .touchUpInside)
                XCTAssertEqual(received, ["tap", "either"])
                control.sendActions(for: .valueChanged)
                XCTAssertEqual(received, ["tap", "either", "value", "either"])
            }
        }

        func testRemovedActionNoLongerRuns() {
            MainActor.assumeIsolated {
                let control = UIControl()
                var count = 0
                let action = UIAction { _ in count += 1 }
                control.addAction(action, for: .touchUpInside)
                control.sendActions(for: .touchUpInside)
                control.removeAction(action, for: .touchUpInside)
                control.sendActions(for: .touchUpInside)
                XCTAssertEqual(count, 1)
            }
        }

        func testTextFieldTypingSetsTextAndSendsEditingChanged() {
            MainActor.assumeIsolated {
                let field = UITextField()
                var seen: [String?] = []
                field.addAction(
                    UIAction { action in seen.append((action.sender as? UITextField)?.text) }, for: .editingChanged)
                field.simulateTyping("Io")
                XCTAssertEqual(seen, ["Io"])
                field.text = nil
                XCTAssertEqual(field.text, "", "UITextField stores nil as empty text")
                XCTAssertEqual(seen, ["Io"], "setting text in code sends no event")
            }
        }
    }
#endif
