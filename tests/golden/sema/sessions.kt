// A session probe is one unit over its sets: func names the entry
// function (a probe name), retval is an s64, duration a u64, error and
// error(NAMES) booleans; stack() is printed.
entry:vfs_read, allow:vfs_*, deny:vfs_write / error(EINTR, NULL) || duration > 1000 / {
  @fails[func, retval] = count();
  @lat = hist(duration);
  $failed = error;
  print(stack());
}
