import Foundation

/// Checks that bytes are UTF-8, naming the offset of the first byte that is not, so the error
/// can point at it (a Latin-1 "é" in an otherwise UTF-8 file is a common accident).
package enum UTF8Validation {
    /// The byte offset of the first invalid sequence, or nil when all of `bytes` is UTF-8.
    package static func firstInvalidOffset(_ bytes: UnsafeRawBufferPointer) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
