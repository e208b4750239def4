// The part of libespeak-ng's C interface Earshot calls, declared here so that compiling needs no
// library headers (the library is opened with dlopen in Synthesizer/EspeakLibrary.swift; Debian's
// libespeak-ng1 and Homebrew's espeak-ng are needed only at run time). The values and the
// layout of espeak_EVENT are libespeak-ng 1.51's stable ABI; ShimLayoutTests compiles them
// against the real headers wherever those are installed.
#include <stddef.h>

// What every espeak_ng_* call returns; ENS_OK is success, anything else an error code.
typedef enum { ENS_OK = 0 } espeak_ng_STATUS;

// Where synthesized audio goes: synchronous mode hands it to the synth callback in the caller's thread.
typedef enum { ENOUTPUT_MODE_SYNCHRONOUS = 0x0001 } espeak_ng_OUTPUT_MODE;

// How espeak_ng_Synthesize counts its start position.
typedef enum { POS_CHARACTER = 1 } espeak_POSITION_TYPE;

// The parameters Earshot sets: words per minute and base pitch (0–99).
typedef enum { espeakRATE = 1, espeakPITCH = 3 } espeak_PARAMETER;

// Flags of espeak_ng_Synthesize and espeak_TextToPhonemes: UTF-8 text; [[ ]] phoneme input.
#define espeakCHARS_UTF8 1
#define espeakPHONEMES 0x100

// One event handed to the synth callback beside the samples; Earshot reads only user_data (the
// pointer it passed to espeak_ng_Synthesize), the fields before it keep the layout.
typedef struct {
    int type;
    unsigned int unique_identifier;
    int text_position;
    int length;
    int audio_position;
    int sample;
    void *user_data;
    union {
        int number;
        const char *name;
        char string[8];
    } id;
} espeak_EVENT;
