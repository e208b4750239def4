import Basics
import Foundation

/// An encoder's library could not be opened: which, for what, and how to get it, in one line.
package struct CodecLibraryMissing: Error, Sendable, CustomStringConvertible {
    /// The library's name as users know it ("LAME").
    package var library: String
    /// What it is needed for ("MP3 audio").
    package var purpose: String
    /// Debian's package that installs it.
    package var debianPackage: String
    /// What the loader said.
    package var reason: String

    package var description: String {
        "\(library) is needed for \(purpose) and could not be opened (\(reason)); install \(debianPackage) (Debian: apt-get install \(debianPackage))"
    }
}

/// A codec library opened with `dlopen` by the first of its names that loads, and its symbols
/// looked up by name; each failure is a ``CodecLibraryMissing`` naming the package.
struct CodecLibraryHandle {
    private let handle: UnsafeMutableRawPointer
    private let name: String
    private let missing: CodecLibraryMissing

    /// - Parameters: `names`: ``SystemLocations``' list; the rest say what it is for a message.
    init(_ names: [String], library: String, purpose: String, debianPackage: String) throws(CodecLibraryMissing) {
        missing = CodecLibraryMissing(library: library, purpose: purpose, debianPackage: debianPackage, reason: "")
        switch SystemLocations.openFirst(of: names) {
        case .success(let opened): (handle, name) = opened
        case .failure(let failure):
            var missing = missing
            missing.reason = failure.reason
            throw missing
        }
    }

    /// The function `symbol` as the C type `T`.
    func symbol<T>(_ symbol: String) throws(CodecLibraryMissing) -> T {
        guard let address = dlsym(handle, symbol) else {
            var missing = missing
            missing.reason = "\(name) has no \(symbol)"
            throw missing
        }
        return unsafeBitCast(address, to: T.self)
    }
}

extension Result {
    /// The error, or nil on success.
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
