/// What an element is, in the terms that decide what VoiceOver says for it. Each format's type
/// vocabulary (XCUIElementType names, AX roles) maps onto these.
enum ElementKind: Hashable {
    case application, window
    /// A view with no meaning of its own (Other, Group, ScrollView...): a container.
    case container
    /// A table or collection view: a container whose text-only children before cells are
    /// section headers.
    case list
    /// Web content (WKWebView): a container; its links, headings and fields keep their web roles.
    case webView
    case button, backButton, tab
    case staticText, header
    case searchField, textField, secureTextField, textView
    /// Switch or Toggle: a switch button with value 1 / 0.
    case toggle
    /// Slider, Stepper, PickerWheel, PageIndicator: adjustable.
    case adjustable
    /// A stepper: adjustable when it is a leaf, two buttons' container when it has them.
    case stepper
    case link, image
    case key, keyboard
    case tabBar, navigationBar, cell
    /// Alert or action sheet: modal.
    case alert
    /// A popover (a share sheet, a menu): a container that is modal, without the alert sound.
    case popover
    case statusBar
    /// Progress or activity indicator: updates frequently.
    case progress
    /// A type the importer does not know.
    case unknown

    /// The kinds VoiceOver always treats as one stop, whatever is inside them.
    var isControl: Bool {
        switch self {
        case .button, .backButton, .tab, .searchField, .textField, .secureTextField, .toggle,
             .adjustable, .link, .key:
            true
        default:
            false
        }
    }

    /// Views with no meaning of their own, whose stops are their children's.
    var isContainer: Bool {
        self == .container || self == .list || self == .webView || self == .popover || self == .unknown
    }

    /// Controls that a table row holding one is read as (a switch row reads as its switch).
    var isRowControl: Bool {
        switch self {
        case .toggle, .adjustable, .stepper, .searchField, .textField, .secureTextField: true
        default: false
        }
    }

    /// The kinds whose value is typed text.
    var isTextEntry: Bool {
        self == .searchField || self == .textField || self == .secureTextField || self == .textView
    }

    /// An XCUIElementType name, with or without its prefix and qualifiers (`Window (Main)`), as
    /// WebDriverAgent and XCUITest write it. nil when unknown.
    init?(xcuiType raw: String) {
        var name = raw.hasPrefix("XCUIElementType") ? String(raw.dropFirst("XCUIElementType".count)) : raw
        if let space = name.firstIndex(of: " ") { name = String(name[..<space]) }
        guard let kind = ElementKind.xcuiTypes[name] else { return nil }
        self = kind
    }

    private static let xcuiTypes: [String: ElementKind] = [
        "Application": .application, "Window": .window,
        "Other": .container, "Any": .container, "Group": .container, "Drawer": .container,
        "ScrollView": .container, "Table": .list, "CollectionView": .list,
        "Toolbar": .container, "WebView": .webView, "Map": .container, "Picker": .container,
        "DatePicker": .container, "SegmentedControl": .container, "Popover": .popover,
        "Menu": .container, "MenuBar": .container, "RadioGroup": .container, "Outline": .list,
        "Browser": .container, "TableColumn": .container, "Grid": .container, "LayoutArea": .container,
        "LayoutItem": .container, "SplitGroup": .container, "TouchBar": .container,
        "Button": .button, "RadioButton": .button, "PopUpButton": .button, "MenuButton": .button,
        "ToolbarButton": .button, "MenuItem": .button, "MenuBarItem": .button, "DisclosureTriangle": .button,
        "IncrementArrow": .button, "DecrementArrow": .button, "ColorWell": .button, "Icon": .container,
        "StaticText": .staticText,
        "SearchField": .searchField, "TextField": .textField, "SecureTextField": .secureTextField,
        "ComboBox": .textField, "TextView": .textView,
        "Switch": .toggle, "Toggle": .toggle, "CheckBox": .toggle,
        "Slider": .adjustable, "PickerWheel": .adjustable, "PageIndicator": .adjustable,
        "RatingIndicator": .adjustable, "LevelIndicator": .adjustable, "Stepper": .stepper,
        "Link": .link, "Image": .image,
        "Key": .key, "Keyboard": .keyboard,
        "TabBar": .tabBar, "TabGroup": .tabBar, "Tab": .tab,
        "NavigationBar": .navigationBar,
        "Cell": .cell, "TableRow": .cell, "OutlineRow": .cell,
        "Alert": .alert, "Sheet": .alert, "Dialog": .alert,
        "StatusBar": .statusBar,
        "ProgressIndicator": .progress, "ActivityIndicator": .progress,
    ]
}
