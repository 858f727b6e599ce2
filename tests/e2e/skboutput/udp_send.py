#!/usr/bin/env python3
"""Sends COUNT UDP datagrams of PAYLOAD over loopback to 127.0.0.1:PORT,
where a socket of its own receives them (so that no ICMP error follows).

usage: udp_send.py PORT PAYLOAD [COUNT]"""
import socket
import sys

port, payload = int(sys.argv[1]), sys.argv[2].encode()
count = int(sys.argv[3]) if len(sys.argv) > 3 else 1
rx = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
rx.bind(("127.0.0.1", port))
rx.settimeout(5)
tx = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
for _ in range(count):
    tx.sendto(payload, ("127.0.0.1", port))
for _ in range(count):
    rx.recv(65536)
