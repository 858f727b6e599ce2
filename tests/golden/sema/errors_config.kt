// env: KT_STACK_DEPTH=0 // error: environment variable KT_STACK_DEPTH must be between 1 and 127 // error: environment variable KT_PRINT_MAPS_ON_EXIT='yes' is not true or false (or 1 or 0)
// env: KT_PRINT_MAPS_ON_EXIT=yes
// Config keys and values, in the program and in the environment (whose
// errors have no location: line 1).
config {
  max_strlenn = 10; // error: unknown config key 'max_strlenn'
  max_strlen = "big"; // error: config key 'max_strlen' takes an integer
  print_maps_on_exit = 2; // error: config key 'print_maps_on_exit' must be between 0 and 1
  stack_symbols = true; // error: config key 'stack_symbols' takes names, lines or inlines
  stack_depth = 500; // error: config key 'stack_depth' must be between 1 and 127
  ringbuf_size = 5000; // error: config key 'ringbuf_size' must be a power of two
  max_map_keys = 0; // error: config key 'max_map_keys' must be between 1 and 16777216
}
BEGIN { }
