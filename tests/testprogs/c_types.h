// C types for kt's header-type tests (tests/e2e/c_types.test): the cases
// where C's layout rules matter. c_types.c fills one of each and prints
// its fields as the compiler lays them out; the scripts include this
// header and print the same fields as kt reads them.
#pragma once
#include <stdint.h>

enum ct_level { CT_LOW = -2, CT_MID = 0, CT_HIGH = 7 };

typedef int (*ct_callback)(int);

struct ct_inner {
  uint16_t a;
  uint8_t b;
};

struct ct_packed {
  uint8_t tag;
  uint32_t value;
  uint16_t tail;
} __attribute__((packed));

struct ct_record {
  uint8_t flags : 3;
  uint8_t kind : 5;
  uint32_t wide : 20;
  int32_t neg : 12;
  union {
    uint32_t as_u32;
    uint8_t as_bytes[4];
  };
  struct {
    uint16_t x, y;
  };
  char name[12];
  struct ct_inner inner[2];
  ct_callback cb;
  enum ct_level level;
  struct ct_packed packed;
  struct ct_record *next;
  uint64_t last;
  // A second anonymous union, holding a struct, as struct sock_common's
  // port pair: Clang names both unions alike.
  union {
    uint32_t pair;
    struct {
      uint16_t port, num;
    };
  };
};

typedef struct ct_record ct_record_t;
