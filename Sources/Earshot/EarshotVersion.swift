/// The release this build of Earshot is, as `earshot --version` prints it.
public enum EarshotVersion {
    /// Semantic version: the minor number changes with the screen format or the public API.
    public static let current = "0.1.0"
}
