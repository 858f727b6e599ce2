// lbr() in a session: the return program snapshots the branches first
// thing (kt_session_lbr_snap_now), keeps them when its call became the
// error's origin (kt_session_lbr_exit after kt_session_exit), and
// print(lbr()) sends the kept record (kt_session_lbr_record).
entry:vfs_open, allow:vfs_read /error/ { print(lbr(any_call)); }
