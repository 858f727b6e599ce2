// A __data_loc string: the u32 locator (length << 16 | offset) read, then
// the string at ctx + offset.
tracepoint:sched:sched_process_exec { @execs[args.filename] = count(); }
