#!/usr/bin/env python3
# a11y-session.py
#
# SPDX-FileCopyrightText: 2026 The Finesse authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs a test program the way a screen reader user runs Finesse: on an X
# server of its own (the keys the test presses go to the X server's focus,
# so no other program, and no test run beside it, may have one there),
# with a session bus of its own (dbus-run-session), which starts the
# accessibility bus when GTK asks for it, and GTK_A11Y unset so that GTK
# serves its accessibility tree over AT-SPI.
#
#   a11y-session.py PROGRAM [ARGS…]

import os
import select
import subprocess
import sys
import time

STARTUP_TIMEOUT = 30.0


def start_x_server():
    """An Xvfb on the first free display, which it names on a pipe."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1440x900x24",
         "-nolisten", "tcp", "-noreset"],
        pass_fds=[write_end], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    number = b""
    end = time.monotonic() + STARTUP_TIMEOUT
    while not number.endswith(b"\n"):
        left = end - time.monotonic()
        ready, _, _ = select.select([read_end], [], [], max(left, 0))
        if not ready:
            server.kill()
            sys.exit("a11y-session: Xvfb did not start")
        chunk = os.read(read_end, 16)
        if not chunk:
            sys.exit("a11y-session: Xvfb exited before it named its display")
        number += chunk
    os.close(read_end)
    return server, ":" + number.decode().strip()


def bus_starts(env):
    """Whether dbus-run-session can start a session bus here."""
    try:
        return subprocess.call(["dbus-run-session", "--", "true"], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               timeout=STARTUP_TIMEOUT) == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: a11y-session.py PROGRAM [ARGS…]")
    server, display = start_x_server()
    env = dict(os.environ)
    env["DISPLAY"] = display
    env["GDK_BACKEND"] = "x11"
    for name in ("GTK_A11Y", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS",
                 "AT_SPI_BUS_ADDRESS"):
        env.pop(name, None)
    # The bus and the services it starts (the accessibility registry says
    # it is running) write to what they inherit: stderr, so that the
    # test's standard output stays TAP. The test writes to a copy of it.
    tap = os.dup(1)
    try:
        if not bus_starts(env):
            print("1..0 # SKIP the session bus (dbus-run-session) cannot start here")
            sys.exit(0)
        status = subprocess.call(
            ["dbus-run-session", "--", "sh", "-c", 'exec "$@" >&%d' % tap, "sh"]
            + sys.argv[1:],
            env=env, stdout=sys.stderr, pass_fds=[tap])
    finally:
        server.terminate()
        server.wait()
    # A signal is reported as the shell does, so that meson sees a crash.
    sys.exit(status if status >= 0 else 128 - status)


if __name__ == "__main__":
    main()
