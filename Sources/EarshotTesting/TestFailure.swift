import XCTest
#if canImport(Testing)
import Testing
#endif

/// Reports a failed assertion to whichever test library is running the test: Swift Testing's
/// `Issue.record` inside a `@Test`, XCTest's `XCTFail` otherwise.
enum TestFailure {
    static func record(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)",
                                                        line: Int(line), column: Int(column)))
            return
        }
        #endif
        XCTFail(message, file: filePath, line: line)
    }
}
