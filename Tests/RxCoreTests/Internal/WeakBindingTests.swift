import XCTest

@testable import RxCore

final class WeakBindingTests: RxTestCase {
    private final class Owner {
        var received: [String] = []
    }

    func testPassesTheObjectAndTheValueWhileTheObjectLives() {
        let owner = Owner()
        let handler = weaklyBinding(owner) { (owner: Owner, value: Int) in owner.received.append("value \(value)") }
        let bare = weaklyBinding(owner) { (owner: Owner) in owner.received.append("bare") }
        handler(1)
        bare()
        handler(2)
        XCTAssertEqual(owner.received, ["value 1", "bare", "value 2"])
    }

    func testDoesNotRetainTheObjectAndDoesNothingOnceItIsGone() {
        var calls = 0
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        let handler = weaklyBinding(owner!) { (_: Owner, _: Int) in calls += 1 }
        let bare = weaklyBinding(owner!) { (_: Owner) in calls += 1 }
        owner = nil
        XCTAssertNil(weakOwner)
        handler(1)
        bare()
        XCTAssertEqual(calls, 0)
    }

    func testANilHandlerGivesAHandlerThatDoesNothing() {
        let owner = Owner()
        let handler: (Int) -> Void = weaklyBinding(owner, nil as ((Owner, Int) -> Void)?)
        let bare: () -> Void = weaklyBinding(owner, nil as ((Owner) -> Void)?)
        handler(1)
        bare()
        XCTAssertEqual(owner.received, [])
    }
}
