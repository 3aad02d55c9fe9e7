import SectionedData
import XCTest

final class AnimationConfigurationTests: XCTestCase {
    func testEveryAnimationIsAutomaticUnlessGiven() {
        let automatic = AnimationConfiguration()
        XCTAssertEqual(automatic.insertAnimation, .automatic)
        XCTAssertEqual(automatic.reloadAnimation, .automatic)
        XCTAssertEqual(automatic.deleteAnimation, .automatic)

        let custom = AnimationConfiguration(insertAnimation: .fade, deleteAnimation: .left)
        XCTAssertEqual(custom.insertAnimation, .fade)
        XCTAssertEqual(custom.reloadAnimation, .automatic)
        XCTAssertEqual(custom.deleteAnimation, .left)
        XCTAssertNotEqual(custom, automatic)
        XCTAssertEqual(
            custom, AnimationConfiguration(insertAnimation: .fade, reloadAnimation: .automatic, deleteAnimation: .left))
    }

    func testAnimationStyleHasUIKitsRowAnimationCases() {
        XCTAssertEqual(
            AnimationStyle.allCases,
            [.fade, .right, .left, .top, .bottom, .none, .middle, .automatic]
        )
    }
}
