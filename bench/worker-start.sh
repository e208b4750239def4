#!/usr/bin/env bash
# What starting one engine worker costs, piece by piece (CPU, `perf stat -r N -e task-clock`):
# an empty C program, a C program that only dlopens libespeak-ng (its ~33 libraries), the same
# plus espeak_Initialize in synchronous mode (which in 1.51 also tries PulseAudio), and a whole
# worker answering the protocol's hello: `earshot engine-worker`, and `earshot-engine` when built.
#   bench/worker-start.sh [RUNS]     (default 30; after `make build`, from the checkout; needs perf and cc)
# Each worker line includes a `sh -c` (its stdin is the hello frame); the `sh` line is that share.
set -euo pipefail
runs=${1:-30}
earshot=${EARSHOT:-.build/release/earshot}
work=$(mktemp -d /tmp/earshot-worker-start-XXXXXX)
trap 'rm -rf "$work"' EXIT
data=$(dirname "$(find /usr/lib /usr/share -maxdepth 3 -name phontab -path '*espeak-ng-data*' | head -1)")
cat > "$work/probe.c" <<'C'
#include <dlfcn.h>
typedef int (*initialize)(int, int, const char *, int);
int main(int argc, char **argv) {
    if (argc < 2) return 0;                       /* empty program */
    void *library = dlopen("libespeak-ng.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!library) return 1;
    if (argc > 2) {                                /* AUDIO_OUTPUT_SYNCHRONOUS = 2 */
        initialize start = (initialize)dlsym(library, "espeak_Initialize");
        if (start(2, 0, argv[2], 0) < 0) return 1;
    }
    return 0;
}
C
cc -O2 -o "$work/probe" "$work/probe.c" -ldl
# The hello of the protocol version the checkout speaks (a worker answers another version with an
# error line, before opening libespeak-ng).
version=$(sed -n 's/.*static let version: UInt16 = \([0-9]*\).*/\1/p' Sources/Synthesizer/Supervision/WorkerProtocol.swift)
python3 -c "
import struct, sys
payload = b'earshot-engine' + struct.pack('<H', $version)
sys.stdout.buffer.write(b'H' + struct.pack('<I', len(payload)) + payload)" > "$work/hello.bin"
measure() {
  local name=$1; shift
  local ms
  ms=$(perf stat -r "$runs" -x, -e task-clock "$@" 2>&1 >/dev/null | awk -F, '/task-clock/ {print $1}')
  printf '%-52s %6.2f ms CPU\n' "$name" "$ms"
}
measure "C, empty" "$work/probe"
measure "C, dlopen libespeak-ng" "$work/probe" open
measure "C, dlopen + espeak_Initialize (synchronous)" "$work/probe" open "$data"
measure "sh -c true" sh -c true
measure "sh -c 'earshot engine-worker < hello'" sh -c "$earshot engine-worker < $work/hello.bin"
engine=$(dirname "$earshot")/earshot-engine
if [[ -x $engine ]]; then
  measure "sh -c 'earshot-engine < hello'" sh -c "$engine < $work/hello.bin"
fi
