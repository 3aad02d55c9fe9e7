/// The process's exit status, following the usual conventions of command-line tools.
///
/// `--help` lists every case (``Options/helpText``); a test holds the two together.
enum ExitStatus: Int32, Sendable, CaseIterable {
    /// The table was printed (even when no hero matched) or closed, or help was shown.
    case success = 0

    /// The hero data could not be loaded; also when the terminal cannot be set up for the
    /// interactive table.
    case dataError = 1

    /// The command line was wrong: an unknown option, an argument that is no option, a missing
    /// or invalid value.
    case usageError = 2

    /// The output could not be written: a full disk, a closed or broken descriptor. A reader
    /// that stops reading (`| head -1`) is not a failure.
    case outputError = 3

    /// The user pressed Ctrl-C before the interactive table was up (128 plus SIGINT's number, as
    /// shells report a process interrupted by Ctrl-C).
    case interrupted = 130
}
