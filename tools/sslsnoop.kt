#!/usr/bin/env kt
// trace OpenSSL reads and writes: process, bytes, latency, plaintext
//
// One line per SSL_read(), SSL_write(), SSL_read_ex() or SSL_write_ex()
// call that returns, from uprobes on OpenSSL 3's libssl.so.3: the time,
// the process's pid and name, the call, the bytes it moved (or its
// failing result: -1 and 0 for the plain calls, 0 for the _ex ones; a
// non-blocking socket's "want read" is such a failure), the time it took
// in microseconds and, with --data, the first bytes of the plaintext as
// escaped text. This shows what a TLS client or server sends and
// receives without decrypting anything, and how long it waits for it.
// Programs with their own TLS (Go, rustls, GnuTLS, a static OpenSSL) are
// not seen, and the library's path is fixed (Debian's and Ubuntu's
// x86-64 one): an attach point cannot take an option's value, so edit
// the paths for another system.
//
// Examples:
//   kt sslsnoop                                      every process using libssl.so.3
//   kt sslsnoop -- --pid=1234 --data                 process 1234, with the plaintext
//   kt -c 'curl -s https://example.com' sslsnoop     only curl (uprobes follow -c)
//
// Output:
//   TIME     PID     COMM             FUNC          BYTES    LAT(us)  DATA
//   11:19:46 26083   python3          SSL_write_ex  21       87       sslsnoop-marker hello
//   11:19:46 26083   python3          SSL_read_ex   21       57       sslsnoop-marker hello
//
// See also: tcplife, dnslat, ssl(7)

config { max_strlen = 64; print_maps_on_exit = 0 }

BEGIN {
    printf("%-8s %-7s %-16s %-13s %-8s %-8s %s\n", "TIME", "PID", "COMM", "FUNC", "BYTES",
           "LAT(us)", getopt("data", false, "print the first bytes of the plaintext (up to 64)") ? "DATA" : "");
}

macro wanted() {
    (getopt("pid", 0, "trace only this process (0: every process)") == 0 ||
     pid == getopt("pid", 0))
}

// (start, buffer, size_t * of the _ex calls' byte count or 0)
uprobe:/usr/lib/x86_64-linux-gnu/libssl.so.3:SSL_read,
uprobe:/usr/lib/x86_64-linux-gnu/libssl.so.3:SSL_write / wanted() / {
    @call[tid] = (nsecs, arg1, (uint64)0);
}

uprobe:/usr/lib/x86_64-linux-gnu/libssl.so.3:SSL_read_ex,
uprobe:/usr/lib/x86_64-linux-gnu/libssl.so.3:SSL_write_ex / wanted() / {
    @call[tid] = (nsecs, arg1, arg3);
}

uretprobe:/usr/lib/x86_64-linux-gnu/libssl.so.3:SSL_read,
uretprobe:/usr/lib/x86_64-linux-gnu/libssl.so.3:SSL_write,
uretprobe:/usr/lib/x86_64-linux-gnu/libssl.so.3:SSL_read_ex,
uretprobe:/usr/lib/x86_64-linux-gnu/libssl.so.3:SSL_write_ex
/ has_key(@call, tid) /
{
    $c = @call[tid];
    delete(@call, tid);
    $ret = (int64)(int32)retval;
    $bytes = $ret;
    if ($c.2 != 0) {
        $bytes = $ret == 1 ? (int64)*(uint64 *)$c.2 : 0;
    }
    // One printf per line: lines of threads on other CPUs cannot cut in.
    if (getopt("data", false) && $bytes > 0) {
        printf("%s %-7d %-16s %-13s %-8d %-8d %r\n", strftime("%H:%M:%S", nsecs), pid, comm, func, $bytes,
               (nsecs - $c.0) / 1000, buf($c.1, $bytes < 64 ? $bytes : 64));
    } else {
        printf("%s %-7d %-16s %-13s %-8d %-8d\n", strftime("%H:%M:%S", nsecs), pid, comm, func, $bytes,
               (nsecs - $c.0) / 1000);
    }
}
