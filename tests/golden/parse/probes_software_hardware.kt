// perf software and hardware events, with and without a count.
software:cpu-clock:1000000 { @a = count(); }
software:cpu { @b = count(); }
software:task-clock { @c = count(); }
software:page-faults:100 { @d = count(); }
software:faults:1 { @[comm] = count(); }
software:context-switches:10 { @e = count(); }
software:cs { @f = count(); }
software:cpu-migrations, software:minor-faults, software:major-faults { @g = count(); }
software:alignment-faults, software:emulation-faults, software:dummy, software:bpf-output { @h = count(); }
s:faults:1000 { @i = count(); }
hardware:cpu-cycles:1000000 { @j = count(); }
hardware:cycles { @k = count(); }
hardware:instructions:1000000 { @l = count(); }
hardware:cache-references, hardware:cache-misses:1000000 { @[comm, pid] = count(); }
hardware:branch-instructions, hardware:branches, hardware:branch-misses { @m = count(); }
hardware:bus-cycles, hardware:frontend-stalls, hardware:backend-stalls, hardware:ref-cycles { @n = count(); }
h:cycles:100000 { @o = count(); }
