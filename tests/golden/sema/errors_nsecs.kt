// resolve_names: nsecs(CLOCK) takes one of kt's clocks.
BEGIN {
  $a = nsecs(sw_tai); // error: nsecs(sw_tai) is not supported: kt reads TAI from the kernel, use nsecs(tai)
  $b = nsecs(realtime); // error: nsecs() takes a clock: monotonic, boot or tai
  $c = nsecs(boot);
}
