// The fields of a store's heroes, a column each: what a builder collects and a store keeps.

extension HeroStore {
    /// The fields of many heroes, a plain array each: names back to back as UTF-8 with their
    /// ends, and a universe and three table numbers a hero.
    ///
    /// ```swift
    /// var columns = HeroStore.Columns()
    /// columns.names.append(contentsOf: "Storm".utf8)
    /// columns.endHero(universe: .marvel, teamNumber: 0, introNumber: 0, iconNumber: 0)
    /// columns.name(0)  // the bytes of "Storm"
    /// ```
    public struct Columns: Sendable {
        /// The names' UTF-8 bytes, back to back.
        public var names: [UInt8] = []
        /// Hero *i*'s name is `names[nameEnds[i]..<nameEnds[i + 1]]`; one more entry than heroes.
        public private(set) var nameEnds: [UInt32] = [0]
        /// Each hero's universe.
        public private(set) var universes: [Universe] = []
        /// Each hero's team, a position in its store's teams.
        public private(set) var teamNumbers: [UInt32] = []
        /// Each hero's intro, a position in its store's intros.
        public private(set) var introNumbers: [UInt32] = []
        /// Each hero's icon, a position in its store's icons.
        public private(set) var iconNumbers: [UInt32] = []

        /// Creates empty columns with room for `capacity` heroes and `nameByteCount` bytes of names.
        ///
        /// - Parameters:
        ///   - capacity: How many heroes will be added.
        ///   - nameByteCount: How many bytes their names will take.
        public init(capacity: Int = 0, nameByteCount: Int = 0) {
            names.reserveCapacity(nameByteCount)
            nameEnds.reserveCapacity(capacity + 1)
            universes.reserveCapacity(capacity)
            teamNumbers.reserveCapacity(capacity)
            introNumbers.reserveCapacity(capacity)
            iconNumbers.reserveCapacity(capacity)
        }

        /// The number of heroes.
        public var count: Int { universes.count }

        /// Hero `index`'s name.
        ///
        /// - Parameter index: A position less than ``count``.
        /// - Returns: Its UTF-8 bytes, a slice of ``names``.
        @inline(__always)
        public func name(_ index: Int) -> ArraySlice<UInt8> {
            names[Int(nameEnds[index])..<Int(nameEnds[index + 1])]
        }

        /// Adds a hero whose name is the bytes appended to ``names`` since the last hero.
        ///
        /// - Parameters:
        ///   - universe: The publisher's universe.
        ///   - team: The team's number.
        ///   - intro: The intro's number.
        ///   - icon: The icon's number.
        /// - Complexity: O(1) amortized.
        @inline(__always)
        public mutating func endHero(
            universe: Universe, teamNumber team: UInt32, introNumber intro: UInt32, iconNumber icon: UInt32
        ) {
            precondition(names.count <= UInt32.max, "a store holds at most 4 GiB of names")
            nameEnds.append(UInt32(truncatingIfNeeded: names.count))
            universes.append(universe)
            teamNumbers.append(team)
            introNumbers.append(intro)
            iconNumbers.append(icon)
        }

        /// Appends the heroes of `other`, their table numbers mapped by `teams`, `intros` and
        /// `icons` (kept as they are where a map is `nil`).
        ///
        /// - Parameters:
        ///   - other: More heroes.
        ///   - teams: The number in this store of each of `other`'s team numbers.
        ///   - intros: The same for intros.
        ///   - icons: The same for icons.
        /// - Complexity: O(*n*) in the size of `other`.
        public mutating func append(
            contentsOf other: Columns, teams: [UInt32]? = nil, intros: [UInt32]? = nil, icons: [UInt32]? = nil
        ) {
            let base = UInt32(names.count)
            names.append(contentsOf: other.names)
            precondition(names.count <= UInt32.max, "a store holds at most 4 GiB of names")
            nameEnds.append(contentsOf: other.nameEnds.dropFirst().lazy.map { base + $0 })
            universes.append(contentsOf: other.universes)
            func mapped(_ numbers: [UInt32], _ map: [UInt32]?) -> [UInt32] {
                map.map { map in numbers.map { map[Int($0)] } } ?? numbers
            }
            teamNumbers.append(contentsOf: mapped(other.teamNumbers, teams))
            introNumbers.append(contentsOf: mapped(other.introNumbers, intros))
            iconNumbers.append(contentsOf: mapped(other.iconNumbers, icons))
        }

        #if DEBUG
            /// Checks that every column has an entry a hero and the name ends ascend to the
            /// names' length.
            public func _checkInvariants() {
                precondition(nameEnds.first == 0 && Int(nameEnds[nameEnds.count - 1]) == names.count)
                precondition(nameEnds.count == count + 1 && teamNumbers.count == count)
                precondition(introNumbers.count == count && iconNumbers.count == count)
                precondition(zip(nameEnds, nameEnds.dropFirst()).allSatisfy { $0 <= $1 })
            }
        #endif
    }
}
