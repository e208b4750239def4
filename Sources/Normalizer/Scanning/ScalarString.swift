extension String {
    /// The text of `scalars`, encoded straight into the string's UTF-8 storage: building it
    /// through `String.UnicodeScalarView` copies every scalar through a temporary array first,
    /// which made slicing words and units out of the text a few percent of normalizing.
    init(scalars: ArraySlice<Unicode.Scalar>) {
        self.init(unsafeUninitializedCapacity: scalars.count * 4) { buffer in
            var written = 0
            for scalar in scalars { UTF8.encode(scalar) { buffer[written] = $0; written += 1 } }
            return written
        }
    }

    /// UTF-16 text as a String, transcoded here: `String(decoding:as: UTF16.self)` takes the
    /// standard library's generic path, ~250 instructions a code unit. An unpaired surrogate
    /// becomes U+FFFD, as it does there.
    init(utf16 units: UnsafeBufferPointer<UInt16>) {
        // Three bytes at most for each unit: a pair's four bytes stand for two units.
        self.init(unsafeUninitializedCapacity: units.count * 3) { buffer in
            var written = 0
            var k = 0
            while k < units.count {
                let unit = UInt32(units[k])
                k += 1
                var scalar = Unicode.Scalar(unit)
                if unit & 0xF800 == 0xD800 {
                    if unit < 0xDC00, k < units.count, units[k] & 0xFC00 == 0xDC00 {
                        scalar = Unicode.Scalar(0x1_0000 + (unit - 0xD800) << 10 + (UInt32(units[k]) - 0xDC00))
                        k += 1
                    } else {
                        scalar = "\u{FFFD}"
                    }
                }
                UTF8.encode(scalar!) { buffer[written] = $0; written += 1 }
            }
            return written
        }
    }
}
