// The tables a store keeps its repeated fields in.

extension HeroStore {
    /// Strings kept once each, numbered in the order they first came, packed as UTF-8 bytes back
    /// to back: a million distinct intros take their bytes and four more each, not a `String`
    /// object each.
    ///
    /// Its dictionary is brought up to date when ``number(for:)`` needs it, so strings appended
    /// with ``append(unique:)`` or ``append(uniqueBytes:)`` (by the hero file loader, which tells
    /// new values by their bytes) are never hashed as strings unless the table is searched later.
    ///
    /// ```swift
    /// var teams = HeroStore.StringTable()
    /// teams.number(for: "Avengers")  // 0
    /// teams.number(for: "X-Men")  // 1
    /// teams.number(for: "Avengers")  // 0
    /// teams[1]  // "X-Men"
    /// ```
    public struct StringTable: Sendable {
        /// The strings' UTF-8 bytes, back to back.
        private var bytes: [UInt8] = []
        /// String *i* is `bytes[ends[i]..<ends[i + 1]]`.
        private var ends: [UInt32] = [0]
        /// The number of each of the first `indexedCount` strings.
        private var numbers: [String: UInt32] = [:]
        private var indexedCount = 0

        /// Creates an empty table.
        public init() {}

        /// Creates a table of `strings`, numbered by their positions.
        ///
        /// - Parameter strings: Strings no two of which are equal (as `String` compares them)
        ///   if the table is to be searched with ``number(for:)``.
        public init(packing strings: [String]) {
            for string in strings {
                _ = append(unique: string)
            }
        }

        /// The number of strings.
        public var count: Int { ends.count - 1 }

        /// String `number`.
        ///
        /// - Parameter number: A number less than ``count``.
        /// - Returns: The string, made from its bytes.
        /// - Complexity: O(*n*) in the length of the string.
        public subscript(number: Int) -> String {
            String(decoding: bytes[Int(ends[number])..<Int(ends[number + 1])], as: UTF8.self)
        }

        /// Every string, in the order of their numbers.
        public var strings: [String] { (0..<count).map { self[$0] } }

        /// The number of `string`, adding it if no equal string is in the table.
        ///
        /// - Parameter string: A string.
        /// - Returns: Its number.
        /// - Complexity: O(*n*) in the length of `string` on average, once the strings appended
        ///   with ``append(unique:)`` are indexed.
        public mutating func number(for string: String) -> UInt32 {
            while indexedCount < count {
                numbers[self[indexedCount]] = UInt32(indexedCount)
                indexedCount += 1
            }
            if let number = numbers[string] { return number }
            let number = append(unique: string)
            numbers[string] = number
            indexedCount += 1
            return number
        }

        /// Appends a string that the caller knows to equal none in the table.
        ///
        /// - Parameter string: A string unequal (as `String` compares) to every string in the
        ///   table.
        /// - Returns: Its number.
        /// - Complexity: O(*n*) in the length of `string`, amortized.
        public mutating func append(unique string: String) -> UInt32 {
            append(uniqueBytes: string.utf8)
        }

        /// Appends the string of `utf8`, which the caller knows to equal none in the table.
        ///
        /// - Parameter utf8: The bytes of a string unequal (as `String` compares) to every string
        ///   in the table: valid UTF-8.
        /// - Returns: Its number.
        /// - Complexity: O(*n*) in the number of bytes, amortized.
        public mutating func append(uniqueBytes utf8: some Collection<UInt8>) -> UInt32 {
            bytes.append(contentsOf: utf8)
            precondition(bytes.count <= UInt32.max, "a table holds at most 4 GiB of text")
            ends.append(UInt32(truncatingIfNeeded: bytes.count))
            #if DEBUG
                _checkInvariants()
            #endif
            return UInt32(count - 1)
        }

        #if DEBUG
            /// Checks that the last string ends where the bytes do, after the one before it, and
            /// that no more strings are indexed than there are (in constant time: it runs after
            /// every append).
            public func _checkInvariants() {
                precondition(ends.first == 0 && Int(ends[ends.count - 1]) == bytes.count)
                precondition(ends.count < 2 || ends[ends.count - 2] <= ends[ends.count - 1])
                precondition(indexedCount <= count && numbers.count <= indexedCount)
            }
        #endif
    }
}
