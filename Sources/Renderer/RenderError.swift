/// Why a screen could not be rendered, as one line a user can act on. Nothing is written for a
/// screen that fails.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// A voice profile or the settings name an earcon file that cannot be used.
    case earconOverride(String, String, String)
    /// A voice profile's `earcons` names an earcon that does not exist.
    case unknownEarcon(String, allowed: [String])
    /// The output folder cannot be created or written.
    case cannotWrite(String, String)
    /// The engine failed in a way that is not about one phrase (voice missing, worker gone).
    case engine(String)

    public var description: String {
        switch self {
        case .earconOverride(let earcon, let path, let why):
            "earcon '\(earcon)' override \(path): \(why)"
        case .unknownEarcon(let name, let allowed):
            "voice profile earcons: unknown earcon '\(name)'; allowed: \(allowed.joined(separator: ", "))"
        case .cannotWrite(let path, let why):
            "\(path): cannot write: \(why)"
        case .engine(let why):
            why
        }
    }
}
