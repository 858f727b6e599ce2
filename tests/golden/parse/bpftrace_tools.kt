#!/usr/bin/env bpftrace
/*
 * Adapted from bpftrace's tools: biolatency, opensnoop, vfsstat, tcpconnect.
 */
#include <linux/blkdev.h>
#include <net/sock.h>

BEGIN
{
	printf("Tracing block device I/O... Hit Ctrl-C to end.\n");
}

kprobe:blk_account_io_start,
kprobe:__blk_account_io_start
{
	@start[arg0] = nsecs;
}

kprobe:blk_account_io_done,
kprobe:__blk_account_io_done
/@start[arg0]/
{
	@usecs = hist((nsecs - @start[arg0]) / 1000);
	delete(@start[arg0]);
}

tracepoint:syscalls:sys_enter_open,
tracepoint:syscalls:sys_enter_openat
{
	@filename[tid] = args->filename;
}

tracepoint:syscalls:sys_exit_open,
tracepoint:syscalls:sys_exit_openat
/@filename[tid]/
{
	$ret = args->ret;
	$fd = $ret >= 0 ? $ret : -1;
	$errno = $ret >= 0 ? 0 : - $ret;

	printf("%-6d %-16s %4d %3d %s\n", pid, comm, $fd, $errno,
	    str(@filename[tid]));
	delete(@filename[tid]);
}

kprobe:vfs_read*, kprobe:vfs_write*, kprobe:vfs_fsync, kprobe:vfs_open, kprobe:vfs_create
{
	@[func] = count();
}

interval:s:1
{
	time();
	print(@);
	clear(@);
}

kprobe:tcp_connect
{
	$sk = ((struct sock *) arg0);
	$inet_family = $sk->__sk_common.skc_family;
	if ($inet_family == AF_INET || $inet_family == AF_INET6) {
		if ($inet_family == AF_INET) {
			$daddr = ntop($sk->__sk_common.skc_daddr);
		} else {
			$daddr = ntop($sk->__sk_common.skc_v6_daddr.in6_u.u6_addr8);
		}
		$dport = $sk->__sk_common.skc_dport;
		$dport = ($dport >> 8) | (($dport << 8) & 0x00FF00);
		printf("%-8d %-16s %-39s %-6d\n", pid, comm, $daddr, $dport);
	}
}

END
{
	clear(@start);
	clear(@filename);
}
