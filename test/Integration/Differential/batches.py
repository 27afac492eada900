"""Tool command lines run in batches (`gather-run --batch`, `gather-opt
--batch`): one process runs many of them, and each gets its exit status and
stderr as if it had run alone. Loading and initialising libMLIR and libLLVM
is about half of a small kernel's run; a batch pays it once.

Callers run command lines from many threads through Batches.run, which
blocks until a batch holding the command has run; `jobs` batches run at a
time, each of command lines of one tool (and wrapper). Under a wrapper such
as valgrind, the wrapper's own reports (`==PID==` lines) and its exit status
go to the runs during which it reported, and a report at exit (leaks) to
every run of the batch. A run that ends the process (a crash) gets the
process's exit status; the runs after it go into a later batch. run_batch
runs one batch, also across the processes of mpirun.
"""

import os
import queue
import re
import shlex
import subprocess
import tempfile
import threading

# What each process writes after a run (Support's runCommandLineBatch).
MARK = re.compile(r"^[\w-]+: run (\d+): exit status (\d+)$", re.M)
WRAPPER_REPORT = re.compile(r"^==\d+== ", re.M)


class Run:
    def __init__(self, prefix, arguments, timeout):
        self.prefix, self.arguments, self.timeout = prefix, arguments, timeout
        self.done = threading.Event()
        self.outcome = None


class Batches:
    """Runs tool command lines `size` at a time in `jobs` processes;
    batch files go into `workdir`."""

    def __init__(self, jobs, workdir, size=16):
        self.size, self.workdir = size, workdir
        self.pending = queue.Queue()
        for _ in range(max(1, jobs)):
            threading.Thread(target=self._serve, daemon=True).start()

    def run(self, command, tool_index, timeout):
        """(exit status, or None after a timeout; stderr) of `command`, whose
        word `tool_index` is the tool (the words before it: a wrapper)."""
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
        outcomes = run_batch(batch[0].prefix,
                             [run.arguments for run in batch],
                             sum(run.timeout for run in batch), self.workdir)
        for run, outcome in zip(batch, outcomes):
            self._finish(run, *outcome)
        for run in batch[len(outcomes):]:
            self.pending.put(run)

    @staticmethod
    def _finish(run, status, stderr):
        run.outcome = (status, stderr)
        run.done.set()


def run_batch(prefix, arguments, timeout, workdir, processes=None):
    """Runs the command lines `arguments` (lists of words) in one
    `prefix + --batch=FILE` process, `prefix` being the words up to the
    tool. With `processes`, prefix starts with mpirun, which starts that
    many processes running the batch; each writes its stderr to a file of
    its own (mpirun's -errfile-pattern), and a run's stderr is what all of
    them wrote during it. Returns (exit status, or None after a timeout;
    stderr) of each run that ran, in order: if fewer than all, the last one
    ended the process, and the others have to run in another batch."""
    fd, path = tempfile.mkstemp(prefix="batch-", suffix=".txt", dir=workdir)
    with os.fdopen(fd, "w") as f:
        for words in arguments:
            f.write(" ".join(shlex.quote(w) for w in words) + "\n")
    command = list(prefix)
    if processes:
        command.insert(1, "-errfile-pattern=%s.stderr.%%r" % path)
    command.append("--batch=" + path)
    try:
        proc = subprocess.run(command, stdin=subprocess.DEVNULL,
                              stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        why = "timed out in a batch of %d runs (%s)" % (len(arguments), path)
        return [(None, why)] * len(arguments)
    own = proc.stderr.decode(errors="replace")
    texts = [own]
    if processes:
        texts = [read_and_remove("%s.stderr.%d" % (path, rank))
                 for rank in range(processes)]
    os.remove(path)
    return split_runs(len(arguments), proc.returncode, texts,
                      own if processes else "")


def read_and_remove(path):
    """The text of the file at `path` ("" if there is none), removed."""
    try:
        with open(path, errors="replace") as f:
            text = f.read()
    except FileNotFoundError:
        return ""
    os.remove(path)
    return text


def split_runs(count, status, texts, launcher=""):
    """The outcomes of a batch of `count` runs (see run_batch) whose
    processes, exiting with `status`, wrote `texts` to stderr, one each, and
    whose launcher (mpirun) wrote `launcher`. Each process ends a run with
    its MARK line; a run that some process did not end ended the batch, and
    gets the status and the rest of what was written. Under a wrapper such
    as valgrind, the wrapper's own reports (`==PID==` lines) and its exit
    status go to the runs during which it reported, and a report at exit
    (leaks) to every run of the batch."""
    processes = []
    for text in texts:
        segments, start = {}, 0
        for mark in MARK.finditer(text):
            segments[int(mark.group(1))] = (int(mark.group(2)),
                                            text[start:mark.start()])
            start = mark.end() + 1
        processes.append((segments, text[start:]))
    tail = "".join(rest for _, rest in processes) + launcher
    wrapper_failed = status not in (0, 1)
    outcomes = []
    for number in range(1, count + 1):
        parts = [segments.get(number) for segments, _ in processes]
        if None in parts:
            text = "".join(part[1] for part in parts if part) + tail
            outcomes.append((status, text))
            return outcomes
        run_status = max(part[0] for part in parts)
        text = "".join(part[1] for part in parts)
        if wrapper_failed and WRAPPER_REPORT.search(tail):
            run_status, text = status, text + tail
        elif wrapper_failed and WRAPPER_REPORT.search(text):
            run_status = status
        outcomes.append((run_status, text))
    return outcomes


def run_all(tool, commands, timeout, workdir):
    """(exit status, stderr) of each of `commands` (lists of words) of
    `tool`, run in batches: after a run that ends its process, the rest in
    another."""
    outcomes = []
    while len(outcomes) < len(commands):
        outcomes += run_batch([tool], commands[len(outcomes):], timeout,
                              workdir)
    return outcomes
