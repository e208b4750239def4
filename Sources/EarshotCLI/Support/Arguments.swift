import ArgumentParser
import Renderer
import Normalizer

/// `--punctuation all|some|none`, shared by `normalize` and `render`.
extension PunctuationLevel: ExpressibleByArgument {}

/// `--captions stop|phrase`, shared by `render` and `batch`.
extension CaptionGrouping: ExpressibleByArgument {}

/// `--audio wav|opus|mp3`, shared by `render` and `batch`.
extension AudioFormat: ExpressibleByArgument {}
