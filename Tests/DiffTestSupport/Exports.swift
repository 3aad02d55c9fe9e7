// The shared seeded generator comes with the diff helpers, so their tests need one import.
@_exported import TestSupport
