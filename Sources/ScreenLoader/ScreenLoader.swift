// The ScreenLoader stage; see the README's architecture section.
