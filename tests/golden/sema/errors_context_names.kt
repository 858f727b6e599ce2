// resolve_names: usermode where the context has no saved registers,
// cgroupid() of a path whose id cannot be read (fixtures read none).
tracepoint:sched:sched_switch { $u = usermode; } // error: 'usermode' has no meaning in a tracepoint probe
BEGIN { $id = cgroupid("/sys/fs/cgroup/unified"); } // error: cgroupid(): cgroup ids are not available in fixtures
