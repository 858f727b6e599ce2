// resolve_names: unknown names, scratch variables read before they are
// assigned, builtins where they have no meaning, unsafe functions.
BEGIN {
  $x = pidd; // error: unknown identifier 'pidd'
  $y = strr(1); // error: unknown function 'strr'
  printf("%d\n", $undefined); // error: variable '$undefined' is used before it is assigned
  $z += 1; // error: variable '$z' is used before it is assigned
  system("ls"); // error: 'system' is unsafe: it acts on the system while tracing
  signal(9); // error: 'signal' is unsafe: it acts on the system while tracing
  $r = retval; // error: 'retval' has no meaning in a BEGIN probe
  $a = arg0; // error: 'arg0' has no meaning in a BEGIN probe
  $f = func; // error: 'func' has no meaning in a BEGIN probe
  $t = args.x; // error: 'args' has no meaning in a BEGIN probe
  $k = kstack(pidd + 1); // error: unknown identifier 'pidd'
}
kprobe:vfs_read, tracepoint:sched:sched_switch { $r = retval; } // error: 'retval' has no meaning in a tracepoint, kprobe probe
kprobe:vfs_read { $p = uaddr("counter"); } // error: uaddr() needs a uprobe or usdt probe: it finds the symbol in the probe's binary
uprobe:/bin/sh:main { $p = uaddr("counter"); } // error: uaddr(): symbol sizes are not available in fixtures
