"""gather-run command lines run in batches (`gather-run --batch`): one
process runs many of them, and each gets its exit status and stderr as if
it had run alone. Loading and initialising libMLIR and libLLVM is about half
of a small kernel's run; a batch pays it once.

Callers run command lines from many threads through Batches.run, which
blocks until a batch holding the command has run; `jobs` batches run at a
time. Under a wrapper such as valgrind, the wrapper's own reports (`==PID==`
lines) and its exit status go to the runs during which it reported, and a
report at exit (leaks) to every run of the batch. A run that ends the
process (a crash) gets the process's exit status; the runs after it go into
a later batch.
"""

import os
import queue
import re
import shlex
import subprocess
import tempfile
import threading

MARK = re.compile(r"^gather-run: run (\d+): exit status (\d+)$", re.M)
WRAPPER_REPORT = re.compile(r"^==\d+== ", re.M)


class Run:
    def __init__(self, prefix, arguments, timeout):
        self.prefix, self.arguments, self.timeout = prefix, arguments, timeout
        self.done = threading.Event()
        self.outcome = None


class Batches:
    """Runs gather-run command lines `size` at a time in `jobs` processes;
    batch files go into `workdir`."""

    def __init__(self, jobs, workdir, size=16):
        self.size, self.workdir = size, workdir
        self.pending = queue.Queue()
        for _ in range(max(1, jobs)):
            threading.Thread(target=self._serve, daemon=True).start()

    def run(self, command, tool_index, timeout):
        """(exit status, or None after a timeout; stderr) of `command`, whose
        word `tool_index` is gather-run (the words before it: a wrapper)."""
        run = Run(command[:tool_index + 1], command[tool_index + 1:], timeout)
        self.pending.put(run)
        run.done.wait()
        return run.outcome

    def _serve(self):
        while True:
            batch = [self.pending.get()]
            while len(batch) < self.size:
                try:
                    run = self.pending.get(timeout=0.05)
                except queue.Empty:
                    break
                if run.prefix != batch[0].prefix:
                    self.pending.put(run)
                    break
                batch.append(run)
            self._run_batch(batch)

    def _run_batch(self, batch):
        fd, path = tempfile.mkstemp(prefix="batch-", suffix=".txt",
                                    dir=self.workdir)
        with os.fdopen(fd, "w") as f:
            for run in batch:
                f.write(" ".join(shlex.quote(w) for w in run.arguments) + "\n")
        command = batch[0].prefix + ["--batch=" + path]
        try:
            proc = subprocess.run(command, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.PIPE,
                                  timeout=sum(run.timeout for run in batch))
        except subprocess.TimeoutExpired:
            for run in batch:
                self._finish(run, None, "timed out in a batch of %d runs "
                             "(%s)" % (len(batch), path))
            return
        os.remove(path)
        self._distribute(batch, proc.returncode,
                         proc.stderr.decode(errors="replace"))

    def _distribute(self, batch, status, stderr):
        """Gives each run of `batch` its part of the process's `stderr`."""
        segments, start = {}, 0
        for mark in MARK.finditer(stderr):
            segments[int(mark.group(1))] = (int(mark.group(2)),
                                            stderr[start:mark.start()])
            start = mark.end() + 1
        tail = stderr[start:]
        wrapper_failed = status not in (0, 1)
        for number, run in enumerate(batch, 1):
            if number not in segments:
                # This run ended the process; the ones after it run again.
                self._finish(run, status, tail)
                for later in batch[number:]:
                    self.pending.put(later)
                return
            run_status, text = segments[number]
            if wrapper_failed and WRAPPER_REPORT.search(tail):
                run_status, text = status, text + tail
            elif wrapper_failed and WRAPPER_REPORT.search(text):
                run_status = status
            self._finish(run, run_status, text)

    @staticmethod
    def _finish(run, status, stderr):
        run.outcome = (status, stderr)
        run.done.set()
