#!/usr/bin/env python3
"""Prints how much of a PNG is drawn: `WIDTHxHEIGHT colors=N inked=F`.

colors is the number of distinct pixel values; inked is the fraction of pixels that differ
from the most common one (the page's background). Only what Chromium writes is read:
8-bit RGB or RGBA, not interlaced.
"""
import struct
import sys
import zlib


def main(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}: not a PNG")
    position, chunks = 8, {}
    width = height = depth = kind = 0
    idat = b""
    while position < len(data):
        length, name = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if name == b"IHDR":
            width, height, depth, kind = struct.unpack(">IIBB", body[:10])
        elif name == b"IDAT":
            idat += body
        position += 12 + length
    if depth != 8 or kind not in (2, 6):
        sys.exit(f"{path}: depth {depth}, colour type {kind} is not read here")
    channels = 3 if kind == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    counts = {}
    for row in range(height):
        start = row * (stride + 1)
        kind_of_filter = raw[start]
        line = bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            upleft = previous[i - channels] if i >= channels else 0
            if kind_of_filter == 1:
                line[i] = (line[i] + left) & 255
            elif kind_of_filter == 2:
                line[i] = (line[i] + up) & 255
            elif kind_of_filter == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind_of_filter == 4:
                p = left + up - upleft
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - upleft)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else upleft)
                line[i] = (line[i] + predictor) & 255
        for x in range(0, stride, channels):
            pixel = bytes(line[x:x + 3])
            counts[pixel] = counts.get(pixel, 0) + 1
        previous = line
    total = width * height
    background = max(counts.values())
    print(f"{width}x{height} colors={len(counts)} inked={(total - background) / total:.4f}")


main(sys.argv[1])
