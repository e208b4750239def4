/*
 * A libpcaudio that plays nothing, so libespeak-ng loads without PulseAudio, ALSA, X11 and the
 * rest (docs/rendering.md, ninth pass).
 *
 * Debian's libespeak-ng.so.1 needs libpcaudio.so.0 for its playback mode, and through it ~28 more
 * libraries that every engine worker would map and relocate (3.0-3.2 ms of CPU a start, 34
 * libraries; 0.64 ms and 6 with this one). Earshot never plays audio: it synthesizes into memory
 * (AUDIO_OUTPUT_SYNCHRONOUS). The dynamic linker satisfies a DT_NEEDED entry with an object
 * already loaded under the same SONAME, so Synthesizer/EspeakLibrary.swift opens this file
 * (built with SONAME libpcaudio.so.0 by the Makefile's silent-pcaudio rule) just before
 * libespeak-ng. Without it, libespeak-ng loads the real libpcaudio: same audio, slower start.
 *
 * It defines exactly the symbols libespeak-ng imports from libpcaudio
 * (`nm -D --undefined-only libespeak-ng.so.1 | grep audio`). There is no device: creating one
 * returns NULL. libespeak-ng 1.51 asks for one even in synchronous mode (in
 * espeak_ng_InitializeOutput, where the real library probes PulseAudio), accepts NULL there and
 * never plays when synthesizing into memory; its playback mode fails as with no sound server. The
 * other functions take any object, NULL included, and do nothing or fail.
 *
 * Not a SwiftPM product: SwiftPM links every Linux product with swiftrt.o and libswiftCore.so
 * (DT_NEEDED), which would load a second Swift runtime into the statically linked `earshot`.
 */
#include <stddef.h>

struct audio_object;

#define EXPORTED __attribute__((visibility("default")))

EXPORTED struct audio_object *create_audio_device_object(const char *device, const char *application_name,
                                                         const char *description) {
    (void)device; (void)application_name; (void)description;
    return NULL;
}

EXPORTED int audio_object_open(struct audio_object *object, int format, unsigned int rate, unsigned char channels) {
    (void)object; (void)format; (void)rate; (void)channels;
    return -1;
}

EXPORTED void audio_object_close(struct audio_object *object) { (void)object; }

EXPORTED void audio_object_destroy(struct audio_object *object) { (void)object; }

EXPORTED int audio_object_write(struct audio_object *object, const void *data, size_t bytes) {
    (void)object; (void)data; (void)bytes;
    return -1;
}

EXPORTED int audio_object_drain(struct audio_object *object) { (void)object; return 0; }

EXPORTED int audio_object_flush(struct audio_object *object) { (void)object; return 0; }

EXPORTED const char *audio_object_strerror(struct audio_object *object, int error) {
    (void)object; (void)error;
    return "no audio device: Earshot's silent libpcaudio plays nothing";
}
