#!/usr/bin/env python3
"""An HTTP server on 127.0.0.1 for tests: files, error statuses and misbehaving answers.

Usage:
    loopback_server.py [--root DIR]... [--map URL_PATH=FILE]...

It binds an ephemeral port, prints that port as the first line of standard output, and
serves until it is terminated. Python 3 standard library only.

Routes (GET):
    /status/<code>      that status, with a short text body
    /html               200, text/html: a "FOR SECURITY REASONS" page, as the TWSE host sends
    /empty              200 with an empty body
    /truncated          Content-Length larger than the body, then the connection closes
    /slow               headers, then one byte every 0.25 s for up to 60 s
    /wrong-type         200, a small valid CSV sent as text/html
    /wrong-shape        200, application/json: an object where an array of records belongs
    /opendata/<name>    the file <name> from the first --root that holds it (MOPS layout)
    /files/<name>       the same, for any file
    <URL_PATH>          the FILE given for it with --map
Anything else is 404. Content types follow the file's extension.

Control (GET), so that a test can break a route and mend it again:
    /control/fault?path=P&as=R   from now on P answers as the route R does (R is one of
                                 the routes above, such as /status/500 or /slow)
    /control/heal?path=P         P answers normally again
    /control/hits?path=P         the number of requests P has received, as text
"""

import argparse
import os
import socket
import urllib.parse
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

SECURITY_PAGE = (
    b"<!DOCTYPE html>\n<html><head><title>FOR SECURITY REASONS</title></head>\n"
    b"<body><p>FOR SECURITY REASONS, THIS PAGE CAN NOT BE ACCESSED!</p></body></html>\n"
)
SMALL_CSV = (
    "\ufeff出表日期,公司代號,公司名稱,公司簡稱,實收資本額\n"
    '"1131029","9001","型別錯誤甲股份有限公司","型別甲","100000000"\n'
    '"1131029","9002","型別錯誤乙股份有限公司","型別乙","200000000"\n'
).encode("utf-8")
WRONG_SHAPE = b'{"stat": "OK", "data": []}\n'
CONTENT_TYPES = {
    ".csv": "text/csv; charset=utf-8",
    ".json": "application/json; charset=utf-8",
    ".html": "text/html; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
}


class Handler(BaseHTTPRequestHandler):
    roots = []
    mapped = {}
    faults = {}
    hits = {}
    lock = threading.Lock()

    def log_message(self, format, *args):
        pass  # keep test output clean

    def do_GET(self):
        path, _, query = self.path.partition("?")
        if path.startswith("/control/"):
            self.control(path[len("/control/"):], urllib.parse.parse_qs(query))
            return
        with self.lock:
            self.hits[path] = self.hits.get(path, 0) + 1
            path = self.faults.get(path, path)
        self.route(path)

    def control(self, verb, query):
        target = query.get("path", [""])[0]
        with self.lock:
            if verb == "fault" and target and query.get("as"):
                self.faults[target] = query["as"][0]
                body = b"ok"
            elif verb == "heal" and target:
                self.faults.pop(target, None)
                body = b"ok"
            elif verb == "hits" and target:
                body = str(self.hits.get(target, 0)).encode()
            else:
                self.send(400, "text/plain; charset=utf-8", b"unknown control request")
                return
        self.send(200, "text/plain; charset=utf-8", body)

    def route(self, path):
        fixed = {
            "/html": (200, "text/html; charset=utf-8", SECURITY_PAGE),
            "/empty": (200, "text/csv; charset=utf-8", b""),
            "/wrong-type": (200, "text/html; charset=utf-8", SMALL_CSV),
            "/wrong-shape": (200, "application/json; charset=utf-8", WRONG_SHAPE),
        }
        if path in fixed:
            self.send(*fixed[path])
        elif path.startswith("/status/") and path[8:].isdigit():
            self.send(int(path[8:]), "text/plain; charset=utf-8", b"status " + path[8:].encode())
        elif path == "/truncated":
            self.truncated()
        elif path == "/slow":
            self.slow()
        else:
            self.serve_file(self.find_file(path))

    def send(self, status, content_type, body):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def truncated(self):
        self.send_response(200)
        self.send_header("Content-Type", "text/csv; charset=utf-8")
        self.send_header("Content-Length", str(len(SMALL_CSV) * 10))
        self.end_headers()
        self.wfile.write(SMALL_CSV)
        self.wfile.flush()
        self.close_connection = True
        self.connection.shutdown(socket.SHUT_RDWR)

    def slow(self):
        self.send_response(200)
        self.send_header("Content-Type", "text/csv; charset=utf-8")
        self.send_header("Content-Length", "100000")
        self.end_headers()
        try:
            for _ in range(240):
                self.wfile.write(b" ")
                self.wfile.flush()
                time.sleep(0.25)
        except (BrokenPipeError, ConnectionResetError):
            pass
        self.close_connection = True

    def find_file(self, path):
        if path in self.mapped:
            return self.mapped[path]
        for prefix in ("/opendata/", "/files/"):
            if path.startswith(prefix):
                name = path[len(prefix):]
                if not name or "/" in name or name.startswith("."):
                    return None
                for root in self.roots:
                    candidate = os.path.join(root, name)
                    if os.path.isfile(candidate):
                        return candidate
        return None

    def serve_file(self, file):
        if file is None:
            self.send(404, "text/plain; charset=utf-8", b"not found")
            return
        with open(file, "rb") as handle:
            body = handle.read()
        extension = os.path.splitext(file)[1].lower()
        self.send(200, CONTENT_TYPES.get(extension, "application/octet-stream"), body)


def main():
    parser = argparse.ArgumentParser(description="HTTP server on 127.0.0.1 for tests")
    parser.add_argument("--root", action="append", default=[], help="folder of served files")
    parser.add_argument("--map", action="append", default=[], help="URL_PATH=FILE")
    options = parser.parse_args()
    Handler.roots = [os.path.abspath(root) for root in options.root]
    for entry in options.map:
        url_path, _, file = entry.partition("=")
        Handler.mapped[url_path] = os.path.abspath(file)
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    sys.exit(main())
