extension BatchUpdateValidator {
    /// One kind of operation of a batch update.
    public enum Operation: String, Sendable, CaseIterable {
        /// `deleteSections` / `deleteRows`, at a position before the update.
        case delete
        /// `insertSections` / `insertRows`, at a position after the update.
        case insert
        /// `reloadSections` / `reloadRows` (the changeset's `updated…`), at a position before the
        /// update.
        case reload
        /// The source of `moveSection` / `moveRow`, a position before the update.
        case moveFrom
        /// The destination of `moveSection` / `moveRow`, a position after the update.
        case moveTo

        /// Whether the operation's positions count before the update (else after it).
        public var usesPositionsBeforeUpdate: Bool {
            self == .delete || self == .reload || self == .moveFrom
        }

        /// The operation as a noun with its article: "a delete", "a move from".
        internal var nounWithArticle: String {
            switch self {
            case .delete: return "a delete"
            case .insert: return "an insert"
            case .reload: return "a reload"
            case .moveFrom: return "a move from"
            case .moveTo: return "a move to"
            }
        }

        /// The operation as a verb: "delete", "move".
        internal var verb: String {
            switch self {
            case .delete: return "delete"
            case .insert: return "insert"
            case .reload: return "reload"
            case .moveFrom, .moveTo: return "move"
            }
        }

        /// What is done to a section by this operation: "deleted", "inserted".
        internal var participle: String {
            switch self {
            case .delete: return "deleted"
            case .insert: return "inserted"
            case .reload: return "reloaded"
            case .moveFrom, .moveTo: return "moved"
            }
        }

        /// The operation as a noun that takes an object: "a delete of", "a move from".
        internal var nounWithPreposition: String {
            switch self {
            case .moveFrom, .moveTo: return nounWithArticle
            case .delete, .insert, .reload: return nounWithArticle + " of"
            }
        }

        /// "before the update" or "after the update".
        internal var moment: String {
            usesPositionsBeforeUpdate ? "before the update" : "after the update"
        }
    }

    /// What UIKit would reject in a batch update, with the numbers it would print.
    ///
    /// Section positions are plain indexes; row positions are ``ItemPath`` values printed as
    /// `[section, row]`.
    public enum Error: Swift.Error, Equatable, Sendable {
        /// A section operation names a section that does not exist (before the update for deletes,
        /// reloads and move sources; after it for inserts and move destinations).
        case sectionOutOfRange(Operation, section: Int, sectionCount: Int)

        /// The same section appears twice in one kind of section operation.
        case duplicateSectionOperation(Operation, section: Int)

        /// One section is the subject of two operations that cannot be combined, such as a delete
        /// and a move from, or an insert and a move to.
        case conflictingSectionOperations(Operation, Operation, section: Int)

        /// The number of sections after the update is not the number before, plus the inserted,
        /// minus the deleted.
        case invalidNumberOfSections(after: Int, before: Int, inserted: Int, deleted: Int)

        /// A row operation names a section that does not exist at that moment.
        case rowInMissingSection(Operation, path: ItemPath, sectionCount: Int)

        /// A row operation names a row beyond the end of its section.
        case rowOutOfRange(Operation, path: ItemPath, rowCount: Int)

        /// The same row appears twice in one kind of row operation.
        case duplicateRowOperation(Operation, path: ItemPath)

        /// One row is the subject of two operations that cannot be combined, such as a delete and
        /// a move from, a reload and a move from, or an insert and a move to.
        case conflictingRowOperations(Operation, Operation, path: ItemPath)

        /// A row operation touches a section that the same update inserts, deletes or reloads
        /// (`sectionOperation`); such a section's rows cannot change in that update.
        case rowOperationInChangedSection(Operation, path: ItemPath, sectionOperation: Operation)

        /// A section that exists before and after the update does not end up with the number of
        /// rows its data source reports.
        case invalidNumberOfRows(
            section: Int,
            after: Int,
            before: Int,
            inserted: Int,
            deleted: Int,
            movedIn: Int,
            movedOut: Int
        )
    }
}

extension BatchUpdateValidator.Error: CustomStringConvertible {
    /// The complaint, worded like UIKit's.
    public var description: String {
        switch self {
        case .sectionOutOfRange(let operation, let section, let count):
            let subject =
                operation == .moveTo ? "move a section to section \(section)" : "\(operation.verb) section \(section)"
            return "attempt to \(subject), but there are only \(count) sections \(operation.moment)"
        case .duplicateSectionOperation(let operation, let section):
            if operation == .moveTo { return "attempt to move more than one section to section \(section)" }
            return "attempt to \(operation.verb) section \(section) more than once"
        case .conflictingSectionOperations(let first, let second, let section):
            return "attempt to perform \(first.nounWithArticle) and \(second.nounWithPreposition) the same section "
                + "(\(section))"
        case .invalidNumberOfSections(let after, let before, let inserted, let deleted):
            return "invalid number of sections: the number of sections after the update (\(after)) must equal the "
                + "number before (\(before)), plus or minus the number inserted or deleted (\(inserted) inserted, "
                + "\(deleted) deleted)"
        case .rowInMissingSection(let operation, let path, let count):
            return "attempt to \(operation.verb) row \(path.itemIndex) of section \(path.sectionIndex), but there are "
                + "only \(count) sections \(operation.moment)"
        case .rowOutOfRange(let operation, let path, let count):
            let subject =
                operation == .moveTo
                ? "move a row to row \(path.itemIndex) of section \(path.sectionIndex)"
                : "\(operation.verb) row \(path.itemIndex) of section \(path.sectionIndex)"
            return "attempt to \(subject), which only contains \(count) rows \(operation.moment)"
        case .duplicateRowOperation(let operation, let path):
            if operation == .moveTo { return "attempt to move more than one row to index path \(path)" }
            return "attempt to \(operation.verb) index path \(path) more than once"
        case .conflictingRowOperations(let first, let second, let path):
            return "attempt to perform \(first.nounWithArticle) and \(second.nounWithPreposition) the same index "
                + "path (\(path))"
        case .rowOperationInChangedSection(let operation, let path, let sectionOperation):
            let preposition = operation == .insert || operation == .moveTo ? "into" : "from"
            return
                "attempt to \(operation.verb) a row \(preposition) section \(path.sectionIndex) (index path \(path)), "
                + "which the same update \(sectionOperation.participle); rows of an inserted, deleted or reloaded "
                + "section cannot change in that update"
        case .invalidNumberOfRows(
            let section, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
            return "invalid number of rows in section \(section): the number of rows after the update (\(after)) must "
                + "equal the number before (\(before)), plus or minus the number inserted or deleted (\(inserted) "
                + "inserted, \(deleted) deleted) and plus or minus the number moved in or out (\(movedIn) moved in, "
                + "\(movedOut) moved out)"
        }
    }
}
