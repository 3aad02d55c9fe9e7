// libFuzzer target: the hero file loader on arbitrary bytes. It must return a catalog of at
// least one hero or throw a HeroDataError with a description, never crash or hang, and give the
// same answer twice. Its fast path (HeroFileLoader) must agree with Foundation's path: when it
// takes a file, Foundation's path returns the same heroes, byte for byte. Built with the model's
// sources in one module by Scripts/fuzz.sh.
//
// (Comparing JSONSyntaxChecker with Foundation's parser is not a property: Foundation on Linux
// accepts a trailing NUL byte and rejects syntactically valid numbers that overflow.)

import Foundation

extension Bundle {
    // HeroCatalog.bundled() reads SwiftPM's resource bundle, which this build does not make.
    static var module: Bundle { .main }
}

func load(_ bytes: Data) -> Result<[Hero], HeroDataError> {
    do throws(HeroDataError) {
        return .success(try HeroCatalog.decode(bytes, file: "fuzz.json").heroes)
    } catch {
        return .failure(error)
    }
}

func foundationLoad(_ bytes: Data) -> Result<[Hero], HeroDataError> {
    do throws(HeroDataError) {
        return .success(try HeroCatalog.decodeWithFoundation(bytes, file: "fuzz.json").heroes)
    } catch {
        return .failure(error)
    }
}

/// Every field of every hero as UTF-8 bytes: `Hero`'s `==` compares strings, which ignores how
/// canonically equivalent text is spelled.
func fieldBytes(_ heroes: [Hero]) -> [[[UInt8]]] {
    heroes.map { hero in [hero.name, hero.universe.rawValue, hero.team, hero.intro, hero.icon].map { Array($0.utf8) } }
}

/// libFuzzer's entry point: runs the hero loader on one input and stops the program if a property fails.
///
/// - Parameters:
///   - data: The input bytes.
///   - size: How many bytes `data` holds.
/// - Returns: 0, which tells libFuzzer to keep the input if it reached new code.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHeroCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let first = load(bytes)
    switch first {
    case .success(let heroes):
        precondition(!heroes.isEmpty, "a catalog without heroes was accepted")
    case .failure(let error):
        precondition(!error.description.isEmpty, "an error without a description")
    }
    switch (first, load(bytes)) {
    case (.success(let heroes), .success(let again)):
        precondition(heroes.map(\.name) == again.map(\.name), "two loads of the same bytes differ")
    case (.failure(let error), .failure(let again)):
        precondition(error == again, "two loads of the same bytes fail differently")
    default:
        preconditionFailure("two loads of the same bytes differ")
    }
    if let fast = HeroFileLoader.catalog(from: bytes) {
        guard case .success(let slow) = foundationLoad(bytes) else {
            preconditionFailure("the fast path took a file that Foundation's path rejects")
        }
        precondition(fieldBytes(fast.heroes) == fieldBytes(slow), "the two paths load different heroes")
    }
    _ = JSONSyntaxChecker.firstError(in: Array(bytes))
    return 0
}
