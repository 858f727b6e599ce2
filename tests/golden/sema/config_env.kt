// The environment overrides the script's config.
// env: KT_MAX_STRLEN=32
config { max_strlen = 200 }
kprobe:vfs_read { $s = str(arg0); @b = buf(arg1); }
