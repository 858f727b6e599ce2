// The program tests/metrics/prometheus_test.py traces: each kind of map
// kt --metrics exports, over tests/testprogs/uprobe_target's known calls.

// Calls of record_value by process name.
let @calls = percpuhash(64);

uprobe:TARGET:record_value {
  @calls[comm] = count();
  @values = hist(arg0);
  @linear = lhist(arg0, 0, 10, 3);
  @total[comm] = sum(arg0);
  @biggest = max(arg0);
  @mean[comm] = avg(arg0);
  @by_stack[ustack] = count();
}

uprobe:TARGET:record_wide {
  @wide = hist(arg0);
}

uprobe:TARGET:record_name {
  @names[str(arg0)] = count();
  @pairs[(fruit = str(arg0), pid = pid)] = count();
}
