import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `body` with standard output redirected to a pipe and returns what it printed.
///
/// `print` buffers in the C `stdout` stream, so every C stream is flushed on both sides of the
/// redirection. The output must fit in the pipe buffer (64 KiB on Linux).
func captureStandardOutput(file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) -> String {
    fflush(nil)
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
        XCTFail("pipe() failed", file: file, line: line)
        return ""
    }
    let saved = dup(1)
    dup2(ends[1], 1)
    body()
    fflush(nil)
    dup2(saved, 1)
    close(saved)
    close(ends[1])
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = read(ends[0], &buffer, buffer.count)
        if count <= 0 { break }
        output.append(contentsOf: buffer[0..<count])
    }
    close(ends[0])
    return String(decoding: output, as: UTF8.self)
}
