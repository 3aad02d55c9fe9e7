// The seeded generator every test target shares comes with the test helpers.
@_exported import SeededRandom
