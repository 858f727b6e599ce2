// print(stack(args)): the call program captures the call's arguments
// (kt_session_args_enter(ctx, cookie, recorded)); the return program
// moves them into the chain (kt_session_args_exit()) and sends the
// chain's arguments (kt_session_args_record()) before the stack record.
entry:vfs_open, allow:vfs_read /error/ { print(stack(args)); }
