// The parts of the audio codec libraries' C interfaces Earshot calls, declared here so that
// compiling needs no library headers: libsndfile (Renderer/AudioFiles/SoundFileLibrary.swift: FLAC, decoding),
// LAME, libopus and libsoxr (Renderer/AudioFiles/Encoding/). Each is opened with dlopen; Debian's libsndfile1,
// libmp3lame0, libopus0 and libsoxr0 (Homebrew's libsndfile, lame, opus, libsoxr) are needed
// only at run time. The values and layouts are the libraries' stable ABI; PortabilityTests
// compiles them against the real headers where installed.
#include <stdint.h>

typedef int64_t sf_count_t;

// An open sound file; only ever handled through a pointer.
typedef struct SNDFILE_tag SNDFILE;

// A file's frames, rate, channels and format (major | subtype), filled on open for reading.
typedef struct SF_INFO {
    sf_count_t frames;
    int samplerate;
    int channels;
    int format;
    int sections;
    int seekable;
} SF_INFO;

// Reading and writing through the caller's callbacks instead of a file (in-memory FLAC).
typedef sf_count_t (*sf_vio_get_filelen)(void *user_data);
typedef sf_count_t (*sf_vio_seek)(sf_count_t offset, int whence, void *user_data);
typedef sf_count_t (*sf_vio_read)(void *ptr, sf_count_t count, void *user_data);
typedef sf_count_t (*sf_vio_write)(const void *ptr, sf_count_t count, void *user_data);
typedef sf_count_t (*sf_vio_tell)(void *user_data);

typedef struct SF_VIRTUAL_IO {
    sf_vio_get_filelen get_filelen;
    sf_vio_seek seek;
    sf_vio_read read;
    sf_vio_write write;
    sf_vio_tell tell;
} SF_VIRTUAL_IO;

// The phrase cache's container and encoding, and the open modes.
enum { SF_FORMAT_FLAC = 0x170000, SF_FORMAT_PCM_16 = 0x0002 };
enum { SFM_READ = 0x10, SFM_WRITE = 0x20 };

// libopus's encoder settings go through one variadic call, opus_encoder_ctl(encoder, request, value),
// which Swift cannot call: this calls the function the library gave with an int value, as C does
// (variadic arguments are passed differently from fixed ones on some platforms, Apple's arm64 among them).
static inline int earshot_opus_encoder_ctl_int(void *function, void *encoder, int request, int value) {
    return ((int (*)(void *, int, ...))function)(encoder, request, value);
}
// ...and its getters, which take a pointer to the int they fill.
static inline int earshot_opus_encoder_ctl_get(void *function, void *encoder, int request, int *value) {
    return ((int (*)(void *, int, ...))function)(encoder, request, value);
}

// libopus's applications and the requests Earshot sends.
enum { OPUS_APPLICATION_AUDIO = 2049 };
enum {
    OPUS_SET_BITRATE_REQUEST = 4002,
    OPUS_SET_COMPLEXITY_REQUEST = 4010,
    OPUS_GET_LOOKAHEAD_REQUEST = 4027,
};

// LAME's modes: one channel, and constant bit rate (no VBR).
enum { MONO = 3 };
enum { vbr_off = 0 };
