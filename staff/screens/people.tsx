// The administrator's People screen: everyone as a table with search, a role
// filter, last sign-in and a flag on accounts unused for 90 days; one
// person's details in a panel below (?person=id, as the audit trail links);
// invitations, recoveries and the quarterly access review.
import { useCallback, useState } from "react";
import { PageHeading } from "../components/page-heading";
import { ErrorMessage, SelectField, TextField } from "../components/ui";
import type { StaffUser } from "#shared/staff-api/auth";
import { ROLES } from "#shared/staff-api/roles";
import { call, messageOf, type AnswerOf } from "../lib/api";

type AdminUser = AnswerOf<"GET /users">["users"][number];
import { formatDateTime } from "../lib/format";
import { navigate, useLocation } from "../lib/router";
import { AccessReview } from "./people-access-review";
import { InviteForm, PendingInvitations } from "./people-invitations";
import { PersonPanel } from "./people-panel";
import { Recoveries } from "./people-recoveries";
import { Options } from "../components/options";
import { ColumnHeads } from "../components/column-heads";
import { useLoad } from "../lib/use-load";

export function People({ self }: { self: StaffUser }) {
  const [users, setUsers] = useState<AdminUser[]>();
  const [invitations, setInvitations] = useState<AnswerOf<"GET /users/invitations">["invitations"]>([]);
  const [recoveries, setRecoveries] = useState<AnswerOf<"GET /users/recoveries">["recoveries"]>([]);
  const [error, setError] = useState<string>();
  const [query, setQuery] = useState("");
  const [role, setRole] = useState("");
  const { search } = useLocation();
  const selected = new URLSearchParams(search).get("person");
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
  useLoad(load);
  return (
    <div>
      <PageHeading>People</PageHeading>
      <InviteForm onInvited={load} />
      <PendingInvitations invitations={invitations} onChanged={load} />
      <Recoveries recoveries={recoveries} self={self} onChanged={load} />
      <ErrorMessage message={error} />
      <h2 className="mb-3 text-lg font-semibold">Everyone with console access</h2>
      <div className="mb-3 grid gap-3 sm:grid-cols-2">
        <TextField label="Search by name or email" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        <SelectField label="Role" value={role} onChange={(e) => setRole(e.target.value)}>
          <option value="">Every role</option>
          <Options items={ROLES} />
        </SelectField>
      </div>
      {users ? <PeopleTable users={filterPeople(users, query, role)} selected={selected} /> : !error && <p>Loading…</p>}
      {users?.find((u) => u.id === selected) && (
        <PersonPanel
          key={`${selected}:${users.find((u) => u.id === selected)!.version}`}
          user={users.find((u) => u.id === selected)!}
          self={self}
          onChanged={load}
        />
      )}
      {users && <AccessReview onReviewed={load} />}
    </div>
  );
}

function filterPeople(users: AdminUser[], query: string, role: string): AdminUser[] {
  const q = query.trim().toLowerCase();
  return users.filter(
    (u) => (!role || u.roles.includes(role as AdminUser["roles"][number])) && (!q || `${u.name} ${u.email}`.toLowerCase().includes(q)),
  );
}

function PeopleTable({ users, selected }: { users: AdminUser[]; selected: string | null }) {
  if (!users.length) return <p>Nobody matches.</p>;
  return (
    <table className="w-full border-collapse bg-white text-left text-sm">
      <caption className="sr-only">People with console access</caption>
      <ColumnHeads names={["Name", "Roles", "Last sign-in"]} row="border-b border-slate-400" cell="px-2 py-2" />
      <tbody>
        {users.map((u) => (
          <tr key={u.id} className="border-b border-slate-200 align-top" aria-current={u.id === selected || undefined}>
            <td className="px-2 py-1">
              <a
                href={`/staff/people?person=${encodeURIComponent(u.id)}`}
                title={u.email}
                className="text-blue-800 underline"
                onClick={(e) => {
                  e.preventDefault();
                  navigate(`/staff/people?person=${encodeURIComponent(u.id)}`);
                }}
              >
                {u.name}
              </a>
              {u.disabled && <span className="block text-red-800">disabled</span>}
            </td>
            <td className="px-2 py-1">{u.roles.join(", ")}</td>
            <td className="px-2 py-1">
              {formatDateTime(u.lastSignInAt)}
              {u.unused && !u.disabled && <span className="block font-semibold text-amber-900">Unused for 90 days or more</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
