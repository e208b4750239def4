import Foundation

#if canImport(Darwin)
/// Another process's resident memory on macOS, from libproc's `proc_pidinfo` with
/// `PROC_PIDTASKINFO` (what Activity Monitor reads; no entitlement needed for one's own
/// children). Looked up with `dlsym`, since `libproc.h` is not part of the Darwin module: the
/// flavor (4) and `proc_taskinfo`'s layout (96 bytes, `pti_resident_size` the second `UInt64`)
/// are from the macOS SDK's `sys/proc_info.h`. Not yet run on a Mac (docs/install.md).
enum DarwinTaskInfo {
    private typealias ProcessInfoCall = @convention(c) (Int32, Int32, UInt64, UnsafeMutableRawPointer?, Int32) -> Int32
    private static let flavor: Int32 = 4
    private static let size = 96

    private static let call: ProcessInfoCall? = dlsym(UnsafeMutableRawPointer(bitPattern: -2), "proc_pidinfo")
        .map { unsafeBitCast($0, to: ProcessInfoCall.self) }

    static func residentBytes(of pid: pid_t) -> Int? {
        guard let call else { return nil }
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
        defer { buffer.deallocate() }
        guard call(pid, flavor, 0, buffer, Int32(size)) == Int32(size) else { return nil }
        return Int(buffer.load(fromByteOffset: 8, as: UInt64.self))
    }
}
#endif
