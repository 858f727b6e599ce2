#!/usr/bin/python3
"""Network workload for the kernel e2e cases (runs in the test guest).

    netload.py udp N   send N UDP datagrams of 42 bytes to 127.0.0.1:9
                       (sendto(fd, buf, 42, 0, addr, 16): __sys_sendto's six
                       arguments are known)
    netload.py tcp N   make N TCP connections to 127.0.0.1:9; nothing listens
                       there, so each is refused (tcp_v4_connect and friends run)

Errors of the network calls are ignored: the kernel functions run either way.
"""
import socket
import sys

kind, n = sys.argv[1], int(sys.argv[2])
for _ in range(n):
    if kind == "udp":
        s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            s.sendto(b"x" * 42, 0, ("127.0.0.1", 9))
        except OSError:
            pass
    elif kind == "tcp":
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            s.connect(("127.0.0.1", 9))
        except OSError:
            pass
    else:
        sys.exit("netload.py: udp or tcp")
    s.close()
