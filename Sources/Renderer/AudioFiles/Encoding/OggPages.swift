/// Packets framed into Ogg pages (RFC 3533) for one logical stream, as bytes: what an Ogg Opus
/// file is made of (RFC 7845). A page holds whole packets here: its granule position is the one
/// of the last packet it ends.
struct OggPages {
    private let serial: UInt32
    private var sequence: UInt32 = 0
    private var body: [UInt8] = []
    private var lacing: [UInt8] = []
    private var granule: Int64 = 0
    private var isFirst = true

    init(serial: UInt32) { self.serial = serial }

    /// How many packets' bytes a page holds before it is written out: about a second of speech
    /// at Opus's speech rates, as libogg pages it (seeking reads one page).
    static let pageBody = 4096

    /// Adds a packet ending at `granule`; returns the page it completes, if any.
    mutating func add(_ packet: UnsafeRawBufferPointer, granule: Int64) -> [UInt8]? {
        let segments = packet.count / 255 + 1
        var completed: [UInt8]?
        if lacing.count + segments > 255 { completed = page(last: false) }
        for _ in 0..<(packet.count / 255) { lacing.append(255) }
        lacing.append(UInt8(packet.count % 255))
        body.append(contentsOf: packet)
        self.granule = granule
        if completed == nil, body.count >= Self.pageBody { completed = page(last: false) }
        return completed
    }

    /// The packets added since the last page as one page, which is the stream's last if `last`.
    mutating func page(last: Bool) -> [UInt8] {
        var header: [UInt8] = Array("OggS".utf8) + [0]
        header.append((isFirst ? 0x02 : 0) | (last ? 0x04 : 0))
        header += withUnsafeBytes(of: granule.littleEndian, Array.init)
        header += withUnsafeBytes(of: serial.littleEndian, Array.init)
        header += withUnsafeBytes(of: sequence.littleEndian, Array.init)
        header += [0, 0, 0, 0]
        header.append(UInt8(lacing.count))
        var page = header + lacing + body
        let checksum = Self.crc(page)
        page.replaceSubrange(22..<26, with: withUnsafeBytes(of: checksum.littleEndian, Array.init))
        isFirst = false
        sequence += 1
        body.removeAll(keepingCapacity: true)
        lacing.removeAll(keepingCapacity: true)
        return page
    }

    /// Ogg's CRC-32: polynomial 0x04C11DB7, not reflected, initial value and final XOR 0.
    static func crc(_ bytes: [UInt8]) -> UInt32 {
        var value: UInt32 = 0
        for byte in bytes { value = (value << 8) ^ table[Int((value >> 24) ^ UInt32(byte))] }
        return value
    }

    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index) << 24
        for _ in 0..<8 { value = value & 0x8000_0000 != 0 ? (value << 1) ^ 0x04C1_1DB7 : value << 1 }
        return value
    }
}
