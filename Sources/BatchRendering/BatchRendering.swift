// The BatchRendering stage; see the README's architecture section.
