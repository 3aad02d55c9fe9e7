#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps closed standard streams closed for the program's own files.
///
/// A process started with standard output closed (`HeroesDemo >&-`) would hand descriptor 1 to
/// the next file it opens (the data file, or a descriptor the dispatch library makes for its
/// threads) and write the table into it. Holding each closed stream with `/dev/null` opened the
/// other way round (read-only for output, write-only for input) keeps those descriptors taken,
/// while reading or writing them still fails with `EBADF`, as on a closed descriptor.
enum StandardStreams {
    /// Holds every closed standard descriptor (0, 1, 2) with `/dev/null`; call first thing.
    ///
    /// - Returns: The descriptors that were closed and are held now.
    @discardableResult
    static func holdClosedOnes() -> [Int32] {
        var held: [Int32] = []
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // `open` takes the lowest free descriptor, which is this one: the lower ones are open.
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
            guard opened >= 0 else { continue }
            if opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
            held.append(descriptor)
        }
        return held
    }
}
