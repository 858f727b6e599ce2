// The checks of bpftrace's stdlib: type predicates (bools known from the
// argument's type), is_err(), and a static_assert() that holds.
// params: 5
kprobe:vfs_read {
  $s = "x";
  $str = is_str($s);
  $ptr = is_ptr(curtask);
  $arr = is_array(((struct file *)arg0)->f_path.dentry->d_iname);
  $int = is_integer(arg0);
  $uns = is_unsigned_integer((int32)1);
  $lit = is_literal(-1);
  $litp = is_literal($1);
  $notlit = is_literal($s);
  $err = is_err(arg0);
  static_assert(is_str($s) && !is_ptr($s), "a string");
  static_assert(1 < 2 || false, "arithmetic of literals");
}
