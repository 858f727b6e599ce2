// bpftrace's unstable_* keys are accepted (kt reads none of them); only
// their value is checked.
config = {
  unstable_map_decl = enable;
  unstable_macro = warn;
  unstable_import = error;
  unstable_typeinfo = "enable";
  unstable_dw_ustack = warn;
  unstable_tseries = enable;
  unstable_addr = maybe; // error: config key 'unstable_addr' takes enable, warn or error
  unstable_tseriess = enable; // error: unknown config key 'unstable_tseriess'
}
BEGIN { }
