"""How the worker authenticates to Vault / OpenBao, and keeps its token alive (hvac).

Methods (``DEID_VAULT_AUTH_METHOD``):

* ``token`` — a token given in ``DEID_VAULT_TOKEN`` / ``VAULT_TOKEN`` (local runs, or a token kept
  current by an operator). Renewed with ``renew-self`` when it is renewable; it cannot be
  re-obtained.
* ``approle`` — ``role_id`` from ``DEID_VAULT_ROLE_ID``, the file ``DEID_VAULT_ROLE_ID_FILE`` or
  ``DEID_VAULT_ROLE`` (as the Helm chart passes it), ``secret_id`` from ``DEID_VAULT_SECRET_ID`` or
  the file ``DEID_VAULT_SECRET_ID_FILE`` (read at every login, so a rotated secret id is picked
  up); mount ``DEID_VAULT_AUTH_MOUNT`` (default ``approle``).
* ``kubernetes`` — the pod's service-account token (``DEID_VAULT_SA_TOKEN_PATH``, read at every
  login: projected tokens rotate) and ``DEID_VAULT_ROLE``; mount ``DEID_VAULT_AUTH_MOUNT`` (default
  ``kubernetes``).

Token life: after a login (or the first lookup of a given token) the token is renewed at about 2/3
of its TTL. When it is not renewable, or a renewal comes back with a TTL cut short by the max TTL,
the worker logs in again instead (approle / kubernetes) at 2/3 of what is left. A 403 on any
request triggers one re-login and one retry. A refused login, or a 403 that survives a fresh login,
is :class:`~worker.keys.VaultAuthError` (fatal, exit code 5); an unreachable, sealed or slow Vault
is :class:`~worker.keys.KeyUnavailable` (transient). No token, secret id or JWT ever appears in a
log line or an exception message.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import hvac
import requests
from hvac.exceptions import Forbidden, InvalidRequest, Unauthorized, VaultDown, VaultError

from worker.keys import KeyUnavailable, VaultAuthError

log = logging.getLogger(__name__)

T = TypeVar("T")

TRANSIENT_HTTP = (requests.exceptions.ConnectionError, requests.exceptions.Timeout,
                  requests.exceptions.ChunkedEncodingError, VaultDown)  # fmt: skip
"""Vault unreachable, timing out, or answering 503 (sealed, standby without a leader)."""
TRANSIENT_VAULT = ("InternalServerError", "BadGateway", "RateLimitExceeded", "VaultNotInitialized")

RENEW_AT = 2 / 3
"""Fraction of the TTL after which the token is renewed (or replaced by a new login)."""


def transient(e: BaseException) -> KeyUnavailable | None:
    """The :class:`KeyUnavailable` an hvac / requests exception stands for, or None when it is not
    transient."""
    if isinstance(e, TRANSIENT_HTTP):
        return KeyUnavailable("vault sealed or unavailable (503)" if isinstance(e, VaultDown)
                              else f"vault unreachable: {type(e).__name__}")  # fmt: skip
    if isinstance(e, VaultError):
        if "sealed" in str(getattr(e, "errors", "") or "").lower():
            return KeyUnavailable("vault sealed")
        if type(e).__name__ in TRANSIENT_VAULT:
            return KeyUnavailable(f"vault error: {type(e).__name__}")
    return None


def _read_secret_file(path: str | None, what: str) -> str:
    if not path:
        raise VaultAuthError(f"vault login: no {what} configured")
    try:
        value = Path(path).read_text(encoding="utf-8").strip()
    except OSError as e:
        raise VaultAuthError(
            f"vault login: the {what} file cannot be read ({e.strerror or type(e).__name__}), "
            f"{path}"
        ) from None
    if not value:
        raise VaultAuthError(f"vault login: the {what} file is empty, {path}")
    return value


class VaultAuth:
    """Owns the hvac client's token: login, renewal, re-login. :meth:`call` runs one request with
    all of it."""

    def __init__(
        self,
        client: hvac.Client,
        method: str = "token",
        *,
        token: str | None = None,
        role: str | None = None,
        mount: str | None = None,
        role_id: str | None = None,
        role_id_file: str | None = None,
        secret_id: str | None = None,
        secret_id_file: str | None = None,
        jwt_path: str = "/var/run/secrets/kubernetes.io/serviceaccount/token",
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if method not in ("token", "approle", "kubernetes"):
            raise ValueError("vault auth method must be token, approle or kubernetes")
        self.client = client
        self.method = method
        self.role = role
        self.mount = mount or {"approle": "approle", "kubernetes": "kubernetes"}.get(method)
        self._role_id, self._role_id_file = role_id, role_id_file
        self._secret_id, self._secret_id_file = secret_id, secret_id_file
        self.jwt_path = jwt_path
        self.clock = clock
        self._lock = threading.RLock()
        self._renew_at: float | None = None  # None: no token yet (login or lookup pending)
        self._relogin_instead = (
            False  # the next refresh is a login (not renewable, or max TTL near)
        )
        self.logins = 0
        self.renewals = 0
        if method == "token":
            if not token:
                raise VaultAuthError(
                    "vault: DEID_VAULT_AUTH_METHOD=token needs DEID_VAULT_TOKEN / VAULT_TOKEN"
                )
            client.token = token
        elif method == "kubernetes" and not role:
            raise VaultAuthError("vault: DEID_VAULT_AUTH_METHOD=kubernetes needs DEID_VAULT_ROLE")

    # -- requests ----------------------------------------------------------------------------------
    def call(self, op: Callable[[], T]) -> T:
        """``op()`` with a valid token; a 403 re-logs in once and retries. hvac / network errors
        are mapped: transient → :class:`KeyUnavailable`, refused → :class:`VaultAuthError`; others
        propagate."""
        try:
            self.ensure()
            try:
                return op()
            except (Forbidden, Unauthorized):
                if self.method == "token":
                    raise VaultAuthError(
                        "vault refused the token (403): expired, revoked or without the policy"
                    ) from None
                log.warning("vault answered 403: logging in again")
                self.login()
                try:
                    return op()
                except (Forbidden, Unauthorized):
                    raise VaultAuthError(
                        "vault refused the request after a fresh login (403): the role's policy "
                        "does not allow it"
                    ) from None
        except (VaultAuthError, KeyUnavailable):
            raise
        except Exception as e:
            mapped = transient(e)
            if mapped is not None:
                raise mapped from None
            raise

    def ensure(self) -> None:
        """Log in / look the token up the first time; renew or re-login once 2/3 of the TTL are
        gone."""
        with self._lock:
            if self._renew_at is None:
                if self.method == "token":
                    self._adopt_token()
                else:
                    self.login()
                self.start_keeper()
            elif self.clock() >= self._renew_at:
                self.refresh()

    def start_keeper(self) -> None:
        """A daemon thread that renews the token on time even while no request is made (an idle
        worker)."""
        with self._lock:
            if getattr(self, "_keeper", None) is not None:
                return
            self._keeper = threading.Thread(
                target=self._keep, name="vault-token-keeper", daemon=True
            )
            self._keeper.start()

    def _keep(self) -> None:
        while True:
            renew_at = self._renew_at
            time.sleep(1.0 if renew_at is None else max(0.5, min(60.0, renew_at - self.clock())))
            if self._renew_at is None:
                continue
            try:
                self.ensure()
            except (KeyUnavailable, VaultAuthError) as e:  # the next request retries and reports it
                log.warning("vault token upkeep: %s", e)
            except Exception as e:
                log.warning("vault token upkeep failed: %s", type(e).__name__)

    # -- token life --------------------------------------------------------------------------------
    def login(self) -> None:
        """A new token from the auth method; a refusal is :class:`VaultAuthError`, an outage
        :class:`KeyUnavailable`."""
        with self._lock:
            if self.method == "token":
                raise VaultAuthError("vault refused the token and token auth cannot log in again")
            try:
                if self.method == "approle":
                    role_id = self._role_id or _read_secret_file(
                        self._role_id_file, "AppRole role_id"
                    )
                    secret_id = self._secret_id or _read_secret_file(
                        self._secret_id_file, "AppRole secret_id"
                    )
                    resp = self.client.auth.approle.login(
                        role_id=role_id, secret_id=secret_id, mount_point=self.mount
                    )
                else:
                    jwt = _read_secret_file(self.jwt_path, "Kubernetes service-account token")
                    resp = self.client.auth.kubernetes.login(self.role, jwt, mount_point=self.mount)
            except (InvalidRequest, Forbidden, Unauthorized, hvac.exceptions.InvalidPath) as e:
                raise VaultAuthError(
                    f"vault {self.method} login refused ({type(e).__name__}): check the role, "
                    f"its credentials and the auth mount"
                ) from None
            except VaultAuthError:
                raise
            except Exception as e:
                mapped = transient(e)
                if mapped is not None:
                    raise mapped from None
                raise VaultAuthError(
                    f"vault {self.method} login failed ({type(e).__name__})"
                ) from None
            auth = resp["auth"]
            self.client.token = auth["client_token"]
            self.logins += 1
            self._schedule(
                int(auth.get("lease_duration") or 0), bool(auth.get("renewable")), fresh=True
            )
            log.info(
                "vault %s login: token ttl %ss, renewable %s",
                self.method,
                auth.get("lease_duration"),
                bool(auth.get("renewable")),
            )

    def refresh(self) -> None:
        """Renew the token (renew-self), or log in again when it cannot be renewed usefully."""
        with self._lock:
            if self._relogin_instead:
                if (
                    self.method == "token"
                ):  # not renewable: nothing to do but see how long it has left
                    self._adopt_token()
                else:
                    self.login()
                return
            try:
                resp = self.client.auth.token.renew_self()
            except (
                Forbidden,
                Unauthorized,
                InvalidRequest,
            ):  # expired, revoked, or not renewable after all
                if self.method == "token":
                    raise VaultAuthError(
                        "vault token renewal refused: the token expired or was revoked"
                    ) from None
                log.info("vault token renewal refused: logging in again")
                self.login()
                return
            auth = resp["auth"]
            self.renewals += 1
            self._schedule(
                int(auth.get("lease_duration") or 0), bool(auth.get("renewable")), fresh=False
            )

    def _adopt_token(self) -> None:
        """Learn a given token's TTL (lookup-self); a refused lookup means the token is no good."""
        try:
            data = self.client.auth.token.lookup_self()["data"]
        except (Forbidden, Unauthorized):
            raise VaultAuthError(
                "vault refused the token (403): expired, revoked or unknown"
            ) from None
        ttl = int(data.get("ttl") or 0)
        self._schedule(ttl, bool(data.get("renewable")), fresh=True)

    def _schedule(self, ttl: int, renewable: bool, fresh: bool) -> None:
        now = self.clock()
        if (
            ttl <= 0
            # a root or non-expiring token: look again in an hour (cheap, catches a revocation
            # early)
        ):
            self._renew_at, self._relogin_instead = now + 3600, self.method != "token"
            self._granted_ttl = 0
            return
        if fresh:
            self._granted_ttl = ttl
        cut_short = (
            not fresh and ttl < getattr(self, "_granted_ttl", ttl) * 0.5
        )  # max TTL near: renewals shrink
        self._relogin_instead = (not renewable) or cut_short
        self._renew_at = now + max(0.5, ttl * RENEW_AT)
