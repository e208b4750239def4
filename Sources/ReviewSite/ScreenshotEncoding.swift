import Basics
import Foundation

/// A screenshot made small for the review: decoded (libpng's simplified API for PNG, TurboJPEG
/// for JPEG), scaled down by averaging to the screen's size in points times ``pixelsPerPoint``,
/// and written as a JPEG by TurboJPEG (libjpeg-turbo). Both libraries are opened with `dlopen`
/// at first use; without them the image is kept as it was.
package enum ScreenshotEncoding {
    /// The page draws the map about 22rem (352 CSS pixels) wide: a pixel per point is sharp
    /// there on a standard display and keeps 1,000 screenshots near 50 MB.
    static let pixelsPerPoint = 1.0
    /// JPEG quality: text on the screen stays readable at the map's size.
    static let quality: Int32 = 80

    /// The image as a JPEG of at most `points` × ``pixelsPerPoint`` pixels, or nil when it cannot
    /// be decoded or the libraries are missing.
    static func compressed(_ data: Data, points: (width: Double, height: Double)) -> Data? {
        guard let image = decode(data) else { return nil }
        let width = max(1, min(image.width, Int((points.width * pixelsPerPoint).rounded())))
        let height = max(1, min(image.height, Int((points.height * pixelsPerPoint).rounded())))
        let scaled = (width, height) == (image.width, image.height) ? image : image.averaged(to: width, height)
        return encodeJPEG(scaled)
    }

    /// Rows of 8-bit RGB pixels.
    struct RGB {
        var width: Int
        var height: Int
        var pixels: [UInt8]

        /// Each output pixel the mean of the source pixels its area covers (a box filter, right
        /// for scaling down: no pixel of the source is skipped).
        func averaged(to outWidth: Int, _ outHeight: Int) -> RGB {
            var out = [UInt8](repeating: 0, count: outWidth * outHeight * 3)
            let sx = Double(width) / Double(outWidth), sy = Double(height) / Double(outHeight)
            for y in 0..<outHeight {
                let y0 = Int(Double(y) * sy), y1 = max(y0 + 1, min(height, Int(Double(y + 1) * sy)))
                for x in 0..<outWidth {
                    let x0 = Int(Double(x) * sx), x1 = max(x0 + 1, min(width, Int(Double(x + 1) * sx)))
                    var r = 0, g = 0, b = 0
                    for row in y0..<y1 {
                        var at = (row * width + x0) * 3
                        for _ in x0..<x1 {
                            r += Int(pixels[at]); g += Int(pixels[at + 1]); b += Int(pixels[at + 2])
                            at += 3
                        }
                    }
                    let count = (y1 - y0) * (x1 - x0), o = (y * outWidth + x) * 3
                    out[o] = UInt8((r + count / 2) / count); out[o + 1] = UInt8((g + count / 2) / count); out[o + 2] = UInt8((b + count / 2) / count)
                }
            }
            return RGB(width: outWidth, height: outHeight, pixels: out)
        }
    }

    static func decode(_ data: Data) -> RGB? {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return decodePNG(data) }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return decodeJPEG(data) }
        return nil
    }

    // MARK: libpng (the simplified API, png.h's png_image)

    private struct PNGLibrary: Sendable {
        typealias Begin = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, Int) -> Int32
        typealias Finish = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer?, UnsafeMutableRawPointer, Int32, UnsafeMutableRawPointer?) -> Int32
        typealias Free = @convention(c) (UnsafeMutableRawPointer) -> Void
        let begin: Begin, finish: Finish, free: Free
    }

    private static let pngLibrary: PNGLibrary? = {
        guard let handle = try? SystemLocations.openFirst(of: SystemLocations.png).get().handle,
              let begin = dlsym(handle, "png_image_begin_read_from_memory"), let finish = dlsym(handle, "png_image_finish_read"),
              let free = dlsym(handle, "png_image_free") else { return nil }
        return PNGLibrary(begin: unsafeBitCast(begin, to: PNGLibrary.Begin.self), finish: unsafeBitCast(finish, to: PNGLibrary.Finish.self),
                          free: unsafeBitCast(free, to: PNGLibrary.Free.self))
    }()

    /// png_image: opaque pointer, then version, width, height, format, flags, colormap_entries,
    /// warning_or_error (png_uint_32 each), then a 64-byte message.
    private enum PNGImage {
        static let size = 128, version = 8, width = 12, height = 16, format = 20
        static let versionValue: UInt32 = 1
        /// PNG_FORMAT_RGB: PNG_FORMAT_FLAG_COLOR.
        static let rgb: UInt32 = 2
    }

    private static func decodePNG(_ data: Data) -> RGB? {
        guard let library = pngLibrary else { return nil }
        let image = UnsafeMutableRawPointer.allocate(byteCount: PNGImage.size, alignment: 8)
        defer { image.deallocate() }
        image.initializeMemory(as: UInt8.self, repeating: 0, count: PNGImage.size)
        image.storeBytes(of: PNGImage.versionValue, toByteOffset: PNGImage.version, as: UInt32.self)
        let begun = data.withUnsafeBytes { raw in library.begin(image, raw.baseAddress!, raw.count) }
        guard begun != 0 else { return nil }
        let width = Int(image.load(fromByteOffset: PNGImage.width, as: UInt32.self))
        let height = Int(image.load(fromByteOffset: PNGImage.height, as: UInt32.self))
        guard width > 0, height > 0, width * height <= 40_000_000 else { library.free(image); return nil }
        image.storeBytes(of: PNGImage.rgb, toByteOffset: PNGImage.format, as: UInt32.self)
        var pixels = [UInt8](repeating: 255, count: width * height * 3)
        // Transparent pixels go on white, as the map's paper.
        let white: [UInt8] = [255, 255, 255]
        let done = pixels.withUnsafeMutableBytes { out in
            white.withUnsafeBytes { background in
                library.finish(image, background.baseAddress, out.baseAddress!, Int32(width * 3), nil)
            }
        }
        guard done != 0 else { library.free(image); return nil }
        return RGB(width: width, height: height, pixels: pixels)
    }

    // MARK: TurboJPEG (turbojpeg.h, the 2.x API)

    private struct TurboJPEG: Sendable {
        typealias Initialize = @convention(c) () -> OpaquePointer?
        typealias Destroy = @convention(c) (OpaquePointer) -> Int32
        typealias Header = @convention(c) (OpaquePointer, UnsafePointer<UInt8>, UInt, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>) -> Int32
        typealias Decompress = @convention(c) (OpaquePointer, UnsafePointer<UInt8>, UInt, UnsafeMutablePointer<UInt8>, Int32, Int32, Int32, Int32, Int32) -> Int32
        typealias Compress = @convention(c) (OpaquePointer, UnsafePointer<UInt8>, Int32, Int32, Int32, Int32, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<UInt>, Int32, Int32, Int32) -> Int32
        typealias Free = @convention(c) (UnsafeMutablePointer<UInt8>?) -> Void
        let initCompress: Initialize, initDecompress: Initialize, destroy: Destroy, header: Header
        let decompress: Decompress, compress: Compress, free: Free
        /// TJPF_RGB, TJSAMP_420.
        static let rgb: Int32 = 0, subsampling420: Int32 = 2
    }

    private static let turboJPEG: TurboJPEG? = {
        guard let handle = try? SystemLocations.openFirst(of: SystemLocations.turboJPEG).get().handle,
              let initCompress = dlsym(handle, "tjInitCompress"), let initDecompress = dlsym(handle, "tjInitDecompress"),
              let destroy = dlsym(handle, "tjDestroy"), let header = dlsym(handle, "tjDecompressHeader3"),
              let decompress = dlsym(handle, "tjDecompress2"), let compress = dlsym(handle, "tjCompress2"),
              let free = dlsym(handle, "tjFree") else { return nil }
        return TurboJPEG(initCompress: unsafeBitCast(initCompress, to: TurboJPEG.Initialize.self),
                         initDecompress: unsafeBitCast(initDecompress, to: TurboJPEG.Initialize.self),
                         destroy: unsafeBitCast(destroy, to: TurboJPEG.Destroy.self),
                         header: unsafeBitCast(header, to: TurboJPEG.Header.self),
                         decompress: unsafeBitCast(decompress, to: TurboJPEG.Decompress.self),
                         compress: unsafeBitCast(compress, to: TurboJPEG.Compress.self),
                         free: unsafeBitCast(free, to: TurboJPEG.Free.self))
    }()

    private static func decodeJPEG(_ data: Data) -> RGB? {
        guard let library = turboJPEG, let handle = library.initDecompress() else { return nil }
        defer { _ = library.destroy(handle) }
        return data.withUnsafeBytes { raw -> RGB? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            guard library.header(handle, bytes.baseAddress!, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0,
                  width > 0, height > 0, Int(width) * Int(height) <= 40_000_000 else { return nil }
            var pixels = [UInt8](repeating: 255, count: Int(width) * Int(height) * 3)
            let status = pixels.withUnsafeMutableBufferPointer { out in
                library.decompress(handle, bytes.baseAddress!, UInt(bytes.count), out.baseAddress!, width, width * 3, height, TurboJPEG.rgb, 0)
            }
            return status == 0 ? RGB(width: Int(width), height: Int(height), pixels: pixels) : nil
        }
    }

    private static func encodeJPEG(_ image: RGB) -> Data? {
        guard let library = turboJPEG, let handle = library.initCompress() else { return nil }
        defer { _ = library.destroy(handle) }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            library.compress(handle, pixels.baseAddress!, Int32(image.width), Int32(image.width * 3), Int32(image.height), TurboJPEG.rgb,
                             &buffer, &size, TurboJPEG.subsampling420, quality, 0)
        }
        defer { library.free(buffer) }
        guard status == 0, let buffer, size > 0 else { return nil }
        return Data(bytes: buffer, count: Int(size))
    }
}
