// The Normalizer stage; see the README's architecture section.
