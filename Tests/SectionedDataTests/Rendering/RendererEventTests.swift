import DiffTestSupport
import SectionedData
import XCTest

final class RendererEventTests: XCTestCase {
    func testEveryHandlerReceivesEveryValueInTheOrderTheHandlersWereAdded() {
        onMainActor {
            let event = RendererEvent<ItemPath>()
            var received: [String] = []
            let first = event.addHandler { received.append("first \($0)") }
            let second = event.addHandler { received.append("second \($0)") }
            event.send(path(0, 1))
            event.send(path(2, 0))
            XCTAssertEqual(
                received, ["first [0, 1]", "second [0, 1]", "first [2, 0]", "second [2, 0]"])
            XCTAssertEqual(event.handlerCount, 2)
            first.cancel()
            second.cancel()
        }
    }

    func testACancelledHandlerReceivesNothingMoreAndCancellingTwiceDoesNothing() {
        onMainActor {
            let event = RendererEvent<Int>()
            var received: [String] = []
            let first = event.addHandler { received.append("first \($0)") }
            let second = event.addHandler { received.append("second \($0)") }
            event.send(1)
            first.cancel()
            first.cancel()
            event.send(2)
            XCTAssertEqual(received, ["first 1", "second 1", "second 2"])
            XCTAssertEqual(event.handlerCount, 1)
            second.cancel()
            XCTAssertEqual(event.handlerCount, 0)
            event.send(3)
            XCTAssertEqual(received, ["first 1", "second 1", "second 2"])
        }
    }

    func testAHandlerAddedDuringASendFirstReceivesTheNextValue() {
        onMainActor {
            let event = RendererEvent<Int>()
            var received: [String] = []
            var added: RendererEvent<Int>.Registration?
            let first = event.addHandler { value in
                received.append("first \(value)")
                if added == nil { added = event.addHandler { received.append("added \($0)") } }
            }
            event.send(1)
            event.send(2)
            XCTAssertEqual(received, ["first 1", "first 2", "added 2"])
            first.cancel()
            added?.cancel()
        }
    }

    func testAHandlerCancelledDuringASendIsNotCalledEvenIfItsTurnHadNotCome() {
        onMainActor {
            let event = RendererEvent<Int>()
            var received: [String] = []
            var second: RendererEvent<Int>.Registration?
            let first = event.addHandler { value in
                received.append("first \(value)")
                second?.cancel()
            }
            second = event.addHandler { received.append("second \($0)") }
            event.send(1)
            XCTAssertEqual(received, ["first 1"])
            XCTAssertEqual(event.handlerCount, 1)
            first.cancel()
        }
    }

    func testTheEventHoldsItsHandlersAndTheRegistrationHoldsNeitherTheEventNorTheHandler() {
        onMainActor {
            final class Target {}
            var event: RendererEvent<Int>? = RendererEvent<Int>()
            weak let weakEvent = event
            var target: Target? = Target()
            weak let weakTarget = target
            let registration = event!.addHandler { [target] _ in _ = target }
            target = nil
            XCTAssertNotNil(weakTarget, "the event holds its handler")
            event = nil
            XCTAssertNil(weakEvent, "the registration does not keep the event alive")
            XCTAssertNil(weakTarget, "the handler went with the event")
            registration.cancel()
        }
    }
}
