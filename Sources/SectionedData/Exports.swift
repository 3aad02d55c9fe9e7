// `import SectionedData` brings the models and the diff with it, as it did before they moved
// into their own module.
@_exported import Differentiator
