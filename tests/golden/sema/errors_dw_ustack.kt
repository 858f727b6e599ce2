// check_types: a map keeps no stack unwound with DWARF (dw_ustack, or a
// variable holding one). A plain ustack in a map is unwound with frame
// pointers.
uprobe:/bin/sh:main {
  @ok[ustack] = count();
  @keys[dw_ustack] = count(); // error: a map key cannot hold a user stack unwound with DWARF ('dw_ustack')
  $s = dw_ustack(perf, 3);
  @last = $s; // error: a map value cannot hold a user stack unwound with DWARF ('dw_ustack(perf, 3)')
  @pair[1] = (pid, $s); // error: a map value cannot hold a user stack unwound with DWARF ('(u32, dw_ustack(perf, 3))')
  print($s);
}
