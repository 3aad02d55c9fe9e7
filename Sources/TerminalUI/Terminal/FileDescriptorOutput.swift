#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A buffered text stream that writes to a file descriptor, such as standard output.
///
/// `print` goes through C's `stdout`, which Swift 6 treats as shared mutable state, and
/// `FileHandle.write(_:)` traps when the reader has gone away. This buffers up to
/// ``capacity`` bytes and writes them with `write(2)`, retrying after signals. Once the
/// descriptor refuses data (a full disk, a closed pipe when `SIGPIPE` is ignored), later output
/// is dropped and ``errorNumber`` says why, for the caller to report when it is done.
///
/// ```swift
/// var output = FileDescriptorOutput(descriptor: STDOUT_FILENO)
/// print("hello", to: &output)
/// output.flush()
/// ```
public struct FileDescriptorOutput: TextOutputStream {
    /// How many bytes are collected before they are written.
    public static let capacity = 64 * 1024

    /// The descriptor written to.
    public let descriptor: Int32

    private var buffer: [UInt8] = []

    /// The `errno` of the write that failed, or `nil` while every write has succeeded.
    public private(set) var errorNumber: Int32?

    /// Whether a write has failed; later output is dropped.
    public var hasFailed: Bool { errorNumber != nil }

    /// Whether the failure was a closed pipe (`EPIPE`): the reader stopped reading, as
    /// `| head -1` does, rather than the output being lost.
    public var readerHasGone: Bool { errorNumber == EPIPE }

    /// Creates a stream writing to `descriptor`; the caller keeps ownership of it.
    ///
    /// - Parameter descriptor: An open, writable file descriptor.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.capacity)
    }

    /// Appends `string`, writing the buffer out when it is full.
    ///
    /// - Parameter string: The text to write.
    public mutating func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= Self.capacity { flush() }
    }

    /// Writes out everything buffered.
    public mutating func flush() {
        defer { buffer.removeAll(keepingCapacity: true) }
        guard !hasFailed else { return }
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { bytes in
                #if canImport(Glibc)
                    Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                #else
                    Darwin.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                errorNumber = errno
                return
            }
            offset += written
        }
    }
}
