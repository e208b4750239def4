
/// The keys and words the screen format accepts, in one place: the reader checks files against
/// them, errors list them as what is allowed, and a test keeps `schema/screen.schema.json` equal.
package enum ScreenFormat {
    package static let screenKeys = ["name", "language", "size", "elements", "script", "platform", "customRotors"]
        + ["screenshot"]
    package static let screenshotKeys = ["path", "scale"]
    package static let elementKeys = [
        "id", "label", "value", "hint", "traits", "frame", "language", "isAccessibilityElement", "children",
        "order", "elementsHidden", "hidden", "viewIsModal", "shouldGroupAccessibilityChildren", "containerType",
        "customActions", "customContent", "steps", "pages", "busy", "alert", "row", "column", "rowSpan", "columnSpan",
        "rowHeaders", "columnHeaders", "segmentedControl", "scrollView",
        "childBehavior", "sortPriority", "headingLevel", "inputLabels", "activationPoint", "textualContext",
        "customRotors", "directTouchOptions",
    ]
    package static let customContentKeys = ["label", "value", "importance", "key"]
    package static let pagesKeys = ["current", "count"]
    package static let setKeys = ["id"] + ElementChange.keys
    package static let announceKeys = ["text", "priority", "queue", "queued"]
    /// A run of an attributed label, value, hint or announcement text.
    package static let speechRunKeys = ["text", "spellOut", "punctuation", "pitch", "language", "ipa", "queue"]
    package static let customRotorKeys = ["name", "items"]
    /// `rotor: {name: headings, level: N}`.
    package static let rotorChoiceKeys = ["name", "level"]
    package static let childBehaviors = ChildBehavior.allCases.map(\.rawValue)
    package static let textualContexts = TextualContext.allCases.map(\.rawValue)
    package static let platforms = Platform.allCases.map(\.rawValue)
    package static let announcementPriorities = Announcement.Priority.allCases.map(\.rawValue)
    package static let layoutChangedKeys = ["announce"]
    package static let traits = Trait.allCases.map(\.rawValue)
    package static let containerTypes = ["none", "list", "landmark", "dataTable", "semanticGroup"]
    package static let importances = ["default", "high"]
    /// Script steps written as a bare word.
    package static let bareSteps = ScriptStep.bareSteps.map(\.name)
    /// Script steps written as a one-key mapping.
    package static let keyedSteps = ScriptStep.keyedStepNames
    /// The system rotors; any other name is a custom rotor's.
    package static let rotors = ScriptStep.Rotor.systemNames
    package static let scrollDirections = ScriptStep.ScrollDirection.allCases.map(\.rawValue)
    /// YAML's unquoted booleans (lower-cased), and the switch state each means: written as a
    /// toggleButton's value they are refused, since VoiceOver would read the word itself.
    package static let switchStateWords = ["true": true, "false": false, "yes": true, "no": false, "on": true, "off": false]
    package static let switchValuesAllowed = "1 (On), 0 (Off), 2 (Mixed), or quoted text to be read as written"

    // "Did you mean" hints (``Suggestion``): what people coming from other platforms write for the
    // format's words. Keys are lower case. UIKit's own names (`accessibilityLabel`) need no entry:
    // their prefix is dropped by rule.

    /// Android and web (ARIA role) names, and older UIKit code's, for a trait.
    package static let traitAliases = [
        "switch": "toggleButton", "switchbutton": "toggleButton", "toggle": "toggleButton", "checkbox": "toggleButton",
        "heading": "header", "disabled": "notEnabled", "dimmed": "notEnabled", "slider": "adjustable",
        "textfield": "textEntry", "textbox": "textEntry", "password": "secureTextField", "search": "searchField",
        "searchbox": "searchField", "text": "staticText", "img": "image", "tablist": "tabBar", "tab": "tabBar",
    ]
    /// Words written as traits that are element keys in the format: the problem names the key.
    package static let traitsThatAreKeys = [
        "segment": "segmentedControl: true", "segmented": "segmentedControl: true", "segmentedcontrol": "segmentedControl: true",
        "modal": "viewIsModal: true", "hidden": "hidden: true", "list": "containerType: list", "landmark": "containerType: landmark",
    ]
    /// Keys other tools write for which the format has no key of its own: where what they hold goes.
    package static let keyPointers = [
        "placeholder": "a text field's placeholder is read only when it has no label, so write it as `label` then, else leave it out",
    ]
    /// Other names for an element's keys.
    package static let keyAliases = [
        "identifier": "id", "accessibilityidentifier": "id", "title": "label", "text": "label", "description": "label",
        "role": "traits", "roles": "traits", "trait": "traits", "accessibilityelements": "order", "rect": "frame",
        "bounds": "frame", "lang": "language", "actions": "customActions", "ismodal": "viewIsModal", "modal": "viewIsModal",
    ]
    /// The gestures' names for script steps.
    package static let stepAliases = [
        "swiperight": "next", "swipeleft": "previous", "doubletap": "activate", "tap": "activate",
        "twofingerdoubletap": "magicTap", "twofingerscrub": "escape", "scrub": "escape", "back": "escape",
        "swipeup": "increment", "swipedown": "decrement", "sleep": "wait", "pause": "wait", "delay": "wait",
        "speak": "announce", "say": "announce", "announcement": "announce", "update": "set", "change": "set",
    ]
}
