#if canImport(UIKit) && UIKIT_MODEL
    import RxCore
    import UIKit
    import XCTest

    final class UIKitScrollViewTests: XCTestCase {
        override func tearDown() {
            MainActor.assumeIsolated { UIKitModel.reset() }
        }

        func testDraggingEventsInUIKitsOrder() {
            MainActor.assumeIsolated {
                let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                let rx = Reactive(scrollView)
                let bag = DisposeBag()
                var log: [String] = []
                rx.willBeginDragging.subscribe(onNext: { log.append("willBeginDragging") }).disposed(by: bag)
                rx.didScroll.subscribe(onNext: { log.append("didScroll") }).disposed(by: bag)
                rx.contentOffset.subscribe(onNext: { log.append("offset \($0.y)") }).disposed(by: bag)
                rx.willEndDragging
                    .subscribe(onNext: {
                        log.append("willEndDragging \($0.velocity.y) \($0.targetContentOffset.pointee.y)")
                    })
                    .disposed(by: bag)
                rx.didEndDragging.subscribe(onNext: { log.append("didEndDragging \($0)") }).disposed(by: bag)

                scrollView.simulateDrag(to: CGPoint(x: 0, y: 80))
                XCTAssertEqual(
                    log,
                    [
                        "offset 0.0", "willBeginDragging", "didScroll", "offset 80.0", "willEndDragging 0.0 80.0",
                        "didEndDragging false",
                    ])
            }
        }

        func testTheOtherScrollEventsAndTheirForwarding() {
            MainActor.assumeIsolated {
                let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                let rx = Reactive(scrollView)
                let zoomed = UIView()
                let bag = DisposeBag()
                var log: [String] = []
                rx.didZoom.subscribe(onNext: { log.append("didZoom") }).disposed(by: bag)
                rx.willBeginDecelerating.subscribe(onNext: { log.append("willBeginDecelerating") }).disposed(by: bag)
                rx.didEndDecelerating.subscribe(onNext: { log.append("didEndDecelerating") }).disposed(by: bag)
                rx.didEndScrollingAnimation.subscribe(onNext: { log.append("didEndScrollingAnimation") })
                    .disposed(by: bag)
                rx.willBeginZooming.subscribe(onNext: { log.append("willBeginZooming \($0 === zoomed)") })
                    .disposed(by: bag)
                rx.didEndZooming.subscribe(onNext: { log.append("didEndZooming \($0.view === zoomed) \($0.scale)") })
                    .disposed(by: bag)
                rx.didScrollToTop.subscribe(onNext: { log.append("didScrollToTop") }).disposed(by: bag)
                let delegate = ZoomingDelegate(zoomed)
                rx.setDelegate(delegate).disposed(by: bag)

                let proxy = scrollView.delegate!
                XCTAssertTrue(proxy.viewForZooming(in: scrollView) === zoomed, "a member the bindings do not take")
                proxy.scrollViewDidZoom(scrollView)
                proxy.scrollViewWillBeginDecelerating(scrollView)
                proxy.scrollViewDidEndDecelerating(scrollView)
                proxy.scrollViewDidEndScrollingAnimation(scrollView)
                proxy.scrollViewWillBeginZooming(scrollView, with: zoomed)
                proxy.scrollViewDidEndZooming(scrollView, with: zoomed, atScale: 2)
                proxy.scrollViewDidScrollToTop(scrollView)
                XCTAssertEqual(
                    log,
                    [
                        "didZoom", "willBeginDecelerating", "didEndDecelerating", "didEndScrollingAnimation",
                        "willBeginZooming true", "didEndZooming true 2.0", "didScrollToTop",
                    ])
                XCTAssertEqual(delegate.log, ["viewForZooming", "didZoom", "didScrollToTop"])
            }
        }
    }

    /// A scroll view delegate that zooms one view and logs a few messages.
    final class ZoomingDelegate: NSObject, UIScrollViewDelegate {
        private let zoomed: UIView
        private(set) var log: [String] = []

        init(_ zoomed: UIView) {
            self.zoomed = zoomed
        }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? {
            log.append("viewForZooming")
            return zoomed
        }

        func scrollViewDidZoom(_ scrollView: UIScrollView) {
            log.append("didZoom")
        }

        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
            log.append("didScrollToTop")
        }
    }
#endif
