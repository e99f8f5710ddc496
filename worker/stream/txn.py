"""The worker's transactional producer: each batch is begin → produce → offsets → commit, all or
nothing.

librdkafka sorts transaction errors into classes; each is handled the way its docs prescribe:

* **retriable** (``err.retriable()``: a timeout, a coordinator moving): the same call again, until
  the batch's deadline;
* **abortable** (``err.txn_requires_abort()``: a refused record, a rebalance that changed the
  consumer generation, a message timeout): ``abort_transaction`` and :class:`TxnAborted`, upon which
  the loop rewinds the consumer to the committed offsets and runs the batch again;
* **fatal** (``err.fatal()``): the producer is unusable: it is dropped and a new one is built
  (new ``Producer``, ``init_transactions``, which also completes or aborts whatever the old one
  left open on the broker) before anything else is read;
* **fenced** (fatal ``_FENCED`` / ``PRODUCER_FENCED``): another instance runs with the same
  ``transactional.id``. Rebuilding would fence it back and forth, so :class:`InstanceFenced` stops
  the worker with a clear log line — unless this worker itself abandoned a producer earlier (a call
  that never returned, typically during a broker outage): that producer may still complete its
  call once the brokers answer and take a newer epoch. Each abandoned producer excuses one fence,
  answered like a fatal error (rebuild, rewind); a fence beyond that is another instance.

``init_transactions`` that times out (brokers down, the coordinator loading) is called again on the
same producer, as librdkafka allows, rather than on a new one: several producers racing for one
``transactional.id`` would fence each other when the brokers come back.

Records the broker or the producer refuse as too large are remembered by their raw source
(:attr:`TxnAborted.refused`) so that the retry dead-letters them instead of trying again.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from collections.abc import Callable
from typing import Any

from confluent_kafka import KafkaError, KafkaException, Producer, TopicPartition

from worker.stream.outputs import Output, Source

log = logging.getLogger(__name__)

FENCED = {KafkaError._FENCED, KafkaError.PRODUCER_FENCED, KafkaError.INVALID_PRODUCER_EPOCH}
CALL_TIMEOUT_S = 10.0
"""Timeout of one blocking transactional call; retriable timeouts are retried until the batch's
deadline."""
WEDGE_GRACE_S = 10.0
"""A transactional call is abandoned when it has not returned this long after its own timeout."""


class TxnAborted(Exception):
    """The batch's transaction did not commit and nothing of it is visible; run the batch again.

    ``refused``: raw sources whose outputs were refused as too large, with the refused record's
    topic and size. ``backoff``: wait before the retry (a dependency is struggling). ``in_doubt``:
    the producer was given up with the transaction open, so it may yet be committed or aborted by
    the broker (the next producer's ``init_transactions`` settles it): case states must be reloaded.
    """

    def __init__(
        self,
        reason: str,
        *,
        backoff: bool = True,
        refused: list[tuple[Source, str, int]] | None = None,
        in_doubt: bool = False,
    ) -> None:
        super().__init__(reason)
        self.reason = reason
        self.backoff = backoff
        self.refused = refused or []
        self.in_doubt = in_doubt


class InstanceFenced(Exception):
    """Another instance uses this worker's ``transactional.id`` (or ``group.instance.id``): this
    one must stop."""


class ProducerUnusable(Exception):
    """The producer cannot be initialised for a non-transient reason (authorisation,
    configuration)."""


def kind(err: KafkaError) -> str:
    """``fenced`` | ``fatal`` | ``abortable`` | ``retriable`` (checked in that order)."""
    if err.fatal():
        return "fenced" if err.code() in FENCED else "fatal"
    if err.txn_requires_abort():
        return "abortable"
    if err.retriable():
        return "retriable"
    return "abortable"


class TransactionalProducer:
    """Owns the worker's one transactional producer; builds it lazily and rebuilds it after a fatal
    error.

    Every blocking transactional call runs with a hard bound (its timeout plus ``WEDGE_GRACE_S``): a
    call that does not return by then (librdkafka 2.16 was seen to hang in
    ``send_offsets_to_transaction`` after a broker restart, ignoring its timeout) is abandoned with
    its producer, and a new producer with the same ``transactional.id`` fences it. After the client
    reported all brokers down, the producer is rebuilt once the open transaction is settled, which
    avoids that hang.
    """

    def __init__(
        self, config: dict[str, Any], op_timeout_s: float, beat: Callable[[], None] = lambda: None
    ) -> None:
        self._client_error = config.get("error_cb")
        self.config = {**config, "error_cb": self._on_client_error}
        self.op_timeout_s = op_timeout_s
        self.beat = beat
        self._p: Producer | None = None
        self.in_transaction = False
        self.rebuilds = 0
        self.queue_full_waits = 0  # backpressure: produce() found the local queue full
        self._refused: list[tuple[Source, str, int]] = []
        self._outage = False
        self._abandoned: list[tuple[Producer, threading.Thread]] = []
        self._excused_fences = 0  # one per abandoned producer: it may still take a newer epoch
        self._initialising: Producer | None = None  # init_transactions timed out: call it again

    @property
    def ready(self) -> bool:
        return self._p is not None

    # -- lifecycle ---------------------------------------------------------------------------------
    def ensure(self, deadline: float) -> Producer:
        """The initialised producer, building one if needed (``init_transactions`` retried until
        ``deadline``)."""
        if self._p is not None:
            return self._p
        p, self._initialising = self._initialising or Producer(self.config), None
        while True:
            try:
                self._bounded(p, p.init_transactions, deadline)
                break
            except KafkaException as e:
                err = e.args[0]
                if err.retriable() and time.monotonic() < deadline:
                    self.beat()
                    continue
                if err.retriable():  # the next attempt calls init_transactions on this producer
                    self._initialising = p
                    raise TxnAborted(f"init_transactions: {err.name()}") from None
                p.purge()
                raise ProducerUnusable(f"init_transactions failed: {err.name()}") from None
        self._p = p
        self._outage = False
        return p

    def reconfigure(self, **changes: Any) -> None:
        """Apply new producer settings: the next batch builds a new producer."""
        self.config.update(changes)
        self._initialising = None
        self.discard()

    def discard(self) -> None:
        """Drop the producer without waiting (its open transaction, if any, is completed or aborted
        by the broker when the next producer with the same transactional.id initialises, or when it
        times out)."""
        if self._p is not None:
            with contextlib.suppress(KafkaException, RuntimeError):
                self._p.purge()
            self._p = None
            self.rebuilds += 1
        self.in_transaction = False

    def close(self, timeout_s: float) -> None:
        """Abort an open transaction (best effort) and release the producer."""
        self._initialising = None
        if self._p is None:
            return
        if self.in_transaction:
            self.abort(time.monotonic() + timeout_s)
        if self._p is not None:
            with contextlib.suppress(KafkaException, RuntimeError):
                self._p.flush(max(0.0, timeout_s))
        self._p = None

    def _on_client_error(self, err: KafkaError) -> None:
        if err.code() == KafkaError._ALL_BROKERS_DOWN:
            self._outage = True
        if self._client_error is not None:
            self._client_error(err)

    # -- one batch ---------------------------------------------------------------------------------
    def publish(
        self,
        outputs: list[tuple[Source, Output]],
        offsets: list[TopicPartition],
        group_metadata: object,
        deadline: float,
    ) -> None:
        """Produce ``outputs`` and commit them with the consumer ``offsets`` in one transaction, or
        raise :class:`TxnAborted` (nothing visible), :class:`InstanceFenced` or
        :class:`ProducerUnusable`."""
        p = self.ensure(deadline)
        self._refused = []
        try:
            p.begin_transaction()
            self.in_transaction = True
            for source, out in outputs:
                self._produce(p, source, out, deadline)
            self._retrying(
                p, lambda t: p.send_offsets_to_transaction(offsets, group_metadata, t), deadline
            )
            self._retrying(p, p.commit_transaction, deadline)
            self.in_transaction = False
        except KafkaException as e:
            self._failed(p, e.args[0], deadline)
        p.poll(
            0
        )  # serve client errors: after an outage the producer is rebuilt (see the class docstring)
        if self._outage:
            log.info("brokers were unreachable during the transaction: rebuilding the producer")
            self.discard()

    def _produce(self, p: Producer, source: Source, out: Output, deadline: float) -> None:
        def delivered(err: KafkaError | None, msg: Any, source: Source = source) -> None:
            if err is not None and err.code() == KafkaError.MSG_SIZE_TOO_LARGE:
                self._refused.append(
                    (source, msg.topic(), len(msg.value() or b"") + len(msg.key() or b""))
                )

        kwargs: dict[str, Any] = {
            "key": out.key,
            "value": out.value,
            "headers": out.headers,
            "on_delivery": delivered,
        }
        if out.partition is not None:
            kwargs["partition"] = out.partition
        while True:
            try:
                p.produce(out.topic, **kwargs)
                return
            except BufferError:  # backpressure: the local queue is full, let deliveries drain it
                self.queue_full_waits += 1
                self.beat()
                p.poll(0.1)
                if time.monotonic() > deadline:
                    raise KafkaException(
                        KafkaError(KafkaError._TIMED_OUT, "producer queue stayed full")
                    ) from None
            except KafkaException as e:
                if (
                    e.args[0].code() == KafkaError.MSG_SIZE_TOO_LARGE
                ):  # refused locally: an estimate fell short
                    self._refused.append((source, out.topic, out.size()))
                raise

    def _retrying(self, p: Producer, op: Callable[[float], object], deadline: float) -> None:
        while True:
            try:
                self._bounded(p, op, deadline)
                return
            except KafkaException as e:
                err = e.args[0]
                if kind(err) == "retriable" and time.monotonic() < deadline:
                    log.info("transaction call retried: %s", err.name())
                    self.beat()
                    continue
                raise

    def _failed(self, p: Producer, err: KafkaError, deadline: float) -> None:
        with contextlib.suppress(KafkaException, RuntimeError):
            p.poll(0)  # serve outstanding delivery reports: they name records refused as too large
        refused = list(self._refused)
        k = kind(err)
        if k == "fenced" and self._excused_fences:
            self._excused_fences -= 1
            log.warning(
                "producer fenced (%s) after this worker abandoned a producer: rebuilding",
                err.name(),
            )
            self.discard()
            raise TxnAborted(
                f"fenced by an abandoned producer ({err.name()})",
                backoff=False,
                refused=refused,
                in_doubt=True,
            ) from None
        if k == "fenced":
            self.discard()
            raise InstanceFenced(
                f"producer fenced ({err.name()}): another instance uses this transactional.id"
            ) from None
        if k == "fatal":
            log.error("fatal producer error %s: rebuilding the producer", err.name())
            self.discard()
            raise TxnAborted(
                f"fatal {err.name()}", backoff=False, refused=refused, in_doubt=True
            ) from None
        aborted = self.abort(max(deadline, time.monotonic() + 5.0))
        if not aborted:
            self.discard()
        raise TxnAborted(
            err.name(), backoff=not refused, refused=refused, in_doubt=not aborted
        ) from None

    def abort(self, deadline: float) -> bool:
        """``abort_transaction``, retried while retriable; False when the producer had to be given
        up."""
        while self._p is not None:
            try:
                self._bounded(self._p, self._p.abort_transaction, deadline)
                self.in_transaction = False
                return True
            except KafkaException as e:
                err = e.args[0]
                if err.retriable() and not err.fatal() and time.monotonic() < deadline:
                    self.beat()
                    continue
                log.warning("abort_transaction failed: %s", err.name())
                return False
            except TxnAborted:  # the abort itself wedged: the producer is abandoned
                return False
        return False

    # -- bounded calls -----------------------------------------------------------------------------
    def _bounded(self, p: Producer, op: Callable[[float], object], deadline: float) -> None:
        """``op(timeout)`` in a helper thread, waited for at most ``timeout + WEDGE_GRACE_S``.

        Raises what ``op`` raised, or :class:`TxnAborted` after abandoning ``p`` when it did not
        return.
        """
        timeout = self._timeout(deadline)
        box: dict[str, BaseException] = {}

        def call() -> None:
            try:
                op(timeout)
            except BaseException as e:
                box["error"] = e

        t = threading.Thread(target=call, name="txn-call", daemon=True)
        t.start()
        end = time.monotonic() + timeout + WEDGE_GRACE_S
        while t.is_alive() and time.monotonic() < end:
            t.join(min(1.0, max(0.0, end - time.monotonic())))
            self.beat()
        if t.is_alive():
            log.error(
                "a transactional call did not return within %.0fs: producer abandoned, its "
                "successor fences it",
                timeout + WEDGE_GRACE_S,
            )
            self._abandoned.append((p, t))  # kept referenced: never destroyed under the stuck call
            self._excused_fences += 1
            if p is self._p:
                self._p = None
                self.rebuilds += 1
            self.in_transaction = False
            raise TxnAborted("transactional call did not return: producer abandoned", in_doubt=True)
        if "error" in box:
            raise box["error"]

    def _timeout(self, deadline: float) -> float:
        return max(0.5, min(CALL_TIMEOUT_S, self.op_timeout_s, deadline - time.monotonic()))
