// config blocks: with and without '=', separators, expression values.
config = {
    max_strlen = 256;
    max_map_keys = 4096;
}
config {
    stack_mode = "perf";
    missing_probes = "warn"
}
config { }
config = { ; log_size = 1 << 20; ; }
config { a = 1; b = "two"; c = true; d = 10ms; e = -1 }
BEGIN { }
