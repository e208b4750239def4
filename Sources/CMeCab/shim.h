// The part of MeCab's C interface Earshot reads, declared here so that compiling needs no library
// headers (libmecab is opened with dlopen in Normalizer/CLDR/JapaneseReading.swift, and only when a
// profile asks for the Japanese reading pass). The layout of mecab_node_t is MeCab 0.996's stable
// ABI; ShimLayoutTests compiles it against the real header wherever that is installed.

struct mecab_path_t;

// One node of the parse lattice, as mecab_sparse_tonode2 returns the best path: Earshot reads
// surface, feature, length, rlength, stat and next.
typedef struct mecab_node_t {
    struct mecab_node_t *prev;
    struct mecab_node_t *next;
    struct mecab_node_t *enext;
    struct mecab_node_t *bnext;
    struct mecab_path_t *rpath;
    struct mecab_path_t *lpath;
    const char *surface;
    const char *feature;
    unsigned int id;
    unsigned short length;
    unsigned short rlength;
    unsigned short rcAttr;
    unsigned short lcAttr;
    unsigned short posid;
    unsigned char char_type;
    unsigned char stat;
    unsigned char isbest;
    float alpha;
    float beta;
    float prob;
    short wcost;
    long cost;
} mecab_node_t;

// A node's kind (stat): a dictionary word or an unknown word; the others mark the sentence's ends.
enum { MECAB_NOR_NODE = 0, MECAB_UNK_NODE = 1 };
