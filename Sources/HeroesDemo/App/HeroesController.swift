import HeroCatalog
import RxCore
import SectionedData
import TerminalUI

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
/// A keystroke flows one way: key → field → view model (searched off the main thread) → data
/// source → table → one frame (``RenderLoop``). Keys come in batches (all the keys of one read
/// of the terminal: a burst of typing, a paste); a batch is drawn as one frame showing the edited
/// field, and only then is the field's text handed to the view model, so the search's threads
/// never hold up that frame and a paste of ten thousand characters is one search, not ten
/// thousand. The search result, with its status and selection, is drawn as one more frame when
/// it arrives. Until the table shows the result of what was typed, keys that act on the table (↑
/// ↓ PgUp PgDn Enter) and every key after them wait, and are handled in order once it does: Enter
/// pressed right after typing opens a hero of the new list, never of the list the user was
/// leaving.
///
/// While a hero's details are open, Enter and Esc close them, ↑ ↓ PgUp PgDn move to the next
/// hero, a key that edits the query closes them (a new search), and any other key (an arrow in
/// the field, Ctrl-L, a key nothing handles) leaves them open.
///
/// ``TerminalSession`` connects it to a real terminal; tests connect it to a virtual one.
///
/// ```swift
/// let controller = HeroesController(heroes: catalog.heroes, size: (80, 24), write: { output.write($0) })
/// controller.start()
/// controller.handle([.text("spider")])
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
    let table: TerminalTableRenderer

    /// The data source between the view model's sections and the table.
    let dataSource: SectionedAnimatedDataSource<HeroSection>

    /// The view model.
    let viewModel: HeroesViewModel

    /// The clock that drives animations.
    let clock: FrameClock

    /// Choices from the command line.
    let configuration: Configuration

    /// Draws and writes the frames.
    private(set) var renderLoop: RenderLoop!

    /// Receives the terminal output of each frame.
    var output: @MainActor (String) -> Void {
        get { renderLoop.write }
        set { renderLoop.write = newValue }
    }

    /// Called when the user quits (Esc or Ctrl-C).
    var onQuit: (@MainActor () -> Void)?

    /// Called when the user asks to suspend the app (Ctrl-Z), after the keys before it are
    /// drawn; the keys after it are handled once it returns.
    var onSuspend: (@MainActor () -> Void)?

    /// The screen's parts for the current size.
    private(set) var layout: ScreenLayout

    /// The last frame written, or `nil` before the first and after ``redrawAll()``.
    var previousFrame: ScreenBuffer? { renderLoop.previousFrame }

    /// The status line the view model reported last.
    private(set) var status = ""

    /// The hero the view model reports as selected.
    private(set) var selectedHero: Hero?

    /// The hero whose details are open, if any.
    var detailsHero: Hero? { details.hero }

    /// The keys waiting for the table to show the result of what was typed before them.
    var waitingKeys: [Key] = []

    /// The result the table was last given, `nil` before the first.
    private(set) var shownResult: SearchResult?

    /// Whether a hero's details are open, and which.
    var details = DetailsState()
    /// The search text the view model has been given: the field's text, handed over once the
    /// frame showing the edit is drawn.
    let submittedText = BehaviorRelay(value: "")
    /// Whether a search result is on its way through the subscribers; its last one draws.
    private var isDeliveringResult = false
    private let longestName: Int
    private let longestTeam: Int
    private let disposeBag = DisposeBag()

    /// Creates the app's controller; nothing is bound or drawn before ``start()``.
    ///
    /// - Parameters:
    ///   - heroes: The heroes to browse.
    ///   - configuration: Animation and colour choices.
    ///   - size: The terminal's columns and rows.
    ///   - clock: The frame clock for animations.
    ///   - searchScheduler: Where the view model searches; `nil` for its own background queue.
    ///   - write: Receives the terminal output of each frame.
    convenience init(
        heroes: [Hero],
        configuration: Configuration = Configuration(),
        size: (columns: Int, rows: Int),
        clock: FrameClock = FrameClock(),
        searchScheduler: ImmediateSchedulerType? = nil,
        write: @escaping @MainActor (String) -> Void
    ) {
        self.init(
            filter: HeroFilter(heroes: heroes, displayWidth: DisplayWidth.of), configuration: configuration, size: size,
            clock: clock,
            searchScheduler: searchScheduler, write: write)
    }

    /// Creates the app's controller for heroes already prepared for searching.
    ///
    /// - Parameters:
    ///   - filter: The heroes, prepared for searching.
    ///   - configuration: Animation and colour choices.
    ///   - size: The terminal's columns and rows.
    ///   - clock: The frame clock for animations.
    ///   - searchScheduler: Where the view model searches; `nil` for its own background queue.
    ///   - write: Receives the terminal output of each frame.
    init(
        filter: HeroFilter,
        configuration: Configuration = Configuration(),
        size: (columns: Int, rows: Int),
        clock: FrameClock = FrameClock(),
        searchScheduler: ImmediateSchedulerType? = nil,
        write: @escaping @MainActor (String) -> Void
    ) {
        self.configuration = configuration
        self.clock = clock
        longestName = filter.longestNameWidth
        longestTeam = filter.longestTeamWidth
        layout = ScreenLayout(width: size.columns, height: size.rows)
        table = TerminalTableRenderer(animation: configuration.animation, now: { [clock] in clock.now })
        dataSource = HeroesDataSource.make(longestName: longestName, longestTeam: longestTeam)
        viewModel = HeroesViewModel(
            searchText: submittedText.asObservable(),
            selection: table.rx.modelSelected(Hero.self),
            filter: filter,
            searchScheduler: searchScheduler
        )
        renderLoop = RenderLoop(compose: { [unowned self] in self.composeFrame() }, write: write)
    }

    /// Binds the view model to the screen and draws the first frame.
    func start() {
        table.onNeedsDisplay = { [weak self] in self?.renderLoop.setNeedsDisplay() }
        clock.onFrame = { [weak self] _ in
            guard let self else { return false }
            self.renderLoop.render()
            self.handleWaitingKeys()
            return self.table.isAnimating
        }
        // Drivers deliver on the main scheduler, that is on the main thread, and each result
        // reaches these subscribers in the order they subscribed: the first marks the delivery,
        // the table, the status and the selection take it next, and the last one draws the frame
        // they changed, once.
        viewModel.results
            .drive(onNext: { [weak self] _ in MainActor.assumeIsolated { self?.isDeliveringResult = true } })
            .disposed(by: disposeBag)
        viewModel.sections
            .drive(table.rx.items(dataSource: dataSource))
            .disposed(by: disposeBag)
        viewModel.status
            .drive(onNext: { [weak self] status in
                MainActor.assumeIsolated {
                    self?.status = status
                    self?.renderLoop.setNeedsDisplay()
                }
            })
            .disposed(by: disposeBag)
        viewModel.selectedHero
            .drive(onNext: { [weak self] hero in
                MainActor.assumeIsolated { self?.selectedHeroChanged(hero) }
            })
            .disposed(by: disposeBag)
        viewModel.results
            .drive(onNext: { [weak self] result in
                MainActor.assumeIsolated { self?.resultShown(result) }
            })
            .disposed(by: disposeBag)
        renderLoop.render()
        if table.isAnimating { clock.requestFrames() }
    }

    /// Whether the table does not show the result of the query typed yet: a search or an
    /// animation stage of its result is still on the way.
    var isWaitingForResult: Bool {
        guard let shownResult else { return true }
        if shownResult.needle != HeroFilter.needle(for: field.text) { return true }
        return dataSource.isAnimating && dataSource.sectionModels != shownResult.sections
    }

    /// Lays the screen out for a new terminal size and redraws it completely.
    ///
    /// - Parameters:
    ///   - columns: The terminal's width.
    ///   - rows: The terminal's height.
    func resize(columns: Int, rows: Int) {
        layout = ScreenLayout(width: columns, height: rows)
        redrawAll()
    }

    /// Draws the whole screen again, not just what changed (after a resize, or when the
    /// terminal's contents are unknown).
    func redrawAll() {
        renderLoop.invalidate()
        display()
    }

    /// Draws a frame if anything changed, and starts the frame clock while the table animates.
    func display() {
        renderLoop.displayIfNeeded()
        if table.isAnimating { clock.requestFrames() }
    }

    private func resultShown(_ result: SearchResult) {
        shownResult = result
        isDeliveringResult = false
        display()
        handleWaitingKeys()
    }

    private func selectedHeroChanged(_ hero: Hero?) {
        selectedHero = hero
        let before = details
        details.selectionChanged(to: hero)
        guard details != before else { return }
        renderLoop.setNeedsDisplay()
        // A selection that comes with a search result is drawn with it, by the result's last
        // subscriber; one that comes alone (the row Enter selected, the row ↓ moved to) is
        // drawn now, as a key would be.
        if !isDeliveringResult { display() }
    }

    private func composeFrame() -> ScreenBuffer {
        let now = clock.now
        table.advance(to: now)
        var content = HeroesScreen.Content()
        let screen = HeroesScreen(layout: layout, colorSupport: configuration.colorSupport)
        content.search = field.render(width: screen.searchFieldWidth)
        content.status = status
        content.query = field.text
        content.details = details.hero
        content.isSearching = shownResult == nil
        return screen.frame(content, table: table, columns: tableLayout(), at: now)
    }

    private func tableLayout() -> TableLayout {
        TableLayout(
            width: layout.width - TerminalTableRenderer.gutterWidth,
            longestName: longestName,
            longestTeam: longestTeam
        )
    }
}
