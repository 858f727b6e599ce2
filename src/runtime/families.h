// Builtin families: what each family of builtins does at run time, in its
// own file, registered there. The run (tracer.h) calls the families'
// hooks at its steps and hands each ring-buffer record to the handler its
// kind was registered with (record_table.h); neither knows any family.
//
// A family file ends with its registration, run before main():
//
//   const FamilyRegistration kRegistration{{
//       .name = "printf",
//       .records = {{KT_REC_PRINTF, print_formatted}},
//   }};
//
// Adding a builtin that sends a record is one enum value in
// bpf/abi/records.h and one handler registered in its family's file.
// The runtime library is linked whole (an object library), so a family
// file is part of kt without anything naming it.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "runtime/object.h"
#include "util/result.h"

namespace kt::runtime {

class RunContext;

// One ring-buffer record: its header's kind and id, and its bytes (the
// header included: manifest offsets count from the record's start).
struct Record {
  uint32_t kind = 0;
  uint32_t id = 0;
  const uint8_t *data = nullptr;
  size_t size = 0;

  // The bytes after the header.
  const uint8_t *body() const;
  size_t body_size() const;
  // The u64 at `offset` from the record's start, 0 past its end.
  uint64_t u64(size_t offset) const;
};

using RecordHandler = void (*)(RunContext &ctx, const Record &r);

struct RecordKind {
  uint32_t kind = 0; // enum kt_record_kind
  RecordHandler handle = nullptr;
  // Handled even after exit(), when the records other probes queued are
  // dropped (a process's first stack: its memory map is read while it runs).
  bool after_exit = false;
};

struct Family {
  std::string_view name;
  std::vector<RecordKind> records;
  // Before load (--dry-run too): what the manifest asks of the machine
  // (kaddr()'s addresses written into `config`; perf events a builtin
  // needs while the program runs, kept in the family's state, opened only
  // when ctx.options.dry_run is not set). An error stops the run: exit 69
  // when it is unavailable(), 1 otherwise.
  Status (*configure)(RunContext &ctx, RuntimeConfig &config) = nullptr;
  // After load, before attaching (args(): each function's capture spec in
  // a map, its attach points named in ctx.probe_names). An error: exit 1.
  Status (*prepare)(RunContext &ctx) = nullptr;
  // --dry-run -v, after load: what the family would attach, on
  // ctx.results, and a summary on ctx.err.
  void (*describe)(RunContext &ctx) = nullptr;
  // At the run's end, after END and its records: what the family still
  // reads drained, its files closed, what it lost reported (ctx.out).
  void (*finish)(RunContext &ctx) = nullptr;
};

// Registers `family` (a static object in the family's file).
struct FamilyRegistration {
  explicit FamilyRegistration(Family family);
};

// Every registered family, in name order (so that hooks run in the same
// order whatever the link order).
const std::vector<Family> &families();

} // namespace kt::runtime
