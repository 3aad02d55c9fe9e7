import Foundation

// The rules every hero in a catalog follows, so the table never has to cope with blank cells,
// line breaks inside a row, stray spaces, multi-character icons, or two rows with one identity.

extension HeroCatalog {
    /// Checks every hero and the uniqueness of names, ignoring case and accents (but not
    /// spaces, punctuation or width, which only search and sorting ignore).
    ///
    /// - Parameters:
    ///   - heroes: The heroes in source order.
    ///   - file: The name used in errors.
    /// - Throws: `HeroDataError` for the first problem, in source order.
    /// - Complexity: O(*n*) in the total length of the fields.
    public static func validate(_ heroes: [Hero], file: String) throws(HeroDataError) {
        var firstHeroByKey: [String: Int] = [:]
        firstHeroByKey.reserveCapacity(heroes.count)
        for (offset, hero) in heroes.enumerated() {
            let number = offset + 1
            if let problem = problem(with: hero, number: number) {
                throw HeroDataError(file: file, problem: problem)
            }
            let key = duplicateKey(hero.name)
            if let first = firstHeroByKey[key] {
                throw HeroDataError(
                    file: file,
                    problem: .duplicateName(hero.name, firstHero: first, secondHero: number)
                )
            }
            firstHeroByKey[key] = number
        }
    }

    /// What two names share when the catalog calls them one: their folding without case and
    /// accents. ``FoldedNameSet`` finds duplicates by the same key.
    ///
    /// - Parameter name: A hero's name.
    /// - Returns: The key.
    /// - Complexity: O(*n*) in the length of `name`.
    public static func duplicateKey(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// The first problem with one hero's fields, or `nil` when the hero is valid.
    public static func problem(with hero: Hero, number: Int) -> HeroDataError.Problem? {
        let fields = [("name", hero.name), ("team", hero.team), ("intro", hero.intro), ("icon", hero.icon)]
        for (field, value) in fields {
            if let reason = textProblem(value) {
                // A broken name is quoted in the reason already; do not repeat it as the label.
                let label = field == "name" ? nil : hero.name
                return .invalidValue(hero: number, name: label, field: field, reason: reason)
            }
        }
        if hero.icon.count != 1 {
            return .invalidValue(
                hero: number,
                name: hero.name,
                field: "icon",
                reason: "must be a single character, found \(hero.icon.count) in \(MessageQuoting.quoted(hero.icon))"
            )
        }
        return nil
    }

    /// What is wrong with the text of one field (its reason in a message), or `nil` when it is
    /// not empty, holds no control character and has no white space at either end.
    public static func textProblem(_ value: String) -> String? {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            return "is empty"
        }
        if value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "contains a control character (a line break or tab?): \(MessageQuoting.quoted(value))"
        }
        if trimmed != value {
            return "has white space at the start or end: \(MessageQuoting.quoted(value))"
        }
        return nil
    }
}
