// Scanning a shelf for a query: the candidates are split into runs scanned on every core, each
// candidate tested against its team, its masks and, when they pass, its name; and gathering the
// rows of the matches.

extension HeroFilter {
    /// Candidates are scanned in runs of this many, one run per task.
    public static let scanChunkSize = 65_536

    /// A folded query (not empty), ready to scan with.
    public struct ScanQuery {
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
    /// Runs of candidates are scanned on every core, each writing its matches into its own part
    /// of one buffer as long as the candidates; the parts are then copied together.
    public static func scan(_ shelf: HeroShelf, for query: ScanQuery, candidates: [Int32]?) -> [Int32] {
        let total = candidates?.count ?? shelf.heroes.count
        let runs = ConcurrentWork.runs(of: total, size: scanChunkSize)
        let scratch = UnsafeMutableBufferPointer<Int32>.allocate(capacity: max(total, 1))
        defer { scratch.deallocate() }
        // Each run writes only its own range of the scratch buffer.
        nonisolated(unsafe) let output = scratch
        let counts = ConcurrentWork.map(runs.count) { run in
            let range = runs[run]
            let found = output.baseAddress! + range.lowerBound
            if let candidates {
                return candidates.withUnsafeBufferPointer { candidates in
                    scan(shelf, for: query, candidates: UnsafeBufferPointer(rebasing: candidates[range]), into: found)
                }
            }
            return scan(shelf, for: query, candidates: range.lazy.map { Int32(truncatingIfNeeded: $0) }, into: found)
        }
        return [Int32](unsafeUninitializedCapacity: counts.reduce(0, +)) { buffer, count in
            count = 0
            for (run, found) in zip(runs, counts) {
                (buffer.baseAddress! + count).initialize(from: scratch.baseAddress! + run.lowerBound, count: found)
                count += found
            }
        }
    }

    /// Writes the matching candidates to `found`, in order, and returns how many there are.
    @inline(__always)
    public static func scan(
        _ shelf: HeroShelf,
        for query: ScanQuery,
        candidates: some Sequence<Int32>,
        into found: UnsafeMutablePointer<Int32>
    ) -> Int {
        var count = 0
        shelf.text.withUnsafeBufferPointer { text in
            shelf.ends.withUnsafeBufferPointer { ends in
                shelf.teams.withUnsafeBufferPointer { heroTeams in
                    shelf.masks.withUnsafeBufferPointer { masks in
                        shelf.pairs.withUnsafeBufferPointer { pairs in
                            query.teams.withUnsafeBufferPointer { teams in
                                let text = text.baseAddress!
                                let needleBits = query.mask.rawValue
                                let pairBits = query.pairs.rawValue
                                if query.maskIsExact {
                                    // No branch on the outcome, which is unpredictable: every
                                    // candidate is written, and only a match moves the end on.
                                    for candidate in candidates {
                                        let index = Int(candidate)
                                        found[count] = candidate
                                        let team = query.anyTeam && teams[Int(heroTeams[index])] ? 1 : 0
                                        let name = masks[index].rawValue & needleBits == needleBits ? 1 : 0
                                        count &+= team | name
                                    }
                                    return
                                }
                                for candidate in candidates {
                                    let index = Int(candidate)
                                    let passes =
                                        masks[index].rawValue & needleBits == needleBits
                                        && pairs[index].rawValue & pairBits == pairBits
                                    if (query.anyTeam && teams[Int(heroTeams[index])])
                                        || passes
                                            && query.matcher.occurs(
                                                in: text, from: Int(ends[index]), to: Int(ends[index + 1]))
                                    {
                                        found[count] = candidate
                                        count += 1
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return count
    }

    /// `heroes` at `positions`, gathered on every core.
    public static func gather(_ positions: [Int32], from heroes: [Hero]) -> [Hero] {
        let chunkCount = (positions.count + scanChunkSize - 1) / scanChunkSize
        return [Hero](unsafeUninitializedCapacity: positions.count) { buffer, count in
            // Each task initializes its own range of the buffer.
            nonisolated(unsafe) let output = buffer
            heroes.withUnsafeBufferPointer { heroes in
                positions.withUnsafeBufferPointer { positions in
                    _ = ConcurrentWork.map(chunkCount) { chunk in
                        for offset in (chunk * scanChunkSize)..<min((chunk + 1) * scanChunkSize, positions.count) {
                            (output.baseAddress! + offset).initialize(to: heroes[Int(positions[offset])])
                        }
                    }
                }
            }
            count = positions.count
        }
    }
}
