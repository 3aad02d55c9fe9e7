import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pipe whose read end a thread of its own drains and discards, so that writing frames into
/// it costs what writing them to a terminal costs, without a terminal: the benchmark's output.
///
/// ```swift
/// let sink = PipeSink()!
/// var output = FileDescriptorOutput(descriptor: sink.writeDescriptor)
/// output.write("frame"); output.flush()
/// sink.close()
/// ```
final class PipeSink: Sendable {
    /// The end frames are written to.
    let writeDescriptor: Int32

    private let readDescriptor: Int32
    private let drained = DispatchSemaphore(value: 0)

    /// Opens the pipe and starts draining it; `nil` when no pipe can be made.
    init?() {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { return nil }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
        let reader = readDescriptor
        let drained = drained
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = read(reader, &buffer, buffer.count)
                if count > 0 || (count < 0 && errno == EINTR) { continue }
                break
            }
            drained.signal()
        }
        thread.name = "HeroesDemo.PipeSink"
        thread.start()
    }

    /// Closes the write end and waits until the reader has seen the end, then closes the read end.
    func close() {
        #if canImport(Glibc)
            _ = Glibc.close(writeDescriptor)
        #else
            _ = Darwin.close(writeDescriptor)
        #endif
        drained.wait()
        #if canImport(Glibc)
            _ = Glibc.close(readDescriptor)
        #else
            _ = Darwin.close(readDescriptor)
        #endif
    }
}
