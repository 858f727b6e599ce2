// print(args()): a KT_REC_ARGS record sized for 12 slots of args_max_arg
// (fentry), filled by kt_args_capture(ctx, cookie, rec, per_arg, tracing)
// and sent with the size it filled; print(lbr()): bpf_get_branch_snapshot
// (helper 176) into a KT_REC_LBR record, taken before the -p filter and
// the predicate, sent where the print is.
config { args_max_arg = 64 }
fentry:vfs_read { print(args()); }
kprobe:vfs_write { print(lbr(any_call)); }
