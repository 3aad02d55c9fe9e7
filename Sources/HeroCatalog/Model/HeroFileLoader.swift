import Foundation

/// The fast path of ``HeroCatalog/decode(_:file:)``: parses a data file with ``HeroFileParser``
/// straight into a ``HeroStore/Builder`` and checks the heroes as ``HeroCatalog/validate(_:file:)``
/// does, without a `String` per field.
///
/// It returns a catalog only when the file is valid and of the usual shape, and then exactly the
/// catalog Foundation's path returns: the same heroes in the same order, with the same bytes in
/// every field and the same numbering of teams, intros and icons. Whenever anything is unusual
/// or wrong it returns `nil`, and the caller runs Foundation's path, which finds the error and
/// describes it; so errors are the same by construction.
///
/// The checks follow the catalog's rules:
/// - an ASCII field is valid when it is not empty, holds only the bytes 0x20 to 0x7E, and does
///   not start or end with a space (for ASCII, the other white space is control characters);
///   any other field is checked by ``HeroCatalog/textProblem(_:)`` itself;
/// - a team, intro or icon is checked once, when the store's table first takes it, which is when
///   the catalog's rules see it (a later, canonically equivalent spelling is stored as the
///   first);
/// - an icon is one `Character`: one byte when ASCII, otherwise counted as a string;
/// - names are compared by their foldings in a ``FoldedNameSet``.
///
/// ```swift
/// if let catalog = HeroFileLoader.catalog(from: data) { ... }  // otherwise decode with Foundation
/// ```
public struct HeroFileLoader {
    private var builder: HeroStore.Builder
    private var teams: ByteStringInterner
    private var intros: ByteStringInterner
    private var icons: ByteStringInterner
    private var foldedNames: FoldedNameSet
    /// The hashes of a batch's names and intros.
    private var hashes: [(name: UInt64, intro: UInt64)] = []
    /// What touching the tables read (see ``ByteHashSlots/touch(hash:)``).
    private var touched: UInt32 = 0

    private init(file: [UInt8]) {
        // A valid hero takes more than 60 bytes of JSON (its keys, quotes, a universe and four
        // fields that are not empty): room for that many costs address space, not memory, until
        // it is written.
        builder = HeroStore.Builder(capacity: file.count / 60 + 1)
        // Heroes usually take 100 to 200 bytes, and intros are often all distinct: tables sized
        // for 1 hero in 100 bytes rarely grow. Their slots are written when made, so they start
        // at a million entries at most (16 MiB each) and grow past that, instead of taking
        // 128 MiB each for a 1 GiB file that may hold a single hero.
        let expected = min(file.count / 100 + 1, 1 << 20)
        teams = ByteStringInterner()
        intros = ByteStringInterner(capacity: expected)
        icons = ByteStringInterner()
        foldedNames = FoldedNameSet(capacity: expected)
    }

    /// The heroes of the data file `data`, when it is of the usual shape and valid, ready to be
    /// built into a store once the caller has let go of the file's bytes.
    ///
    /// - Parameter data: The file's bytes.
    /// - Returns: A builder holding the heroes Foundation's path would return, or `nil` to leave
    ///   the file to it.
    /// - Complexity: O(*n*) in the size of `data`.
    public static func builder(from data: Data) -> HeroStore.Builder? {
        builder(from: [UInt8](data))
    }

    /// The heroes of a data file's bytes, when it is of the usual shape and valid.
    ///
    /// - Parameter bytes: The file's bytes.
    /// - Returns: A builder holding the heroes Foundation's path would return, or `nil` to leave
    ///   the file to it.
    /// - Complexity: O(*n*) in the number of bytes.
    public static func builder(from bytes: [UInt8]) -> HeroStore.Builder? {
        guard bytes.count < 1 << 31 else { return nil }
        var loader = HeroFileLoader(file: bytes)
        let complete = HeroFileParser.parse(bytes) { batch in loader.add(batch) }
        guard complete, loader.builder.count > 0 else { return nil }
        return loader.builder
    }

    /// The catalog of the data file `data`, when it is of the usual shape and valid.
    ///
    /// - Parameter data: The file's bytes.
    /// - Returns: The catalog Foundation's path would return, or `nil` to leave the file to it.
    /// - Complexity: O(*n*) in the size of `data`.
    public static func catalog(from data: Data) -> HeroCatalog? {
        builder(from: data).map { HeroCatalog(unchecked: $0.build().heroes) }
    }

    /// Checks a batch of heroes and appends them; `false` when one breaks a rule.
    private mutating func add(_ batch: [HeroFileParser.Fields]) -> Bool {
        // Hash the batch's names and intros and touch their slots first, so the cache misses of
        // the two big tables overlap instead of coming one after another. (A name that is not
        // ASCII gets a hash it does not use.)
        hashes.removeAll(keepingCapacity: true)
        for index in batch.indices {
            hashes.append((FoldedNameSet.hash(asciiName: batch[index].name), ByteHashSlots.hash(batch[index].intro)))
        }
        for hashes in hashes {
            touched &+= foldedNames.touch(hash: hashes.name) &+ intros.touch(hash: hashes.intro)
        }
        for index in batch.indices {
            guard add(batch[index], hashes: hashes[index]) else { return false }
        }
        return true
    }

    /// Checks one hero and appends it; `false` when it breaks a rule or is the 2³¹st.
    private mutating func add(_ fields: HeroFileParser.Fields, hashes: (name: UInt64, intro: UInt64)) -> Bool {
        let hero = builder.count
        guard hero < Int(Int32.max) else { return false }
        if Self.isASCII(fields.name) {
            guard Self.isValidASCII(fields.name),
                foldedNames.insert(
                    asciiName: fields.name, hash: hashes.name, hero: hero, names: builder.names,
                    nameEnds: builder.nameEnds)
            else { return false }
        } else {
            let name = String(decoding: fields.name, as: UTF8.self)
            guard HeroCatalog.textProblem(name) == nil,
                foldedNames.insert(name: name, names: builder.names, nameEnds: builder.nameEnds)
            else { return false }
        }
        guard let team = teams.number(for: fields.team, in: &builder.teams, isValid: Self.isValidText),
            let intro = intros.number(
                for: fields.intro, hash: hashes.intro, in: &builder.intros, isValid: Self.isValidText),
            let icon = icons.number(for: fields.icon, in: &builder.icons, isValid: Self.isValidIcon)
        else { return false }
        builder.append(
            nameBytes: fields.name, universe: fields.universe, teamNumber: team, introNumber: intro, iconNumber: icon)
        return true
    }

    /// Whether a team or intro passes the catalog's rules; `string` is given unless it is ASCII.
    private static func isValidText(_ bytes: ArraySlice<UInt8>, _ string: String?) -> Bool {
        guard let string else { return isValidASCII(bytes) }
        return HeroCatalog.textProblem(string) == nil
    }

    /// Whether an icon passes the catalog's rules: valid text of one character.
    private static func isValidIcon(_ bytes: ArraySlice<UInt8>, _ string: String?) -> Bool {
        guard let string else { return bytes.count == 1 && isValidASCII(bytes) }
        return HeroCatalog.textProblem(string) == nil && string.count == 1
    }

    /// Whether ASCII text passes ``HeroCatalog/textProblem(_:)``: not empty, printable, no space
    /// at either end.
    public static func isValidASCII(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20 else { return false }
        return RawBytes.allSatisfy(bytes, words: isPrintableASCII, bytes: { $0 &- 0x20 < 0x5F })
    }

    /// Whether eight bytes are all 0x20 to 0x7E.
    @inline(__always)
    private static func isPrintableASCII(_ word: UInt64) -> Bool {
        // With no high bit set, no byte carries: a byte below 0x20 borrows into its high bit
        // (the classic "has less" test), and 0x7F reaches it when one is added.
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        guard word & highs == 0 else { return false }
        return ((word &- ones &* 0x20) & ~word & highs) | ((word &+ ones) & highs) == 0
    }

    /// Whether every byte is ASCII.
    public static func isASCII(_ bytes: ArraySlice<UInt8>) -> Bool {
        RawBytes.allSatisfy(bytes, words: { $0 & 0x8080_8080_8080_8080 == 0 }, bytes: { $0 < 0x80 })
    }
}
