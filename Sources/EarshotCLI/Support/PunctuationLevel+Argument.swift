import ArgumentParser
import Normalizer

/// `--punctuation all|some|none`, shared by `normalize` and `render`.
extension PunctuationLevel: ExpressibleByArgument {}
