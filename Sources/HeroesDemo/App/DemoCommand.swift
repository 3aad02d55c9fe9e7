import Foundation
import HeroCatalog
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `HeroesDemo` command: parses the arguments, loads the heroes and prints the table.
///
/// `run` takes its output streams and width as parameters so tests drive the whole command in
/// process; `main` wires it to the real standard output, standard error and terminal.
///
/// ```swift
/// var output = ""
/// var errors = ""
/// let status = DemoCommand.run(["--query", "spider"], width: 100, output: &output, errors: &errors)
/// ```
enum DemoCommand {
    /// The name used in messages.
    static let programName = "HeroesDemo"

    /// How a run shows the heroes.
    enum Mode: Equatable, Sendable {
        /// Print the table once (a pipe, a file, or `--query`).
        case printTable

        /// The interactive table on the terminal.
        case interactive
    }

    /// How `options` and the standard streams decide the mode.
    ///
    /// - Parameters:
    ///   - options: The parsed options.
    ///   - inputIsTerminal: Whether standard input is a terminal.
    ///   - outputIsTerminal: Whether standard output is a terminal.
    /// - Returns: `.interactive` when both streams are terminals and no `--query` was given;
    ///   `.printTable` otherwise.
    static func mode(for options: Options, inputIsTerminal: Bool, outputIsTerminal: Bool) -> Mode {
        return inputIsTerminal && outputIsTerminal && !options.hasQuery ? .interactive : .printTable
    }

    /// Runs the command with the process's arguments and streams.
    ///
    /// Standard output is checked when the command is done: if a write failed (a full disk, a
    /// closed descriptor), a one-line message goes to standard error and the status is
    /// ``ExitStatus/outputError``. A reader that stopped reading (`| head -1`) ends the output
    /// quietly, whether or not the table had fit in the pipe by then. On a terminal that cannot
    /// move the cursor (`TERM=dumb`), the table is printed once, saying why on standard error.
    ///
    /// - Returns: The exit status to end the process with; the interactive app exits by itself.
    @MainActor
    static func main() -> ExitStatus {
        // Before any file or thread takes a closed stream's descriptor (`>&-`).
        StandardStreams.holdClosedOnes()
        // Swift's runtime catches SIGQUIT to print a crash report (and, on a terminal, to offer
        // an interactive debugger); a request to quit is no crash, so it gets its default action.
        // The executable blocked SIGQUIT before the runtime started (HeroesDemoSystem.c): one
        // sent since is delivered now, to the default action.
        if SignalDisposition.of(SIGQUIT) == .handled { signal(SIGQUIT, SIG_DFL) }
        var quit = sigset_t()
        sigemptyset(&quit)
        sigaddset(&quit, SIGQUIT)
        pthread_sigmask(SIG_UNBLOCK, &quit, nil)
        // A closed pipe must fail the write (EPIPE) rather than kill the process mid-table.
        let pipeDisposition = signal(SIGPIPE, SIG_IGN)
        var output = FileDescriptorOutput(descriptor: STDOUT_FILENO)
        var errors = FileDescriptorOutput(descriptor: STDERR_FILENO)
        let status = run(
            environment: ProcessInfo.processInfo.environment, output: &output, errors: &errors,
            beforeInteractive: { _ = signal(SIGPIPE, pipeDisposition) })
        output.flush()
        defer { errors.flush() }
        guard let errorNumber = output.errorNumber, !output.readerHasGone else { return status }
        errors.write("\(programName): error: cannot write the output: \(String(cString: strerror(errorNumber)))\n")
        return status == .success ? .outputError : status
    }

    @MainActor
    private static func run(
        environment: [String: String],
        output: inout FileDescriptorOutput,
        errors: inout FileDescriptorOutput,
        beforeInteractive: () -> Void
    ) -> ExitStatus {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let options = try? Options.parse(arguments), !options.showsHelp else {
            return run(arguments, width: TerminalSize.standardOutputColumns, output: &output, errors: &errors)
        }
        var mode = mode(
            for: options, inputIsTerminal: isatty(STDIN_FILENO) == 1, outputIsTerminal: isatty(STDOUT_FILENO) == 1)
        if mode == .interactive,
            let problem = TerminalCapabilities.cursorAddressingProblem(
                environment: environment, naming: MessageQuoting.path)
        {
            errors.write("\(programName): \(problem): printing the table instead of the interactive screen\n")
            errors.flush()
            mode = .printTable
        }
        if mode == .printTable {
            return run(arguments, width: TerminalSize.standardOutputColumns, output: &output, errors: &errors)
        }
        let source = options.dataSource
        let configuration = HeroesController.Configuration(
            animation: options.animates ? .standard : .disabled,
            colorSupport: ColorSupport.detect(environment: environment, noColorOption: options.noColor)
        )
        output.flush()
        errors.flush()
        beforeInteractive()
        let heroCount: Int? = if case .synthetic(let count) = source { count } else { nil }
        let interactiveSource = source
        return TerminalSession.run(heroCount: heroCount, configuration: configuration) { () throws(HeroDataError) in
            try loadFilter(interactiveSource)
        }
    }

    /// Runs the command.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - width: The width to render the table at.
    ///   - output: Receives the table or the help text.
    ///   - errors: Receives a one-line error message, if any.
    /// - Returns: `.success`, `.dataError` when the heroes cannot be loaded, or `.usageError`
    ///   for a wrong command line.
    static func run(
        _ arguments: [String],
        width: Int,
        output: inout some TextOutputStream,
        errors: inout some TextOutputStream
    ) -> ExitStatus {
        let options: Options
        do {
            options = try Options.parse(arguments)
        } catch {
            errors.write("\(programName): error: \(error) (see \(programName) --help)\n")
            return .usageError
        }
        if options.showsHelp {
            output.write(Options.helpText)
            return .success
        }
        let filter: HeroFilter
        do {
            filter = try loadFilter(options.dataSource)
        } catch {
            errors.write("\(programName): error: \(error)\n")
            return .dataError
        }
        let sections = filter.sections(matching: options.query)
        let formatter = TableFormatter(width: width)
        for line in formatter.lines(sections: sections, totalCount: filter.heroCount, query: options.query) {
            output.write(line)
            output.write("\n")
        }
        return .success
    }

    /// The heroes `source` names, prepared for searching. Synthetic heroes are indexed straight
    /// from their store, without a list of a million heroes in between.
    ///
    /// - Parameter source: Where the heroes come from.
    /// - Returns: The filter.
    /// - Throws: `HeroDataError` when the bundled data or the file cannot be loaded.
    static func loadFilter(_ source: Options.DataSource) throws(HeroDataError) -> HeroFilter {
        if case .synthetic(let count) = source {
            let store = SyntheticHeroes.store(count: count)
            return HeroFilter(store: store, displayWidth: DisplayWidth.of)
        }
        return HeroFilter(heroes: try loadCatalog(source).heroes, displayWidth: DisplayWidth.of)
    }

    /// The catalog `source` names.
    ///
    /// - Parameter source: Where the heroes come from.
    /// - Returns: The catalog.
    /// - Throws: `HeroDataError` when the bundled data or the file cannot be loaded.
    static func loadCatalog(_ source: Options.DataSource) throws(HeroDataError) -> HeroCatalog {
        switch source {
        case .bundled:
            return try HeroCatalog.bundled()
        case .file(let path):
            return try HeroCatalog.load(path: path)
        case .synthetic(let count):
            return SyntheticHeroes.catalog(count: count)
        }
    }
}
