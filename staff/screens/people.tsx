import { useCallback, useEffect, useState } from "react";
import { useAnnounce } from "../components/announcer";
import { PageHeading } from "../components/page-heading";
import { RoleBoxes } from "../components/role-boxes";
import { Button, ErrorMessage } from "../components/ui";
import type { StaffUser } from "#shared/staff-api/auth";
import { call, messageOf, type AnswerOf, type BodyOf } from "../lib/api";
import { withReauth } from "../lib/passkeys";
import { formatDateTime } from "../lib/format";
import { InviteForm, PendingInvitations } from "./people-invitations";
import { Recoveries } from "./people-recoveries";

type AdminUser = AnswerOf<"GET /users">["users"][number];

function PersonRow({ user, self, onChanged }: { user: AdminUser; self: StaffUser; onChanged: () => void }) {
  const announce = useAnnounce();
  const [roles, setRoles] = useState(user.roles);
  const [passkeys, setPasskeys] = useState<AnswerOf<"GET /users/:id/passkeys">["passkeys"]>();
  const [error, setError] = useState<string>();

  const run = async (work: () => Promise<unknown>, done: string) => {
    setError(undefined);
    try {
      await work();
      announce(done);
      onChanged();
    } catch (e) {
      setError(messageOf(e));
    }
  };
  const params = { id: user.id };
  const patch = (body: Omit<BodyOf<"PATCH /users/:id">, "version">, done: string) =>
    run(() => withReauth(() => call("PATCH /users/:id", { params, body: { ...body, version: user.version } })), done);
  const showPasskeys = () =>
    run(async () => setPasskeys((await call("GET /users/:id/passkeys", { params })).passkeys), `${user.name}'s passkeys shown.`);
  const same = roles.length === user.roles.length && roles.every((r) => user.roles.includes(r));

  return (
    <li className="rounded border border-slate-300 bg-white p-3">
      <h3 className="font-semibold">
        {user.name} {user.disabled && <span className="text-red-800">(disabled)</span>}
      </h3>
      <p className="text-sm break-all text-slate-700">
        {user.email} · last sign-in {formatDateTime(user.lastSignInAt)} · {user.passkeys} {user.passkeys === 1 ? "passkey" : "passkeys"}
      </p>
      <RoleBoxes legend={`Roles of ${user.name}`} value={roles} onChange={setRoles} />
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" disabled={same} onClick={() => patch({ roles }, `Roles of ${user.name} saved.`)}>
          Save roles
        </Button>
        {user.id !== self.id && (
          <Button
            variant={user.disabled ? "secondary" : "danger"}
            onClick={() =>
              patch({ disabled: !user.disabled }, user.disabled ? `${user.name} enabled.` : `${user.name} disabled and signed out.`)
            }
          >
            {user.disabled ? `Enable ${user.name}` : `Disable ${user.name}`}
          </Button>
        )}
        <Button variant="secondary" onClick={showPasskeys}>
          Passkeys of {user.name}
        </Button>
        {user.id !== self.id && !user.disabled && (
          <Button
            variant="danger"
            onClick={() =>
              run(
                () => withReauth(() => call("POST /users/:id/recovery", { params })),
                `Recovery of ${user.name} started: their sessions ended. A second administrator approves it under Passkey recoveries.`,
              )
            }
          >
            Start recovery for {user.name}
          </Button>
        )}
      </div>
      <ErrorMessage message={error} />
      {passkeys && (
        <ul className="mt-2 space-y-1">
          {passkeys.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-2">
              {p.name || "Passkey"} · added {formatDateTime(p.createdAt)} · last used {formatDateTime(p.lastUsedAt)}
              <Button
                variant="danger"
                aria-label={`Remove passkey ${p.name || "Passkey"} of ${user.name}`}
                onClick={() =>
                  run(async () => {
                    await withReauth(() => call("DELETE /users/:id/passkeys/:passkeyId", { params: { id: user.id, passkeyId: p.id } }));
                    setPasskeys(passkeys.filter((k) => k.id !== p.id));
                  }, "Passkey removed.")
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function People({ self }: { self: StaffUser }) {
  const [users, setUsers] = useState<AnswerOf<"GET /users">["users"]>();
  const [invitations, setInvitations] = useState<AnswerOf<"GET /users/invitations">["invitations"]>([]);
  const [recoveries, setRecoveries] = useState<AnswerOf<"GET /users/recoveries">["recoveries"]>([]);
  const [error, setError] = useState<string>();
  const load = useCallback(
    () =>
      Promise.all([call("GET /users"), call("GET /users/invitations"), call("GET /users/recoveries")]).then(
        ([u, i, r]) => {
          setUsers(u.users);
          setInvitations(i.invitations);
          setRecoveries(r.recoveries);
        },
        (e: unknown) => setError(messageOf(e)),
      ),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <div>
      <PageHeading>People</PageHeading>
      <InviteForm onInvited={load} />
      <PendingInvitations invitations={invitations} onChanged={load} />
      <Recoveries recoveries={recoveries} self={self} onChanged={load} />
      <ErrorMessage message={error} />
      <h2 className="mb-3 text-lg font-semibold">Everyone with console access</h2>
      {users ? (
        <ul className="space-y-3">
          {users.map((u) => (
            <PersonRow key={`${u.id}:${u.version}`} user={u} self={self} onChanged={load} />
          ))}
        </ul>
      ) : (
        !error && <p>Loading…</p>
      )}
    </div>
  );
}
