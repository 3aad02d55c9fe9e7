import HeroTestSupport
import RxCore
import RxTest
import TerminalTestSupport
import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

/// A `HeroesController` wired to a `VirtualTerminal`, a hand-fired frame timer and a hand-set
/// clock: tests type keys, resize, and step frames, and read the screen the way a user sees it.
///
/// The view model searches and delivers on a `TestScheduler` (one tick a millisecond): after
/// each key the harness lets virtual time run until the search result is on the screen.
@MainActor
final class AppHarness {
    let timer = ManualFrameTimer()
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    var time = Duration.zero
    let controller: HeroesController
    private(set) var terminal: VirtualTerminal
    private(set) var writes: [String] = []
    private(set) var quits = 0
    private(set) var failure: String?

    init(
        heroes: [Hero] = HeroFixtures.all,
        width: Int = 100,
        height: Int = 20,
        animation: RowAnimation = .standard,
        colorSupport: ColorSupport = .enabled
    ) {
        terminal = VirtualTerminal(width: width, height: height)
        let box = TimeBox()
        let clock = FrameClock(timer: timer, now: { box.time })
        var controller: HeroesController?
        let scheduler = self.scheduler
        SharingScheduler.mock(scheduler: scheduler) {
            controller = HeroesController(
                heroes: heroes,
                configuration: HeroesController.Configuration(animation: animation, colorSupport: colorSupport),
                size: (width, height),
                clock: clock,
                searchScheduler: scheduler,
                write: { _ in }
            )
        }
        self.controller = controller!
        self.box = box
        self.controller.output = { [unowned self] text in self.received(text) }
        self.controller.onQuit = { [unowned self] in self.quits += 1 }
        self.controller.start()
        deliver()
    }

    /// Runs the search and the deliveries scheduled so far in virtual time (each takes a tick).
    func deliver() {
        scheduler.advanceTo(scheduler.clock + 10)
    }

    private let box: TimeBox

    /// The clock's time, shared with the frame clock.
    private final class TimeBox {
        var time = Duration.zero
    }

    private func received(_ text: String) {
        writes.append(text)
        do {
            try terminal.feed(text)
        } catch {
            failure = failure ?? "terminal rejected output: \(error)"
        }
    }

    /// Sends keys, each followed by the delivery of its search result.
    func type(_ keys: Key...) {
        for key in keys {
            controller.handle(key)
            deliver()
        }
    }

    /// Sends keys as one read of the terminal (one batch), without letting virtual time run.
    func read(_ keys: Key...) {
        controller.handle(keys)
    }

    /// Sends a list of keys as one read of the terminal, without letting virtual time run.
    func read(contentsOf keys: [Key]) {
        controller.handle(keys)
    }

    /// Sends keys without letting virtual time run, as fast typing does.
    func press(_ keys: Key...) {
        for key in keys { controller.handle(key) }
    }

    /// Sends bytes as the terminal would, in one read, through a ``KeyDecoder`` that lives as long
    /// as the harness, each key followed by the delivery of its search result; with `pause`, then
    /// signals that no more input came (the Esc timeout).
    func send(_ bytes: [UInt8], pause: Bool = true) {
        var keys = decoder.decode(bytes)
        if pause { keys += decoder.inputPaused() }
        for key in keys {
            controller.handle(key)
            deliver()
        }
    }

    private var decoder = KeyDecoder()

    /// Fires frame ticks every 16 ms until the clock stops (or a second has passed).
    func settle() {
        for _ in 0..<64 where timer.isRunning {
            tick(16)
        }
    }

    /// Moves the clock on by `milliseconds` and fires one tick.
    func tick(_ milliseconds: Int) {
        box.time += .milliseconds(milliseconds)
        time = box.time
        timer.fire()
    }

    /// Resizes the terminal and tells the controller.
    func resize(width: Int, height: Int) {
        terminal = VirtualTerminal(width: width, height: height)
        controller.resize(columns: width, rows: height)
    }

    /// The screen's rows without trailing spaces.
    var rows: [String] {
        terminal.rows.map { row in
            var row = row
            while row.last == " " { row.removeLast() }
            return row
        }
    }

    /// The names in the table's hero rows, in order.
    var heroNames: [String] {
        screenHeroNames(rows, known: Set(HeroFixtures.all.map(\.name)))
    }

    /// Checks that the terminal accepted every byte and shows the controller's last frame.
    func assertConsistent(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNil(failure, file: file, line: line)
        if let frame = controller.previousFrame {
            assertTerminal(terminal, shows: frame, file: file, line: line)
        }
    }
}
