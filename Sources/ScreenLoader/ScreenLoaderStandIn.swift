// STAND-IN for the import branch only: the lead deletes this file when the real ScreenLoader is
// merged. It pins the one call ScreenImport makes, so the import branch builds on its own.
import Foundation
import ScreenModel

public enum ScreenLoader {
    public static func load(data: Data, path: String) throws -> Screen {
        throw StandInLoaderError(path: path)
    }
}

/// The stand-in's only error: screen files cannot be read in this build.
public struct StandInLoaderError: Error, CustomStringConvertible {
    public let path: String
    public var description: String {
        "\(path): not a capture this build can import (Appium/WebDriverAgent XML, idb JSON, XCUITest debugDescription), and screen files need the ScreenLoader, which this build lacks"
    }
}
