#!/usr/bin/env python3
"""Reads a pcap file skboutput() wrote and prints what it holds, for
skboutput.test to check: the file header, then each packet sent to PORT
(IPv4, UDP) with its payload, and whether every packet's time falls in
[START_NS, END_NS] (the run's wall-clock window). With "ether", each
packet is expected to start with loopback's 14-byte Ethernet header (zero
addresses, then the type), which is described and skipped.

usage: pcap_check.py FILE PORT START_NS END_NS [ether]"""
import struct
import sys

path, port, start, end = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
ether = sys.argv[5:] == ["ether"]
data = open(path, "rb").read()
magic, major, minor, zone, sigfigs, snaplen, linktype = struct.unpack_from("<IHHiIII", data, 0)
print(f"header magic={magic:#x} version={major}.{minor} snaplen={snaplen} linktype={linktype}")
at, packets, ours, in_window = 24, 0, 0, True
while at < len(data):
    sec, nsec, kept, length = struct.unpack_from("<IIII", data, at)
    pkt = data[at + 16 : at + 16 + kept]
    at += 16 + kept
    if len(pkt) != kept:
        print(f"truncated record at byte {at}")
        break
    packets += 1
    ns = sec * 10**9 + nsec
    in_window = in_window and start <= ns <= end and nsec < 10**9
    link = ""
    if ether:
        if len(pkt) < 14:
            continue
        link = f"ether zero_addresses={pkt[:12] == bytes(12)} type={pkt[12:14].hex()} "
        pkt = pkt[14:]
    if len(pkt) < 20 or pkt[0] >> 4 != 4 or pkt[9] != 17:
        continue  # not IPv4 UDP: another case's traffic, or an offset that left a link header
    ihl = (pkt[0] & 15) * 4
    sport, dport, ulen = struct.unpack_from(">HHH", pkt, ihl)
    if dport != port:
        continue
    ours += 1
    total = struct.unpack_from(">H", pkt, 2)[0]
    payload = pkt[ihl + 8 :]
    print(f"packet {link}ipv4 udp dport={dport} kept={kept} len={length} ip_total={total} "
          f"payload={payload.decode(errors='replace')}")
print(f"packets to port {port}: {ours}")
print("times " + ("within the run" if in_window else "OUTSIDE the run"))
