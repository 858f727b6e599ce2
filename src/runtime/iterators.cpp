// iter probes: the program linked to its kernel iterator (a BPF_TRACE_ITER
// link), then either read once, its text (what printf() wrote with
// bpf_seq_printf) copied to kt's results as it comes, or pinned in a BPF
// file system, where each read of the file runs the iterator again, after
// kt has exited, until the file is removed.
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "runtime/pin_path.h"
#include "runtime/tracer.h"
#include "util/exit_codes.h"

namespace kt::runtime {

namespace {

// The iterators whose tasks -p chooses (bpf_iter_link_info's task, Linux 6.1).
bool task_iterator(const std::string &name) { return name == "task" || name == "task_file" || name == "task_vma"; }

StepError step_error(Error e, int code = kExitRuntime) { return StepError{std::move(e), code}; }

} // namespace

Status Attachments::iterator(bpf_program *prog, const manifest::Attach &a, const AttachOptions &opts) {
  union bpf_iter_link_info info {};
  LIBBPF_OPTS(bpf_iter_attach_opts, o);
  if (opts.pid > 0) {
    if (!task_iterator(a.func))
      return Error("-p chooses the tasks the task, task_file and task_vma iterators visit; iter:" + a.func +
                   " visits no tasks");
    info.task.pid = static_cast<uint32_t>(opts.pid);
    o.link_info = &info;
    o.link_info_len = sizeof info;
  }
  bpf_link *link = bpf_program__attach_iter(prog, &o);
  if (!link)
    return Error(std::string("create the iterator's link: ") + std::strerror(errno), errno);
  add(link);
  iter_link_ = link;
  served();
  return {};
}

StepResult Tracer::run_iterator() {
  auto probe = std::find_if(ctx_.manifest.probes.begin(), ctx_.manifest.probes.end(),
                            [](const manifest::Probe &p) { return p.type == manifest::ProbeType::Iter; });
  bpf_link *link = links_->iterator_link();
  if (!link || probe->attach.empty())
    return step_error(Error("internal error: the iter probe has no link"), kExitInternal);
  const manifest::Attach &a = probe->attach.front();
  if (command_)
    return step_error(Error("iter probes run once, when kt starts: -c has nothing to trace (-p PID chooses the "
                            "tasks of a task iterator)"),
                      kExitUsage);
  if (!a.target.empty()) {
    std::string path = pin_path(a.target);
    if (auto why = pin_refusal(path))
      return step_error(Error("cannot pin at " + path + ": " + *why));
    if (int err = bpf_link__pin(link, path.c_str()); err != 0)
      return step_error(Error("pin at " + path + ": " + std::strerror(-err), -err));
    ctx_.err << "kt: " << a.text << " pinned at " << path << ": each read of the file runs it; remove the file "
             << "to unload it\n";
    return {};
  }
  int fd = bpf_iter_create(bpf_link__fd(link));
  if (fd < 0)
    return step_error(Error(std::string("open the iterator: ") + std::strerror(errno), errno));
  ctx_.out.flush();
  char buf[8192];
  ssize_t n;
  while ((n = read(fd, buf, sizeof buf)) != 0) {
    if (n < 0 && errno == EINTR)
      continue;
    if (n < 0)
      break;
    ctx_.results.write(buf, n);
  }
  int err = errno;
  close(fd);
  ctx_.results.flush();
  if (n < 0)
    return step_error(Error(std::string("read the iterator: ") + std::strerror(err), err));
  ring_buffer__consume(ring_.get());
  return {};
}

} // namespace kt::runtime
