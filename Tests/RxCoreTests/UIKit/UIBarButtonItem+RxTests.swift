#if canImport(UIKit) && UIKIT_MODEL
    import RxCore
    import UIKit
    import XCTest

    final class UIBarButtonItemRxUIKitTests: RxTestCase {
        override func tearDown() {
            MainActor.assumeIsolated { UIKitModel.reset() }
            super.tearDown()
        }

        func testTapEmitsPerTapForEverySubscriber() {
            MainActor.assumeIsolated {
                let item = UIBarButtonItem(title: "Add")
                var first = 0
                var second = 0
                let one = item.rx.tap.subscribe(onNext: { first += 1 })
                let two = item.rx.tap.subscribe(onNext: { second += 1 })
                item.simulateTap()
                one.dispose()
                item.simulateTap()
                XCTAssertEqual([first, second], [1, 2])
                two.dispose()
                XCTAssertNil(item.primaryAction)
            }
        }

        func testTheItemGetsItsPrimaryActionBack() {
            MainActor.assumeIsolated {
                var own = 0
                let ownAction = UIAction { _ in own += 1 }
                let item = UIBarButtonItem(title: "Edit", primaryAction: ownAction)
                var taps = 0
                let subscription = item.rx.tap.subscribe(onNext: { taps += 1 })
                item.simulateTap()
                subscription.dispose()
                item.simulateTap()
                XCTAssertEqual([taps, own], [1, 1])
                XCTAssertTrue(item.primaryAction === ownAction)
            }
        }

        func testTapCompletesWhenTheItemDeallocates() {
            MainActor.assumeIsolated {
                var item: UIBarButtonItem? = UIBarButtonItem(title: "Done")
                var events: [String] = []
                let subscription = item!.rx.tap
                    .subscribe(onNext: { events.append("tap") }, onCompleted: { events.append("completed") })
                item!.simulateTap()
                item = nil
                XCTAssertEqual(events, ["tap", "completed"])
                subscription.dispose()
            }
        }
    }
#endif
