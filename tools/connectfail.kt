#!/usr/bin/env kt
// why a connect() failed: route lookup, protocol or refusal
//
// Starts a kernel session at every connect() system call, records the
// socket layer, the TCP, UDP and UNIX connect functions, the route lookup
// and the LSM hook while it runs, and for each connect that fails prints
// the deepest failing call chain: no route (ip_route_output_* with
// -ENETUNREACH), a refusal seen by __inet_stream_connect
// (-ECONNREFUSED), an LSM's veto (security_socket_connect), a UNIX
// socket's missing path, with --args the arguments of each call. Needs
// kernel functions (kprobes): tested in the guest suite.
//
// Examples:
//   kt connectfail                          every failing connect
//   kt connectfail --comm=curl --args       curl's, with the arguments
//   kt -c 'curl -s http://10.255.255.1/' connectfail --errno=101
//
// Output:
//   python3[4242/4242] __sys_connect -> -ENETUNREACH in 21us
//                            __x64_sys_connect+0x18
//        21us [-ENETUNREACH]  __sys_connect+0x7b
//        17us [-ENETUNREACH]  tcp_v4_connect+0x1a4
//   !     5us [-ENETUNREACH]  ip_route_output_key_hash_rcu
//
// See also: tcpconnect, errsnoop, connect(2)

macro wanted_pid() { getopt("pid", 0, "trace only this process (0: every process)") }
macro wanted_comm() { getopt("comm", "", "trace only the threads of this name (empty: all)") }
macro wanted_errno() { getopt("errno", 0, "show only the failures with this error number (2 for ENOENT; 0: every failure)") }

entry:__sys_connect, allow:__sys_connect_file, allow:*inet_stream_connect,
allow:inet_dgram_connect, allow:tcp_v4_connect, allow:*ip4_datagram_connect,
allow:ip_route_output_*, allow:security_socket_connect, allow:unix_stream_connect
/ (wanted_pid == 0 || pid == wanted_pid) &&
  (wanted_comm == "" || comm == wanted_comm) &&
  error && (wanted_errno == 0 || retval == -wanted_errno) /
{
    if (getopt("args", false, "print each call's arguments under it")) {
        print(stack(args));
    } else {
        print(stack());
    }
}
