/// The process's exit status, following the usual conventions of command-line tools.
enum ExitStatus: Int32, Sendable {
    /// The table was printed (even when no hero matched), or help was shown.
    case success = 0

    /// The hero data could not be loaded.
    case dataError = 1

    /// The command line was wrong: an unknown option, a missing or invalid value.
    case usageError = 2

    /// The output could not be written: a full disk, a closed or broken descriptor. A reader
    /// that stops reading (`| head -1`) is not a failure.
    case outputError = 3

    /// The user pressed Ctrl-C before the interactive table was up (128 plus SIGINT's number, as
    /// shells report a process interrupted by Ctrl-C).
    case interrupted = 130
}
