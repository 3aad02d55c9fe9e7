// Scanning a shelf for a query: the candidates are split into runs scanned on every core, each
// candidate tested against its team, its masks and, when they pass, its name; and gathering the
// rows of the matches.

extension HeroFilter {
    /// Candidates are scanned in runs of this many, one run per task.
    public static let scanChunkSize = 65_536

    /// A folded query (not empty), ready to scan with.
    public struct ScanQuery: Sendable {
        /// Finds the needle in a name.
        public let matcher: NeedleMatcher
        /// The needle's mask.
        public let mask: CharacterMask
        /// The mask of the needle's pairs of adjacent bytes.
        public let pairs: PairMask
        /// Whether some team contains the needle; when none does, no hero's team is looked at.
        public let anyTeam: Bool
        /// Whether the mask test alone decides a match (a one-letter needle).
        public let maskIsExact: Bool
        /// For each team of the index, whether it contains the needle.
        public let teams: [Bool]

        init(needle: [UInt8], teams: [Bool]) {
            matcher = NeedleMatcher(needle: needle)
            mask = CharacterMask(of: needle)
            pairs = PairMask(of: needle)
            maskIsExact = CharacterMask.isExact(for: needle)
            self.teams = teams
            anyTeam = teams.contains(true)
        }
    }

    /// The heroes of `shelf` whose team matches or whose name contains the query's needle (not
    /// empty), among `candidates` (every hero of the shelf when `nil`), in order.
    ///
    /// Runs of candidates are scanned on every core, each into a list of its own; the lists are
    /// then joined.
    public static func scan(_ shelf: HeroShelf, for query: ScanQuery, candidates: [Int32]?) -> [Int32] {
        let total = candidates?.count ?? shelf.heroes.count
        let runs = ConcurrentWork.runs(of: total, size: scanChunkSize)
        let found = ConcurrentWork.map(runs.count) { run in
            let range = runs[run]
            if let candidates { return scan(shelf, for: query, candidates: candidates[range]) }
            return scan(shelf, for: query, candidates: range.lazy.map { Int32(truncatingIfNeeded: $0) })
        }
        if found.count == 1 { return found[0] }
        var joined: [Int32] = []
        joined.reserveCapacity(found.reduce(0) { $0 + $1.count })
        for part in found { joined += part }
        return joined
    }

    /// The matching candidates, in order.
    @inline(__always)
    public static func scan(
        _ shelf: HeroShelf, for query: ScanQuery, candidates: some Collection<Int32>
    ) -> [Int32] {
        let (text, ends, heroTeams) = (shelf.text, shelf.ends, shelf.teams)
        let (masks, pairs, teams) = (shelf.masks, shelf.pairs, query.teams)
        let needleBits = query.mask.rawValue
        let pairBits = query.pairs.rawValue
        if query.maskIsExact {
            // No branch on the outcome, which is unpredictable: every candidate is written, and
            // only a match moves the end on.
            var found = [Int32](repeating: 0, count: candidates.count)
            var count = 0
            for candidate in candidates {
                let index = Int(candidate)
                found[count] = candidate
                let team = query.anyTeam && teams[Int(heroTeams[index])] ? 1 : 0
                let name = masks[index].rawValue & needleBits == needleBits ? 1 : 0
                count &+= team | name
            }
            found.removeLast(found.count - count)
            return found
        }
        var found: [Int32] = []
        for candidate in candidates {
            let index = Int(candidate)
            let passes =
                masks[index].rawValue & needleBits == needleBits
                && pairs[index].rawValue & pairBits == pairBits
            if (query.anyTeam && teams[Int(heroTeams[index])])
                || passes && query.matcher.occurs(in: text, from: Int(ends[index]), to: Int(ends[index + 1]))
            {
                found.append(candidate)
            }
        }
        return found
    }

    /// `heroes` at `positions`.
    public static func gather(_ positions: [Int32], from heroes: [Hero]) -> [Hero] {
        positions.map { heroes[Int($0)] }
    }
}
