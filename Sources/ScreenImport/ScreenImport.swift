// The ScreenImport stage; see the README's architecture section.
