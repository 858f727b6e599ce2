// The BPF object: libbpf's open -> configure -> load, with the verifier's
// complaint turned into something a user can act on. Closing the object
// (the destructor) unloads every program and map; nothing is pinned, so a
// killed kt leaves nothing behind either.
#pragma once

#include <memory>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "manifest/manifest.h"
#include "util/result.h"

struct bpf_object;
struct bpf_program;
struct bpf_map;

namespace kt::runtime {

struct RuntimeConfig {
  uint64_t target_pid = 0; // -p PID or the -c child: probes skip other processes
  uint64_t start_ns = 0;   // CLOCK_MONOTONIC at start, for `elapsed`
  uint64_t child_pid = 0;  // cpid
  uint64_t ncpus = 0;      // the possible CPUs, for `ncpus`
  std::vector<uint64_t> addresses; // kaddr()/uaddr(), as Manifest::addresses
};

class BpfObject {
public:
  // Opens the ELF bytes (nothing reaches the kernel yet).
  // `unloaded`: programs of the ELF file not to load (their probes are not
  // in `m`).
  static Result<std::unique_ptr<BpfObject>> open(const std::vector<char> &elf, const manifest::Manifest &m,
                                                  const std::vector<std::string> &unloaded = {});
  ~BpfObject();
  BpfObject(const BpfObject &) = delete;
  BpfObject &operator=(const BpfObject &) = delete;

  // Writes the read-only knobs (before load).
  Status configure(const RuntimeConfig &config);
  // Creates the maps and loads every program through the verifier. With
  // `verifier_log`, each program's full verifier log goes there. On
  // rejection the error names the probe and quotes the verifier's last
  // meaningful lines.
  // `failure_log`, when given, gets the whole verifier log of a program
  // the kernel rejects (kt -v).
  Status load(std::ostream *verifier_log, std::ostream *failure_log = nullptr);

  bpf_program *program(const std::string &name) const;
  int program_fd(const std::string &name) const;
  int map_fd(const std::string &name) const;
  bpf_map *map(const std::string &name) const;
  size_t program_count() const;
  // The runs the kernel skipped, by probe (its first attach point), for
  // the programs that had any: a kprobe, uprobe or tracepoint program does
  // not run while another BPF program runs on the same CPU (an event in an
  // interrupt that came during one), and the kernel counts each such event
  // in the program's recursion_misses.
  std::vector<std::pair<std::string, uint64_t>> skipped_runs() const;

private:
  BpfObject(bpf_object *obj, const manifest::Manifest &m) : obj_(obj), manifest_(m) {}
  std::string probe_of(const std::string &program) const;
  Status prepare_kernel_functions();
  void allocate_on_use(); // user hash maps without preallocation (configure)
  const manifest::Probe *probe_for(const std::string &program) const;

  bpf_object *obj_;
  const manifest::Manifest &manifest_;
};

// Routes libbpf's messages: warnings to `err` when `verbose`, otherwise
// kept for error reports only.
void route_libbpf_messages(std::ostream *verbose);

// The verifier's verdict, shortened for an error message: its last
// meaningful lines and how many were left out.
std::string summarize_verifier_log(const std::string &log, size_t keep = 2);

} // namespace kt::runtime
