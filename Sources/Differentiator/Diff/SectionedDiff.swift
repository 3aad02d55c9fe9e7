/// The working state of one diff between two lists of sections.
///
/// The diff runs in four passes, each linear in the number of sections plus items:
///
/// 1. ``matchSections()`` pairs sections by identity and finds the sections to move;
/// 2. ``matchItems()`` pairs items by identity across all sections, with one hash table;
/// 3. ``classifyItems()`` decides, per item, delete, insert, update, move or keep, and
///    ``placeEmptiedSections()`` places the deleted sections that items move out of;
/// 4. ``makeStages()`` groups the changes into stages and builds each stage's sections.
///
/// Indexes into all items of a list, section after section, are called flat indexes.
@usableFromInline
internal struct SectionedDiff<Section: AnimatableSectionModelType> {
    @usableFromInline
    internal typealias Item = Section.Item

    @usableFromInline
    internal let initialSections: [Section]

    @usableFromInline
    internal let finalSections: [Section]

    /// Tells whether two sections have equal models; `nil` when `Section` is not `Equatable`.
    @usableFromInline
    internal let modelsAreEqual: ((Section, Section) -> Bool)?

    // MARK: Sections (filled by matchSections)

    /// Per initial section: its index in the final sections, or -1 when it is deleted.
    @usableFromInline
    internal var sectionTarget: [Int] = []

    /// Per final section: its index in the initial sections, or -1 when it is inserted.
    @usableFromInline
    internal var sectionSource: [Int] = []

    /// Per initial section: its index once the first stage's deleted sections are gone (-1 when
    /// deleted).
    @usableFromInline
    internal var sectionIndexAfterDeletes: [Int] = []

    /// Per initial section: whether it is moved (it is outside the longest run of surviving
    /// sections that kept their order).
    @usableFromInline
    internal var sectionIsMoved: [Bool] = []

    /// Per initial section: whether it survives with a changed model.
    @usableFromInline
    internal var sectionModelChanged: [Bool] = []

    /// Deleted sections, by initial index. After ``placeEmptiedSections()``, only those deleted
    /// by the first stage: the ones none of whose items survive.
    @usableFromInline
    internal var deletedSections: [Int] = []

    /// Deleted sections some of whose items survive elsewhere, by initial index, in order. They
    /// stay until the insertions stage has moved those items out and are deleted by the last
    /// stage, with the items that do not survive.
    @usableFromInline
    internal var emptiedSections: [Int] = []

    /// Per initial section: its index between the sections and the insertions stage, or -1 when
    /// the first stage deletes it. Empty when no section is emptied; the index is then the final
    /// one.
    @usableFromInline
    internal var intermediateIndexOfInitial: [Int] = []

    /// Per final section: its index between the sections and the insertions stage. Empty when no
    /// section is emptied; the index is then the final one.
    @usableFromInline
    internal var intermediateIndexOfFinal: [Int] = []

    @usableFromInline
    internal var insertedSections: [Int] = []

    /// Moved sections, from an index after the first stage to an index after the sections stage.
    @usableFromInline
    internal var movedSections: [(from: Int, to: Int)] = []

    // MARK: Items (filled by matchItems)

    /// Per initial section, the flat index of its first item; one more entry holds the total.
    @usableFromInline
    internal var initialStart: [Int] = []

    /// Per final section, the flat index of its first item; one more entry holds the total.
    @usableFromInline
    internal var finalStart: [Int] = []

    /// The final sections' items, read once.
    @usableFromInline
    internal var finalItems: [[Item]] = []

    /// Per initial item (flat): the final path of the item with its identity, packed by
    /// ``packedPath(section:item:)``, or -1.
    @usableFromInline
    internal var itemTarget: [Int64] = []

    /// Per final item (flat): the flat index of the initial item with its identity, or -1.
    @usableFromInline
    internal var itemSource: [Int] = []

    /// How many items are in both lists.
    @usableFromInline
    internal var matchedItemCount = 0

    // MARK: Item changes (filled by classifyItems)

    /// Deleted items, at their initial paths, in order.
    @usableFromInline
    internal var deletedItems: [ItemPath] = []

    /// Updated items, at their initial paths, in order.
    @usableFromInline
    internal var updatedItems: [ItemPath] = []

    /// Inserted items, at their final paths, in order.
    @usableFromInline
    internal var insertedItems: [ItemPath] = []

    @usableFromInline
    internal var movedItems: [PendingMove] = []

    /// Per initial section: whether it has item deletes or updates (row operations of the first
    /// stage).
    @usableFromInline
    internal var sectionHasRemovals: [Bool] = []

    /// Per initial section: whether items are inserted into it or moved into or out of it (row
    /// operations of the insertions stage).
    @usableFromInline
    internal var sectionHasInsertions: [Bool] = []

    /// Whether some item is both updated and moved, which forbids reloading and moving it in the
    /// same stage.
    @usableFromInline
    internal var someMovedItemIsUpdated = false

    /// A final item path in one integer: the section in the high 32 bits, the item in the low
    /// ones. Ordering packed paths of one section orders them by item.
    @inlinable
    internal static func packedPath(section: Int, item: Int) -> Int64 {
        Int64(section) << 32 | Int64(item)
    }

    @inlinable
    internal init(initialSections: [Section], finalSections: [Section], modelsAreEqual: ((Section, Section) -> Bool)?) {
        self.initialSections = initialSections
        self.finalSections = finalSections
        self.modelsAreEqual = modelsAreEqual
    }
}

/// An item that moves, with the positions the stages need.
@usableFromInline
internal struct PendingMove {
    /// The item's initial section.
    @usableFromInline
    internal var initialSection: Int

    /// The item's index in its initial section.
    @usableFromInline
    internal var initialItem: Int

    /// The item's index in its section once the first stage's deletes are done (its initial
    /// index in an emptied section, where the first stage deletes nothing).
    @usableFromInline
    internal var itemAfterDeletes: Int

    /// The item's final path.
    @usableFromInline
    internal var destination: ItemPath

    /// Whether the item's content changed too.
    @usableFromInline
    internal var isUpdated: Bool

    @inlinable
    internal init(initialSection: Int, initialItem: Int, itemAfterDeletes: Int, destination: ItemPath, isUpdated: Bool)
    {
        self.initialSection = initialSection
        self.initialItem = initialItem
        self.itemAfterDeletes = itemAfterDeletes
        self.destination = destination
        self.isUpdated = isUpdated
    }
}
