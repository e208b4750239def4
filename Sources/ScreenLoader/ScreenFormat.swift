import ScreenModel

/// The keys and words the screen format accepts, in one place: the reader checks files against
/// them, errors list them as what is allowed, and a test keeps `schema/screen.schema.json` equal.
public enum ScreenFormat {
    public static let screenKeys = ["name", "language", "size", "elements", "script", "platform", "customRotors"]
    public static let elementKeys = [
        "id", "label", "value", "hint", "traits", "frame", "language", "isAccessibilityElement", "children",
        "order", "elementsHidden", "hidden", "viewIsModal", "shouldGroupAccessibilityChildren", "containerType",
        "customActions", "customContent", "steps", "pages", "busy", "alert", "row", "column",
        "childBehavior", "sortPriority", "headingLevel", "inputLabels", "activationPoint", "textualContext",
        "customRotors",
    ]
    public static let customContentKeys = ["label", "value", "importance", "key"]
    public static let pagesKeys = ["current", "count"]
    public static let setKeys = ["id"] + ElementChange.keys
    public static let announceKeys = ["text", "priority", "queue", "queued"]
    /// A run of an attributed label, value, hint or announcement text.
    public static let speechRunKeys = ["text", "spellOut", "punctuation", "pitch", "language", "ipa", "queue"]
    public static let customRotorKeys = ["name", "items"]
    /// `rotor: {name: headings, level: N}`.
    public static let rotorChoiceKeys = ["name", "level"]
    public static let childBehaviors = ChildBehavior.allCases.map(\.rawValue)
    public static let textualContexts = TextualContext.allCases.map(\.rawValue)
    public static let platforms = Platform.allCases.map(\.rawValue)
    public static let announcementPriorities = Announcement.Priority.allCases.map(\.rawValue)
    public static let layoutChangedKeys = ["announce"]
    public static let traits = Trait.allCases.map(\.rawValue)
    public static let containerTypes = ["none", "list", "landmark", "dataTable", "semanticGroup"]
    public static let importances = ["default", "high"]
    /// Script steps written as a bare word.
    public static let bareSteps = ScriptStep.bareSteps.map(\.name)
    /// Script steps written as a one-key mapping.
    public static let keyedSteps = ScriptStep.keyedStepNames
    /// The system rotors; any other name is a custom rotor's.
    public static let rotors = ScriptStep.Rotor.systemNames
    public static let scrollDirections = ScriptStep.ScrollDirection.allCases.map(\.rawValue)
}
