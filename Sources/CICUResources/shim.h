// ICU's look-up of a resource by path with the locale's fallback at every level
// ("unitsShort/length/meter/other" from de_DE, de or root, wherever CLDR has it). The ICU that
// Foundation ships (_FoundationICU, every symbol prefixed swift_) exports it, but declares it only
// in ICU's internal uresimp.h. Normalizer/CLDR/ICU.swift reads the unit patterns with it.
#include <stdint.h>

struct UResourceBundle;

struct UResourceBundle *swift_ures_getByKeyWithFallback(const struct UResourceBundle *bundle, const char *path,
                                                        struct UResourceBundle *fillIn, int32_t *status);
