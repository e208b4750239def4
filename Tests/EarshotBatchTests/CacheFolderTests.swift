import Foundation
import Testing
import TestSupport
@testable import EarshotBatch
@testable import ReviewSite

/// Where a batch keeps its phrases and file summaries: outside OUT, one folder per OUT.
@Suite struct CacheFolderTests {
    @Test func theUsersCacheHoldsOneFolderPerOutput() throws {
        let base = try Repository.temporaryDirectory("xdg")
        let environment = ["XDG_CACHE_HOME": base.path]
        let first = CacheFolder.standard(for: URL(fileURLWithPath: "/srv/docs/out-a"), environment: environment)
        let again = CacheFolder.standard(for: URL(fileURLWithPath: "/srv/docs/./out-a/"), environment: environment)
        let second = CacheFolder.standard(for: URL(fileURLWithPath: "/srv/docs/out-b"), environment: environment)
        #expect(first == again)
        #expect(first != second)
        #expect(first.url.path.hasPrefix(base.appendingPathComponent("earshot/batch").path + "/"))
        #expect(first.url.lastPathComponent.count == 16 && first.url.lastPathComponent.allSatisfy(\.isHexDigit))
        #expect(first.phrases.deletingLastPathComponent().standardizedFileURL == first.url.standardizedFileURL)
    }

    @Test func aRelativeXDGCacheHomeIsIgnored() {
        let folder = CacheFolder.standard(for: URL(fileURLWithPath: "/srv/out"), environment: ["XDG_CACHE_HOME": "cache"])
        #expect(folder.url.path.hasPrefix(FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/earshot/batch").path))
    }

    @Test func countsOnThePageAreGroupedByThousands() {
        #expect(ReviewNumbers.count(0) == "0")
        #expect(ReviewNumbers.count(999) == "999")
        #expect(ReviewNumbers.count(5000) == "5,000")
        #expect(ReviewNumbers.count(1_234_567) == "1,234,567")
        #expect(ReviewNumbers.count(-12_000) == "-12,000")
    }
}
