import RxCore
import SectionedData

/// The interactive app without its terminal: it takes keys and sizes, runs them through the view
/// model, the data source and the table, and hands each frame's terminal output to `write`.
///
/// Everything is bound the way an RxCocoa screen is: the search field's text goes into
/// ``HeroesViewModel``; its sections go through a `SectionedAnimatedDataSource` into the table
/// (`rx.items(dataSource:)`); the rows the user selects (`rx.modelSelected`) go back into the
/// view model, whose selected hero and status the screen shows. Keys go to the search field
/// first; ↑ ↓ PgUp PgDn move the selection, Enter opens the selected hero's details, Esc closes
/// them or quits, Ctrl-C quits.
///
/// ``TerminalSession`` connects it to a real terminal; tests connect it to a virtual one.
///
/// ```swift
/// let controller = HeroesController(heroes: catalog.heroes, size: (80, 24), write: { output.write($0) })
/// controller.start()
/// controller.handle(.text("spider"))
/// ```
@MainActor
final class HeroesController {
    /// Choices from the command line.
    struct Configuration: Equatable, Sendable {
        /// How the table animates; ``RowAnimation/disabled`` for `--no-animation`.
        var animation = RowAnimation.standard

        /// Whether colours are allowed.
        var colorSupport = ColorSupport.enabled
    }

    /// The search field.
    let field = SearchField()

    /// The table.
    let table: HeroesTableRenderer

    /// The data source between the view model's sections and the table.
    let dataSource: SectionedAnimatedDataSource<HeroSection>

    /// The view model.
    let viewModel: HeroesViewModel

    /// The clock that drives animations.
    let clock: FrameClock

    /// Choices from the command line.
    let configuration: Configuration

    /// Receives the terminal output of each frame.
    var output: @MainActor (String) -> Void

    /// Called when the user quits (Esc or Ctrl-C).
    var onQuit: (@MainActor () -> Void)?

    /// The screen's parts for the current size.
    private(set) var layout: ScreenLayout

    /// The last frame written, or `nil` before the first and after ``redrawAll()``.
    private(set) var previousFrame: ScreenBuffer?

    /// The status line the view model reported last.
    private(set) var status = ""

    /// The hero the view model reports as selected.
    private(set) var selectedHero: Hero?

    /// The hero whose details are open, if any.
    private(set) var detailsHero: Hero?

    /// Whether Enter asked for the details of a row it selected, which the view model reports
    /// as the selected hero a moment later.
    private var detailsRequested = false
    private let longestName: Int
    private let longestTeam: Int
    private let disposeBag = DisposeBag()
    private var isRendering = false
    private var needsRender = false

    /// Creates the app's controller; nothing is bound or drawn before ``start()``.
    ///
    /// - Parameters:
    ///   - heroes: The heroes to browse.
    ///   - configuration: Animation and colour choices.
    ///   - size: The terminal's columns and rows.
    ///   - clock: The frame clock for animations.
    ///   - write: Receives the terminal output of each frame.
    convenience init(
        heroes: [Hero],
        configuration: Configuration = Configuration(),
        size: (columns: Int, rows: Int),
        clock: FrameClock = FrameClock(),
        write: @escaping @MainActor (String) -> Void
    ) {
        self.init(
            filter: HeroFilter(heroes: heroes), configuration: configuration, size: size, clock: clock, write: write)
    }

    /// Creates the app's controller for heroes already prepared for searching.
    ///
    /// - Parameters:
    ///   - filter: The heroes, prepared for searching.
    ///   - configuration: Animation and colour choices.
    ///   - size: The terminal's columns and rows.
    ///   - clock: The frame clock for animations.
    ///   - write: Receives the terminal output of each frame.
    init(
        filter: HeroFilter,
        configuration: Configuration = Configuration(),
        size: (columns: Int, rows: Int),
        clock: FrameClock = FrameClock(),
        write: @escaping @MainActor (String) -> Void
    ) {
        self.configuration = configuration
        self.clock = clock
        output = write
        let heroes = filter.sortedHeroes
        longestName = heroes.lazy.map { DisplayWidth.of($0.name) }.max() ?? 0
        longestTeam = heroes.lazy.map { DisplayWidth.of($0.team) }.max() ?? 0
        layout = ScreenLayout(width: size.columns, height: size.rows)
        table = HeroesTableRenderer(animation: configuration.animation, now: { [clock] in clock.now })
        dataSource = Self.makeDataSource()
        viewModel = HeroesViewModel(
            searchText: field.rx.text.orEmpty.asObservable(),
            selection: table.rx.modelSelected(Hero.self),
            filter: filter
        )
        table.layout = tableLayout()
    }

    /// Binds the view model to the screen and draws the first frame.
    func start() {
        table.onNeedsDisplay = { [weak self] in self?.render() }
        clock.onFrame = { [weak self] _ in
            guard let self else { return false }
            self.render()
            return self.table.isAnimating
        }
        viewModel.sections
            .drive(table.rx.items(dataSource: dataSource))
            .disposed(by: disposeBag)
        viewModel.status
            .drive(onNext: { [weak self] status in
                // Drivers deliver on the main scheduler, that is on the main thread.
                MainActor.assumeIsolated {
                    self?.status = status
                    self?.render()
                }
            })
            .disposed(by: disposeBag)
        viewModel.selectedHero
            .drive(onNext: { [weak self] hero in
                MainActor.assumeIsolated { self?.selectedHeroChanged(hero) }
            })
            .disposed(by: disposeBag)
        render()
    }

    /// Handles one key.
    ///
    /// - Parameter key: The key pressed.
    func handle(_ key: Key) {
        if key != .enter { detailsRequested = false }
        if key == .control("c") {
            onQuit?()
            return
        }
        if detailsHero != nil {
            switch key {
            case .enter, .escape:
                detailsHero = nil
                render()
                return
            case .up, .down, .pageUp, .pageDown:
                break
            default:
                detailsHero = nil
            }
        }
        if field.handle(key) {
            render()
            return
        }
        switch key {
        case .escape:
            onQuit?()
            return
        case .up: table.moveSelection(by: -1)
        case .down: table.moveSelection(by: 1)
        case .pageUp: table.movePage(by: -1)
        case .pageDown: table.movePage(by: 1)
        case .enter:
            if let selectedHero {
                detailsHero = selectedHero
            } else {
                detailsRequested = true
                table.moveSelection(by: 0)
            }
        case .control("l"): previousFrame = nil
        default: break
        }
        render()
    }

    /// Lays the screen out for a new terminal size and redraws it completely.
    ///
    /// - Parameters:
    ///   - columns: The terminal's width.
    ///   - rows: The terminal's height.
    func resize(columns: Int, rows: Int) {
        layout = ScreenLayout(width: columns, height: rows)
        table.layout = tableLayout()
        redrawAll()
    }

    /// Draws the whole screen again, not just what changed (after a resize, or when the
    /// terminal's contents are unknown).
    func redrawAll() {
        previousFrame = nil
        render()
    }

    /// Draws a frame and writes what changed since the last one; starts the frame clock while the
    /// table animates.
    ///
    /// Drawing can end an animation, whose completion can start the next update, which asks for
    /// another frame: such requests made while drawing are served by drawing again right after.
    func render() {
        guard !isRendering else {
            needsRender = true
            return
        }
        isRendering = true
        defer { isRendering = false }
        repeat {
            needsRender = false
            let now = clock.now
            table.advance(to: now)
            var content = HeroesScreen.Content()
            let screen = HeroesScreen(layout: layout, colorSupport: configuration.colorSupport)
            content.search = field.render(width: screen.searchFieldWidth)
            content.status = status
            content.query = field.text
            content.details = detailsHero
            let frame = screen.frame(content, table: table, at: now)
            let text = frame.diff(from: previousFrame)
            previousFrame = frame
            if !text.isEmpty { output(text) }
        } while needsRender
        if table.isAnimating { clock.requestFrames() }
    }

    /// The data source the table is bound through: one ``HeroCell`` per row, and headers such
    /// as `Marvel — 12 heroes`.
    ///
    /// Changes that touch more than ``animatedItemLimit`` rows (shown plus new) are drawn at once
    /// instead of animated, so that even a keystroke that changes 100,000 rows settles within a
    /// frame: hashing every identity for the diff would cost more than the frame, and the table
    /// shows only a screenful of them.
    ///
    /// - Returns: A data source with no sections.
    static func makeDataSource() -> SectionedAnimatedDataSource<HeroSection> {
        let dataSource = SectionedAnimatedDataSource<HeroSection>(
            configureCell: { _, _, _, hero in HeroCell(hero: hero) },
            titleForHeaderInSection: { dataSource, index in
                let section = dataSource[section: index]
                let count = section.items.count
                return "\(section.model.displayName) — \(count) \(count == 1 ? "hero" : "heroes")"
            }
        )
        dataSource.maximumAnimatedItemCount = animatedItemLimit
        return dataSource
    }

    /// The most rows (shown plus new) a change may touch and still be animated.
    static let animatedItemLimit = 60_000

    private func selectedHeroChanged(_ hero: Hero?) {
        selectedHero = hero
        if detailsHero != nil || (detailsRequested && hero != nil) {
            detailsHero = hero
            detailsRequested = false
        }
        render()
    }

    private func tableLayout() -> TableLayout {
        TableLayout(
            width: layout.width - HeroesTableRenderer.gutterWidth,
            longestName: longestName,
            longestTeam: longestTeam
        )
    }
}
