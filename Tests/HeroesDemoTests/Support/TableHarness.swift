import HeroTestSupport
import RxCore
import SectionedData
import TerminalTestSupport
import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

/// A `TerminalTableRenderer` bound to the app's data source through `rx.items(dataSource:)`, with a
/// hand-set clock, drawing into a screen whose output a `VirtualTerminal` interprets.
///
/// Each `frame()` draws the table at the current time into a fresh `ScreenBuffer`, feeds its
/// difference from the previous frame to the terminal, and checks that the terminal shows
/// exactly the buffer, so every frame of an animation is checked as a terminal would see it.
@MainActor
final class TableHarness {
    let table: TerminalTableRenderer
    let dataSource = HeroesDataSource.make(longestName: TableHarness.longestName, longestTeam: TableHarness.longestTeam)
    /// The widest name and team of the fixtures, as the app measures them.
    static let longestName = HeroFixtures.all.map { DisplayWidth.of($0.name) }.max() ?? 0
    static let longestTeam = HeroFixtures.all.map { DisplayWidth.of($0.team) }.max() ?? 0
    let sections = PublishSubject<[HeroSection]>()
    var time = Duration.zero
    private(set) var terminal: VirtualTerminal
    private var previous: ScreenBuffer?
    private let binding: Disposable
    let width: Int
    let height: Int
    let colorSupport: ColorSupport

    init(width: Int = 80, height: Int = 10, animation: RowAnimation = .standard, colorSupport: ColorSupport = .enabled)
    {
        self.width = width
        self.height = height
        self.colorSupport = colorSupport
        terminal = VirtualTerminal(width: width, height: height)
        let table = TerminalTableRenderer(animation: animation)
        self.table = table
        binding = sections.bind(to: table.rx.items(dataSource: dataSource))
        table.setViewportHeight(height)
        setClock()
    }

    /// Points the table's clock at `time` (the renderer reads it when a batch starts).
    private func setClock() {
        table.now = { [unowned self] in self.time }
    }

    isolated deinit {
        binding.dispose()
    }

    /// Sends new sections through the binding.
    func show(_ sections: [HeroSection]) {
        self.sections.onNext(sections)
    }

    /// Moves the clock and lets the table advance its animation.
    func advance(to time: Duration) {
        self.time = time
        table.advance(to: time)
    }

    /// Draws a frame at the current time, checks the terminal shows it, and returns its rows
    /// without trailing spaces.
    @discardableResult
    func frame(file: StaticString = #filePath, line: UInt = #line) -> [String] {
        var screen = ScreenBuffer(width: width, height: height, colorSupport: colorSupport)
        table.draw(into: &screen, rows: 0..<height, at: time)
        XCTAssertNil(screen.invariantViolation(), file: file, line: line)
        do {
            try terminal.feed(screen.diff(from: previous))
        } catch {
            XCTFail("terminal rejected the output: \(error)", file: file, line: line)
        }
        assertTerminal(terminal, shows: screen, file: file, line: line)
        previous = screen
        return screen.lines
    }

    /// The table's columns at the harness's width, as the rows lay them out.
    var layout: TableLayout {
        TableLayout(width: width - TerminalTableRenderer.gutterWidth, heroes: HeroFixtures.all)
    }

    /// The style of the cell at the start of a row's text (after the gutter).
    func style(row: Int) -> Style {
        terminal.cells[row][TerminalTableRenderer.gutterWidth].style
    }

    /// The lines a settled table shows for `sections`: headers as the data source titles them,
    /// rows as `TableFormatter` lays them out, after the gutter.
    func settledLines(_ sections: [HeroSection]) -> [String] {
        let formatter = TableFormatter(width: layout.width)
        var lines: [String] = []
        for section in sections {
            let count = section.items.count
            lines.append("  \(section.model.displayName) — \(count) \(count == 1 ? "hero" : "heroes")")
            for hero in section.items { lines.append("  " + formatter.row(hero, layout: layout)) }
        }
        return lines.map { line in
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
