import RxCore
import XCTest

final class NotificationCenterRxTests: RxTestCase {
    private let heroSaved = Notification.Name("HeroSaved")
    private let heroDeleted = Notification.Name("HeroDeleted")

    func testEmitsTheNamedNotificationsUntilDisposed() {
        let center = NotificationCenter()
        var received: [String] = []
        let subscription = center.rx.notification(heroSaved)
            .subscribe(onNext: { notification in received.append(notification.userInfo?["name"] as? String ?? "?") })
        center.post(name: heroSaved, object: nil, userInfo: ["name": "Ada"])
        center.post(name: heroDeleted, object: nil, userInfo: ["name": "Bob"])
        center.post(name: heroSaved, object: nil, userInfo: ["name": "Grace"])
        subscription.dispose()
        center.post(name: heroSaved, object: nil, userInfo: ["name": "Alan"])
        XCTAssertEqual(received, ["Ada", "Grace"])
    }

    func testFiltersBySender() {
        let center = NotificationCenter()
        let sender = NSObject()
        var received: [String] = []
        let subscription = center.rx.notification(heroSaved, object: sender)
            .subscribe(onNext: { notification in received.append(notification.userInfo?["name"] as? String ?? "?") })
        center.post(name: heroSaved, object: NSObject(), userInfo: ["name": "Ada"])
        center.post(name: heroSaved, object: sender, userInfo: ["name": "Grace"])
        subscription.dispose()
        XCTAssertEqual(received, ["Grace"])
    }

    func testANilNameReceivesEveryNotification() {
        let center = NotificationCenter()
        var received: [Notification.Name] = []
        let subscription = center.rx.notification(nil).subscribe(onNext: { received.append($0.name) })
        center.post(name: heroSaved, object: nil)
        center.post(name: heroDeleted, object: nil)
        subscription.dispose()
        XCTAssertEqual(received, [heroSaved, heroDeleted])
    }
}
