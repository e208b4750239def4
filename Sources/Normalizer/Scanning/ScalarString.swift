extension String {
    /// The text of `scalars`, encoded straight into the string's UTF-8 storage: building it
    /// through `String.UnicodeScalarView` copies every scalar through a temporary array first,
    /// which made slicing words and units out of the text a few percent of normalizing.
    init(scalars: ArraySlice<Unicode.Scalar>) {
        self.init(unsafeUninitializedCapacity: scalars.count * 4) { buffer in
            var n = 0
            for scalar in scalars { Self.writeUTF8(scalar.value, to: buffer, at: &n) }
            return n
        }
    }

    /// UTF-16 text as a String, transcoded here: `String(decoding:as: UTF16.self)` takes the
    /// standard library's generic path, ~250 instructions a code unit. An unpaired surrogate
    /// becomes U+FFFD, as it does there.
    init(utf16 units: UnsafeBufferPointer<UInt16>) {
        // Three bytes at most for each unit: a pair's four bytes stand for two units.
        self.init(unsafeUninitializedCapacity: units.count * 3) { buffer in
            var n = 0
            var k = 0
            while k < units.count {
                let unit = UInt32(units[k])
                k += 1
                var value = unit
                if unit & 0xF800 == 0xD800 {
                    if unit < 0xDC00, k < units.count, units[k] & 0xFC00 == 0xDC00 {
                        value = 0x1_0000 + (unit - 0xD800) << 10 + (UInt32(units[k]) - 0xDC00)
                        k += 1
                    } else {
                        value = 0xFFFD
                    }
                }
                Self.writeUTF8(value, to: buffer, at: &n)
            }
            return n
        }
    }

    /// Writes the UTF-8 bytes of the scalar value `value` at `n`, moving `n` past them.
    @inline(__always)
    private static func writeUTF8(_ value: UInt32, to buffer: UnsafeMutableBufferPointer<UInt8>, at n: inout Int) {
        if value < 0x80 {
            buffer[n] = UInt8(value)
            n += 1
        } else if value < 0x800 {
            buffer[n] = UInt8(0xC0 | value >> 6)
            buffer[n + 1] = UInt8(0x80 | value & 0x3F)
            n += 2
        } else if value < 0x1_0000 {
            buffer[n] = UInt8(0xE0 | value >> 12)
            buffer[n + 1] = UInt8(0x80 | value >> 6 & 0x3F)
            buffer[n + 2] = UInt8(0x80 | value & 0x3F)
            n += 3
        } else {
            buffer[n] = UInt8(0xF0 | value >> 18)
            buffer[n + 1] = UInt8(0x80 | value >> 12 & 0x3F)
            buffer[n + 2] = UInt8(0x80 | value >> 6 & 0x3F)
            buffer[n + 3] = UInt8(0x80 | value & 0x3F)
            n += 4
        }
    }
}
