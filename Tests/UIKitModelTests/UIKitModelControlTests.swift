#if canImport(UIKit) && UIKIT_MODEL
    import UIKit
    import XCTest

    /// The model's controls deliver their events as UIKit does.
    // XCTest runs tests on the main thread; Linux test discovery cannot call @MainActor methods.
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

        func testValueControlsSendValueChangedOnlyForTheUsersChanges() {
            MainActor.assumeIsolated {
                var log: [String] = []
                let toggle = UISwitch()
                let segments = UISegmentedControl(items: ["a", "b"])
                let slider = UISlider()
                let stepper = UIStepper()
                let picker = UIDatePicker()
                let refresh = UIRefreshControl()
                toggle.addAction(UIAction { _ in log.append("switch \(toggle.isOn)") }, for: .valueChanged)
                segments.addAction(
                    UIAction { _ in log.append("segment \(segments.selectedSegmentIndex)") }, for: .valueChanged)
                slider.addAction(UIAction { _ in log.append("slider \(slider.value)") }, for: .valueChanged)
                stepper.addAction(UIAction { _ in log.append("stepper \(stepper.value)") }, for: .valueChanged)
                picker.addAction(
                    UIAction { _ in log.append("date \(picker.date.timeIntervalSince1970)") }, for: .valueChanged)
                refresh.addAction(UIAction { _ in log.append("refresh \(refresh.isRefreshing)") }, for: .valueChanged)

                toggle.setOn(true, animated: false)
                segments.selectedSegmentIndex = 0
                slider.value = 0.25
                stepper.value = 3
                picker.date = Date(timeIntervalSince1970: 1)
                refresh.beginRefreshing()
                XCTAssertEqual(log, [], "changes made in code send no event")

                toggle.simulateToggle()
                segments.simulateSelection(1)
                slider.simulateSliding(to: 2)
                stepper.simulateIncrement()
                picker.simulatePicking(Date(timeIntervalSince1970: 2))
                refresh.endRefreshing()
                refresh.simulatePullToRefresh()
                XCTAssertEqual(
                    log, ["switch false", "segment 1", "slider 1.0", "stepper 4.0", "date 2.0", "refresh true"])
            }
        }

        func testADisabledControlIgnoresTheUser() {
            MainActor.assumeIsolated {
                let button = UIButton()
                var taps = 0
                button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
                button.isEnabled = false
                button.simulateTap()
                button.isEnabled = true
                button.simulateTap()
                XCTAssertEqual(taps, 1)
            }
        }

        func testButtonTitlesFallBackToNormal() {
            MainActor.assumeIsolated {
                let button = UIButton(type: .system)
                button.setTitle("Go", for: .normal)
                XCTAssertEqual(button.title(for: .highlighted), "Go")
                button.setTitle("Stop", for: .selected)
                button.isSelected = true
                XCTAssertEqual(button.currentTitle, "Stop")
                XCTAssertEqual(button.titleLabel?.text, "Stop")
            }
        }

        func testTextViewAndSearchBarTellTheirDelegatesAboutTyping() {
            MainActor.assumeIsolated {
                final class Delegate: NSObject, UITextViewDelegate, UISearchBarDelegate {
                    var log: [String] = []
                    func textViewDidChange(_ textView: UITextView) { log.append("textView \(textView.text ?? "")") }
                    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
                        log.append("searchBar \(searchText)")
                    }
                    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
                    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
                }
                let delegate = Delegate()
                let textView = UITextView()
                let searchBar = UISearchBar()
                textView.delegate = delegate
                searchBar.delegate = delegate
                textView.text = "code"
                searchBar.text = "code"
                textView.simulateTyping("typed")
                searchBar.simulateTyping("query")
                searchBar.simulateSearchButtonTap()
                searchBar.simulateCancelButtonTap()
                XCTAssertEqual(delegate.log, ["textView typed", "searchBar query", "search", "cancel"])
                XCTAssertTrue((textView as UIScrollView).delegate === delegate, "one delegate object, as in UIKit")
            }
        }

        func testBarButtonItemAndGestureRecognizerRunTheirClosures() {
            MainActor.assumeIsolated {
                var log: [String] = []
                let item = UIBarButtonItem(title: "Add", primaryAction: UIAction { _ in log.append("item") })
                item.simulateTap()
                let recognizer = UITapGestureRecognizer(target: nil, action: nil)
                let view = UIView()
                view.addGestureRecognizer(recognizer)
                let target = recognizer.modelAddTarget { recognizer in log.append("tap \(recognizer.state == .ended)") }
                recognizer.simulateRecognition()
                recognizer.modelRemoveTarget(target)
                recognizer.simulateRecognition()
                XCTAssertEqual(log, ["item", "tap true"])
                XCTAssertTrue(recognizer.view === view)
            }
        }

        func testAViewIsOnScreenWhenItHasAWindow() {
            MainActor.assumeIsolated {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                let container = UIView()
                let label = UILabel()
                container.addSubview(label)
                XCTAssertNil(label.window)
                window.addSubview(container)
                XCTAssertTrue(label.window === window)
                container.removeFromSuperview()
                XCTAssertNil(label.window)
            }
        }

        func testActivityIndicatorHidesWhenStopped() {
            MainActor.assumeIsolated {
                let indicator = UIActivityIndicatorView(style: .medium)
                XCTAssertTrue(indicator.isHidden)
                indicator.startAnimating()
                XCTAssertEqual([indicator.isAnimating, indicator.isHidden], [true, false])
                indicator.stopAnimating()
                XCTAssertEqual([indicator.isAnimating, indicator.isHidden], [false, true])
            }
        }

        func testForwardingObjectsAnswerForOptionalRequirements() {
            MainActor.assumeIsolated {
                final class Proxy: NSObject, UITableViewDataSource, UIKitModelForwarding {
                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        UITableViewCell(style: .default, reuseIdentifier: nil)
                    }
                    func responds(toModelRequirement requirement: UIKitModelRequirement) -> Bool {
                        requirement != "tableView(_:moveRowAt:to:)"
                    }
                }
                let proxy = Proxy()
                let table = UITableView(frame: .zero, style: .plain)
                XCTAssertFalse(proxy.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 0)))
                XCTAssertFalse(UIKitModel.responds(proxy, to: "tableView(_:moveRowAt:to:)"))
                XCTAssertTrue(UIKitModel.responds(proxy, to: "tableView(_:titleForHeaderInSection:)"))
                XCTAssertFalse(UIKitModel.responds(nil, to: "tableView(_:titleForHeaderInSection:)"))
            }
        }

        func testATextFieldDelegateCanRefuseAnEdit() {
            MainActor.assumeIsolated {
                final class Refusing: NSObject, UITextFieldDelegate {
                    func textField(
                        _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                        replacementString string: String
                    ) -> Bool { string.count <= 3 }
                }
                let delegate = Refusing()
                let field = UITextField()
                field.delegate = delegate
                var changes = 0
                field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
                XCTAssertTrue(field.simulateTyping("abc"))
                XCTAssertFalse(field.simulateTyping("abcd"))
                XCTAssertEqual(field.text, "abc")
                XCTAssertEqual(changes, 1)
            }
        }
    }
#endif
