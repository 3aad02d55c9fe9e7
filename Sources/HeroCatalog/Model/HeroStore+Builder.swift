// Building a store hero by hero, and joining the builders of parts built on several threads.

extension HeroStore {
    /// Collects heroes for a store.
    public struct Builder {
        /// The heroes appended so far.
        public private(set) var columns: Columns
        var teams = StringTable()
        var intros = StringTable()
        var icons = StringTable()
        let identityScheme: IdentityScheme

        /// The names' UTF-8 bytes, back to back.
        public var names: [UInt8] { columns.names }
        /// Hero *i*'s name is `names[nameEnds[i]..<nameEnds[i + 1]]`.
        public var nameEnds: [UInt32] { columns.nameEnds }

        /// Creates an empty builder with room for `capacity` heroes.
        ///
        /// - Parameters:
        ///   - capacity: How many heroes will be appended.
        ///   - identityScheme: How the heroes get their identities; `.block` by default.
        public init(capacity: Int = 0, identityScheme: IdentityScheme = .block) {
            self.identityScheme = identityScheme
            columns = Columns(capacity: capacity, nameByteCount: capacity * 24)
        }

        /// The number of heroes appended so far.
        public var count: Int { columns.count }

        /// Appends a hero whose name is given as UTF-8 bytes and whose team, intro and icon are
        /// numbers from ``number(team:)``, ``number(intro:)`` and ``number(icon:)``, which saves
        /// hashing them for every hero.
        ///
        /// - Parameters:
        ///   - name: The name's bytes, valid UTF-8.
        ///   - universe: The publisher's universe.
        ///   - team: The team's number.
        ///   - intro: The intro's number.
        ///   - icon: The icon's number.
        public mutating func append(
            nameBytes name: some Collection<UInt8>, universe: Universe, teamNumber team: UInt32,
            introNumber intro: UInt32, iconNumber icon: UInt32
        ) {
            columns.names.append(contentsOf: name)
            columns.endHero(universe: universe, teamNumber: team, introNumber: intro, iconNumber: icon)
        }

        /// Appends a hero whose name `writeName` appends to the store's names, which saves copying
        /// it from a buffer of its own; team, intro and icon are numbers as in
        /// ``append(nameBytes:universe:teamNumber:introNumber:iconNumber:)``.
        ///
        /// - Parameters:
        ///   - writeName: Appends the name's UTF-8 bytes, valid UTF-8, and nothing else.
        ///   - universe: The publisher's universe.
        ///   - team: The team's number.
        ///   - intro: The intro's number.
        ///   - icon: The icon's number.
        public mutating func append(
            writingName writeName: (inout [UInt8]) -> Void, universe: Universe, teamNumber team: UInt32,
            introNumber intro: UInt32, iconNumber icon: UInt32
        ) {
            writeName(&columns.names)
            columns.endHero(universe: universe, teamNumber: team, introNumber: intro, iconNumber: icon)
        }

        /// Appends a hero.
        ///
        /// - Parameters:
        ///   - name: The name.
        ///   - universe: The publisher's universe.
        ///   - team: The team.
        ///   - intro: The intro.
        ///   - icon: The icon.
        public mutating func append(name: String, universe: Universe, team: String, intro: String, icon: String) {
            append(
                nameBytes: name.utf8, universe: universe, teamNumber: number(team: team),
                introNumber: number(intro: intro), iconNumber: number(icon: icon))
        }

        /// The number of a team, kept once.
        ///
        /// - Parameter team: The team.
        /// - Returns: Its number in this store.
        public mutating func number(team: String) -> UInt32 { teams.number(for: team) }

        /// The number of an intro, kept once.
        ///
        /// - Parameter intro: The intro.
        /// - Returns: Its number in this store.
        public mutating func number(intro: String) -> UInt32 { intros.number(for: intro) }

        /// The number of an icon, kept once.
        ///
        /// - Parameter icon: The icon.
        /// - Returns: Its number in this store.
        public mutating func number(icon: String) -> UInt32 { icons.number(for: icon) }

        /// The store of the heroes appended.
        ///
        /// - Returns: The store, kept for the life of the process.
        /// - Complexity: O(*n*) in the size of the heroes, to copy them into exactly sized buffers.
        public func build() -> HeroStore {
            HeroStore(self)
        }
    }

    /// The store of the heroes of `builder`.
    public convenience init(_ builder: Builder) {
        self.init(joining: [builder])
    }

    /// The store of the heroes of `parts`, in order, as if they had been appended to one builder;
    /// `parts` must share their identity scheme.
    ///
    /// - Parameter parts: The builders.
    /// - Complexity: O(*n*) in the size of the heroes, to copy them into exactly sized buffers.
    public convenience init(joining parts: [Builder]) {
        // The tables of the first part keep their numbers; later parts' numbers are mapped.
        var teams = parts.first?.teams ?? StringTable()
        var intros = parts.first?.intros ?? StringTable()
        var icons = parts.first?.icons ?? StringTable()
        // `nil` for the first part, whose numbers are copied as they are.
        let maps = parts.indices.map { index -> (teams: [UInt32], intros: [UInt32], icons: [UInt32])? in
            guard index > 0 else { return nil }
            let part = parts[index]
            return (
                teams: part.teams.strings.map { teams.number(for: $0) },
                intros: part.intros.strings.map { intros.number(for: $0) },
                icons: part.icons.strings.map { icons.number(for: $0) }
            )
        }
        var columns = Columns(
            capacity: parts.reduce(0) { $0 + $1.count }, nameByteCount: parts.reduce(0) { $0 + $1.names.count })
        for (part, map) in zip(parts, maps) {
            columns.append(contentsOf: part.columns, teams: map?.teams, intros: map?.intros, icons: map?.icons)
        }
        self.init(
            columns: columns, teams: teams.strings, intros: intros, icons: icons.strings,
            identityScheme: parts.first?.identityScheme ?? .block)
    }
}
