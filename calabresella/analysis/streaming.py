"""Long work streamed through an executor, a few tasks per worker at a time (issue 18).

Submitting every task up front makes memory grow with the number of tasks (ten million
futures, each holding its arguments and then its result) and shows nothing until the
end. :func:`bounded` keeps at most :func:`window` tasks submitted, yields each result as
it finishes and lets it go, so memory stays flat and results can be shown as they come.
The simulator's chunks and a match's deals both go through it.

:func:`check_workers` is the one check of a number of worker processes: a whole number
from 1 to the machine's cores (:func:`max_workers`), and never more than the tasks.

>>> from concurrent.futures import ThreadPoolExecutor
>>> with ThreadPoolExecutor(2) as pool:
...     sorted(result for _, result in bounded(range(5), pool, lambda x: x * x))
[0, 1, 4, 9, 16]
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Executor, Future, wait
from typing import TypeVar

from calabresella.engine.errors import ArgumentValueError
from calabresella.words import msg

__all__ = ["bounded", "check_workers", "max_workers", "window"]

_T = TypeVar("_T")
_R = TypeVar("_R")


def window(executor: Executor) -> int:
    """How many tasks to keep submitted: twice the executor's workers (dask: its threads)."""
    workers = getattr(executor, "_max_workers", None)
    if not isinstance(workers, int) or workers < 1:
        client = getattr(executor, "_client", None)
        try:
            workers = int(sum(client.nthreads().values())) if client is not None else None
        except Exception:  # a dask client that cannot answer: fall back to this machine's cores
            workers = None
    return 2 * max(workers or os.cpu_count() or 1, 2)


def bounded(items: Iterable[_T], executor: Executor | None, work: Callable[[_T], _R]) -> Iterator[tuple[_T, _R]]:
    """``(item, work(item))`` for every item, as they finish. With an executor, at most
    :func:`window` items are submitted at once, and a result is let go once yielded, so
    memory does not grow with the number of items; without one, in order, one by one."""
    if executor is None:
        for item in items:
            yield item, work(item)
        return
    size = window(executor)
    todo = iter(items)
    pending: dict[Future[_R], _T] = {}
    try:
        while True:
            for item in itertools.islice(todo, size - len(pending)):
                pending[executor.submit(work, item)] = item
            if not pending:
                return
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            while done:  # let go of each finished future before the next is submitted
                future = done.pop()
                item = pending.pop(future)
                result = future.result()
                del future
                yield item, result
    finally:
        for future in pending:
            future.cancel()


def max_workers() -> int:
    """The most worker processes allowed: this machine's cores (at least 1)."""
    return max(os.cpu_count() or 1, 1)


def check_workers(value: object, tasks: int, name: str = "workers") -> int:
    """``value`` worker processes, if it is a whole number from 1 to :func:`max_workers`;
    returned as at most ``tasks`` (never more processes than there is work for)."""
    most = max_workers()
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= most:
        raise ArgumentValueError(msg(
            "{name} must be a whole number from 1 to {most} (the number of this machine's cores), got {value!r}",
            name=name, most=most, value=value))
    return min(value, max(tasks, 1))
