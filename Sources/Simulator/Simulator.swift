// The Simulator stage; see the README's architecture section.
