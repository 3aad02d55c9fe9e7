import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Reading a data file with the system's calls rather than Foundation's: the read stops at a
// limit, so `--data /dev/zero` fails instead of filling memory, and a failure names the system's
// reason (errno) instead of Foundation's "The operation could not be completed".

extension HeroCatalog {
    /// The most bytes a data file may hold: 1 GiB.
    ///
    /// The bundled heroes take about 165 bytes each in JSON, so a million of them (as many as
    /// `--synthetic` makes) take about 165 MB: real files fit six times over. A larger file, or a
    /// device that never ends (`/dev/zero`), fails after at most this many bytes are read, with
    /// ``HeroDataError/Problem/tooLarge(limit:)``.
    public static let maximumFileSize = 1 << 30

    /// How much a read asks for at a time once the expected size is used up: a pipe's buffer.
    private static let readChunkSize = 1 << 16

    /// The bytes of the file at `path`: a regular file, or a named pipe or device read to its end
    /// (such as `/dev/stdin`).
    ///
    /// A regular file larger than `limit` fails before anything is read; anything else fails
    /// once `limit + 1` bytes have arrived, so the check costs at most `limit` bytes of memory
    /// and reading.
    ///
    /// - Parameters:
    ///   - path: The path as the user wrote it; errors repeat it.
    ///   - limit: The most bytes accepted, at least 0; ``maximumFileSize`` for the app.
    /// - Returns: The file's bytes.
    /// - Throws: `HeroDataError` with `.fileNotFound`, `.unreadable` (a directory, or the
    ///   system's reason, such as "permission denied") or `.tooLarge`.
    /// - Complexity: O(*n*) in the bytes read, at most `limit` + 1.
    public static func readContents(of path: String, limit: Int) throws(HeroDataError) -> [UInt8] {
        precondition(limit >= 0, "a negative size limit")
        func failure(_ problem: HeroDataError.Problem) -> HeroDataError {
            HeroDataError(file: path, problem: problem)
        }
        var descriptor: Int32
        repeat {
            // Opening a named pipe waits for its writer; a signal may interrupt the wait.
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
        } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { throw failure(problem(opening: errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure(.unreadable(reason: reason(errno))) }
        var expected = 0
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            throw failure(.unreadable(reason: "it is a directory"))
        case S_IFREG:
            guard info.st_size <= limit else { throw failure(.tooLarge(limit: limit)) }
            expected = Int(info.st_size)
        default:
            break  // A pipe or a device tells no size: read until it ends or passes the limit.
        }
        // One byte more than the limit shows that the file goes past it.
        let capacity = min(limit, Int.max - 1) + 1
        // One byte more than expected, so the end (or a file that grew) shows in the first pass.
        var data = [UInt8](repeating: 0, count: min(expected, limit) + 1)
        var count = 0
        while true {
            if count == data.count {
                guard count < capacity else { throw failure(.tooLarge(limit: limit)) }
                data += repeatElement(0, count: min(capacity, max(count * 2, readChunkSize)) - count)
            }
            let received = RawBytes.fill(&data, from: count, reading: descriptor)
            if received > 0 {
                count += received
            } else if received == 0 {
                break
            } else if errno != EINTR {
                throw failure(.unreadable(reason: reason(errno)))
            }
        }
        data.removeLast(data.count - count)
        return data
    }

    /// What an `open` that failed with `error` says about the file.
    private static func problem(opening error: Int32) -> HeroDataError.Problem {
        switch error {
        case ENOENT, ENOTDIR: .fileNotFound
        default: .unreadable(reason: reason(error))
        }
    }

    /// The system's description of `error`, starting in lower case to continue a sentence:
    /// "permission denied", "input/output error".
    private static func reason(_ error: Int32) -> String {
        let text = String(cString: strerror(error))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
