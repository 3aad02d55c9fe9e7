#!/usr/bin/env python3
"""Measure HeroesDemo from outside, the way a person at a terminal meets it.

Starts the release binary in a pseudo-terminal of 100 x 30, waits for its first interactive
frame (the status line reads "N of N heroes"), then types the same script as `--bench` one key at
a time: it writes the key and reads the terminal's output, fed through a terminal emulator
(pyte), until the screen shows the key's result: the search field holds the query and the status
line the number of heroes that query matches. That number comes from the binary itself,
`HeroesDemo --query Q` with the same data. A keystroke's latency runs from writing the key to the
arrival of the bytes that complete that screen: a process of its own does nothing but read the
terminal and note when each piece of output arrives, so the time the emulator takes to parse
the output (a few milliseconds a frame, in Python) is not counted; it is reported on its own.

Each run is a fresh process. The report gives the percentiles over all keystrokes of all runs,
the spread of each run's p90, the time to the first interactive frame, and the peak resident
memory (VmHWM) of each run.

    pip install pyte
    swift build -c release --product HeroesDemo
    python3 Scripts/measure_keystrokes.py --synthetic 1000000 --runs 5
    python3 Scripts/measure_keystrokes.py --baseline /path/to/main/HeroesDemo --data heroes.json

With `--baseline`, the runs of the two builds alternate (candidate, baseline, candidate, ...), so
both meet the same load, and the report ends with the ratios of their p90s and peak memories.
"""

import argparse
import fcntl
import math
import os
import select
import signal
import struct
import subprocess
import sys
import termios
import time

try:
    import pyte
except ImportError:
    sys.exit("measure_keystrokes.py needs pyte: pip install pyte")

COLUMNS, ROWS = 100, 30
WORDS = ["spider", "nova", "x-men"]


def script():
    """The keys `--bench` types: each word letter by letter, then Backspace to empty."""
    keys = []
    for word in WORDS:
        keys += list(word)
        keys += ["\x7f"] * len(word)
    return keys


def queries():
    """The query after each key of the script."""
    text, result = "", []
    for key in script():
        text = text[:-1] if key == "\x7f" else text + key
        result.append(text)
    return result


def data_arguments(options):
    if options.data:
        return ["--data", options.data]
    return ["--synthetic", str(options.synthetic)] if options.synthetic else []


def expected_counts(options):
    """How many heroes each query matches, and how many there are, from the binary's print mode."""
    counts = {}
    total = None
    for query in sorted(set(queries())):
        output = subprocess.run(
            [options.binary, *data_arguments(options), "--query", query or " "],
            check=True, capture_output=True, text=True).stdout
        status = output.rstrip("\n").split("\n")[-1]
        words = status.split(" ")
        if query.strip():
            counts[query] = int(words[0])
            total = int(words[2])
        else:
            total = int(words[0])
            counts[query] = total
    return counts, total


def write_heroes(path, count, seed=23):
    """Writes `count` heroes with unique names to a JSON file, the same ones for the same seed."""
    import json
    import random
    generator = random.Random(seed)
    syllables = ["an", "bat", "cor", "dra", "el", "fen", "gor", "hal", "is", "jax", "kor", "lu", "man",
                 "nova", "or", "pyr", "qua", "ra", "spi", "tor", "ul", "vex", "wo", "xen", "yo", "zan"]
    teams = ["Avengers", "X-Men", "Justice League", "Teen Titans", "Fantastic Four", "Solo",
             "Guardians of the Galaxy", "Suicide Squad", "Defenders", "Doom Patrol"]
    icons = ["🦸", "🦹", "⚡", "🛡️", "🕷️", "🦇", "🔥", "❄️", "🌙", "⭐"]
    heroes = []
    for number in range(count):
        word = "".join(generator.choice(syllables) for _ in range(generator.randint(2, 4))).capitalize()
        heroes.append({
            "name": "%s %d" % (word, number),
            "universe": "Marvel" if generator.random() < 0.5 else "DC",
            "team": generator.choice(teams),
            "intro": "A hero of %s who guards the city at night." % word,
            "icon": generator.choice(icons),
        })
    with open(path, "w", encoding="utf-8") as file:
        json.dump(heroes, file, ensure_ascii=False)


def percentile(values, fraction):
    """The nearest-rank percentile."""
    ordered = sorted(values)
    rank = max(int(math.ceil(fraction * len(ordered))), 1)
    return ordered[min(rank, len(ordered)) - 1]


def summary(values):
    return "p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms" % (
        percentile(values, 0.5), percentile(values, 0.9), percentile(values, 0.99), max(values))


class Session:
    """One HeroesDemo process in a pseudo-terminal, with an emulated screen.

    A reader process copies the terminal's output into a pipe as records of (arrival time,
    length, bytes), so that arrival times are taken as the bytes come, whatever the emulator is
    doing meanwhile.
    """

    RECORD = struct.Struct("=dI")

    def __init__(self, options):
        self.screen = pyte.Screen(COLUMNS, ROWS)
        self.stream = pyte.ByteStream(self.screen)
        self.started = time.monotonic()
        pid, fd = os.forkpty()
        if pid == 0:
            os.environ["TERM"] = "xterm-256color"
            arguments = [options.binary, *data_arguments(options)]
            if not options.animation:
                arguments.append("--no-animation")
            os.execv(options.binary, arguments)
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        os.kill(pid, signal.SIGWINCH)
        self.pid, self.fd = pid, fd
        records, sink = os.pipe()
        reader = os.fork()
        if reader == 0:
            os.close(records)
            while True:
                try:
                    data = os.read(fd, 1 << 16)
                except OSError:
                    data = b""
                arrived = time.monotonic()
                record = self.RECORD.pack(arrived, len(data)) + data
                view = memoryview(record)
                while view:
                    view = view[os.write(sink, view):]
                if not data:
                    os._exit(0)
        os.close(sink)
        self.reader, self.records = reader, os.fdopen(records, "rb", buffering=0)
        self.parse_seconds = 0.0

    def _read_exactly(self, count):
        data = b""
        while len(data) < count:
            piece = self.records.read(count - len(data))
            if not piece:
                raise TimeoutError("HeroesDemo ended early")
            data += piece
        return data

    def _next_record(self, timeout):
        """The next piece of output and when it arrived, or None after `timeout` seconds."""
        ready, _, _ = select.select([self.records], [], [], max(timeout, 0))
        if not ready:
            return None
        arrived, length = self.RECORD.unpack(self._read_exactly(self.RECORD.size))
        if length == 0:
            raise TimeoutError("HeroesDemo ended early")
        return arrived, self._read_exactly(length)

    def _feed(self, data):
        started = time.monotonic()
        self.stream.feed(data)
        self.parse_seconds += time.monotonic() - started

    def read_until(self, condition, timeout):
        """Reads output until `condition(screen rows)` holds; returns when the output that made
        it hold arrived (or now, if it held already)."""
        if condition(self.screen.display):
            return time.monotonic()
        deadline = time.monotonic() + timeout
        while True:
            record = self._next_record(deadline - time.monotonic())
            if record is None:
                raise TimeoutError("the screen never matched; it shows:\n" + "\n".join(self.screen.display))
            arrived, data = record
            self._feed(data)
            if condition(self.screen.display):
                return arrived

    def drain(self, seconds):
        """Reads whatever arrives during `seconds` (the end of an animation)."""
        end = time.monotonic() + seconds
        while (left := end - time.monotonic()) > 0:
            record = self._next_record(left)
            if record is not None:
                self._feed(record[1])

    def peak_memory_kb(self):
        with open("/proc/%d/status" % self.pid) as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
        return 0

    def quit(self):
        os.write(self.fd, b"\x1b")
        _, status = os.waitpid(self.pid, 0)
        os.close(self.fd)
        os.waitpid(self.reader, 0)
        self.records.close()
        return os.waitstatus_to_exitcode(status)


def shows(query, count, total):
    field = ("Search: " + query).rstrip()
    status = "%d of %d %s" % (count, total, "hero" if total == 1 else "heroes")

    def condition(rows):
        return rows[0].rstrip() == field and rows[1].rstrip() == status
    return condition


def measure_run(options, counts, total, result):
    """One fresh process of `options.binary`: its start, every keystroke, its peak memory."""
    session = Session(options)
    started = session.started
    first = session.read_until(shows("", total, total), options.timeout)
    result["startups"].append((first - started) * 1000)
    run = []
    for key, query in zip(script(), queries()):
        # A pause between keys, as typing has; with animation, long enough for it to end.
        session.drain(0.4 if options.animation else 0.02)
        written = time.monotonic()
        os.write(session.fd, key.encode())
        done = session.read_until(shows(query, counts[query], total), options.timeout)
        run.append((done - written) * 1000)
    result["memories"].append(session.peak_memory_kb() / 1024)
    result["parse_seconds"] += session.parse_seconds
    status = session.quit()
    if status != 0:
        sys.exit("%s exited with status %d" % (options.binary, status))
    result["latencies"] += run
    result["run_p90s"].append(percentile(run, 0.9))


def report(name, result, options, total):
    what = "first frame of the animation" if options.animation else "settled frame, animation off"
    print("%s through a pty: %d heroes, %dx%d, %d runs of %d keys" % (
        name, total, COLUMNS, ROWS, options.runs, len(script())))
    print("  keystroke to %s: %s" % (what, summary(result["latencies"])))
    print("  p90 of each run: %s" % ", ".join("%.2f" % value for value in result["run_p90s"]))
    print("  start to first interactive frame: %s" % summary(result["startups"]))
    print("  start of each run: %s ms" % ", ".join("%.0f" % value for value in result["startups"]))
    print("  peak resident memory per run: %s MB" % ", ".join("%.0f" % value for value in result["memories"]))
    print("  the emulator's own parsing of all output, not counted above: %.2f ms a keystroke on average" % (
        result["parse_seconds"] * 1000 / max(len(result["latencies"]), 1)))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/HeroesDemo")
    parser.add_argument("--baseline", help="another build (say, main's) measured in the same run, runs interleaved")
    parser.add_argument("--synthetic", type=int, default=100_000, help="heroes to generate; 0 for the bundled ones")
    parser.add_argument("--data", help="a JSON file of heroes, passed as --data (instead of --synthetic)")
    parser.add_argument("--make-data", type=int, metavar="N",
                        help="first write N generated heroes to the --data file (seeded, the same every time)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--animation", action="store_true", help="animate (measures the animation's first frame)")
    parser.add_argument("--timeout", type=float, default=30)
    options = parser.parse_args()

    if options.make_data:
        if not options.data:
            sys.exit("--make-data needs --data PATH to write to")
        write_heroes(options.data, options.make_data)
    binaries = [("candidate", options.binary)] + ([("baseline", options.baseline)] if options.baseline else [])
    expected = {}
    for name, binary in binaries:
        options.binary = binary
        expected[name] = expected_counts(options)
    if len({repr(value) for value in expected.values()}) > 1:
        sys.exit("the builds disagree on what the queries match: %r" % expected)
    counts, total = expected["candidate"]
    results = {name: {"latencies": [], "run_p90s": [], "startups": [], "memories": [], "parse_seconds": 0.0}
               for name, _ in binaries}
    print("load average at the start: %s" % " ".join(open("/proc/loadavg").read().split()[:3]))
    for _ in range(options.runs):
        for name, binary in binaries:
            options.binary = binary
            measure_run(options, counts, total, results[name])
    for name, binary in binaries:
        report("%s (%s)" % (name, binary), results[name], options, total)
    if options.baseline:
        ours, theirs = results["candidate"], results["baseline"]
        print("candidate / baseline: keystroke p90 %.2f, start p90 %.2f, peak memory (max) %.2f" % (
            percentile(ours["latencies"], 0.9) / percentile(theirs["latencies"], 0.9),
            percentile(ours["startups"], 0.9) / percentile(theirs["startups"], 0.9),
            max(ours["memories"]) / max(theirs["memories"])))
    print("load average at the end: %s" % " ".join(open("/proc/loadavg").read().split()[:3]))


if __name__ == "__main__":
    main()
