// The Renderer stage; see the README's architecture section.
