import Foundation

/// Images for tests of screenshots: a PNG written here (stored, uncompressed deflate blocks: any
/// decoder reads them) with filled rectangles, and the smallest JPEG header a reader sizes.
public enum TestImages {
    /// An RGB PNG of `width`×`height` pixels, white, with each rectangle (x, y, width, height in
    /// pixels) filled with its colour.
    public static func png(width: Int, height: Int, rectangles: [(x: Int, y: Int, width: Int, height: Int, rgb: (UInt8, UInt8, UInt8))] = []) -> Data {
        var raw = [UInt8](repeating: 255, count: (width * 3 + 1) * height)
        for row in 0..<height { raw[row * (width * 3 + 1)] = 0 }
        for r in rectangles {
            for y in max(0, r.y)..<min(height, r.y + r.height) {
                for x in max(0, r.x)..<min(width, r.x + r.width) {
                    let at = y * (width * 3 + 1) + 1 + x * 3
                    raw[at] = r.rgb.0; raw[at + 1] = r.rgb.1; raw[at + 2] = r.rgb.2
                }
            }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, raw.count - offset)
            zlib.append(offset + count == raw.count ? 1 : 0)
            zlib += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += raw[offset..<offset + count]
            offset += count
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        zlib += bigEndian(b << 16 | a)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0])
        png += chunk("IDAT", zlib)
        png += chunk("IEND", [])
        return Data(png)
    }

    /// A JPEG's start (SOI, an APP0 segment, a baseline frame header) giving its size.
    public static func jpegHeader(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [0xFF, 0xC0, 0x00, 0x11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3]
        bytes += [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        return Data(bytes)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return bigEndian(UInt32(data.count)) + body + bigEndian(~crc)
    }
}
