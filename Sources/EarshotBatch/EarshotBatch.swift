// Batch rendering for library users: `import EarshotBatch` gives everything `import Earshot`
// does plus ``Previewer/renderBatch(_:into:jobs:simulation:rendering:progress:)``.
@_exported import Earshot
