import { useEffect, useState } from "react";
import type { Person } from "#shared/staff-api/common";
import { call } from "./api";
import { whileLive } from "./live";

/**
 * The colleagues a lead of `form` may be assigned to (those whose roles work the form), fetched when the form is
 * known; none while it is not, or if they cannot be fetched (the assignee list then offers only "Nobody").
 */
export function useColleagues(form: string | undefined): Person[] {
  const [people, setPeople] = useState<Person[]>([]);
  useEffect(() => {
    setPeople([]);
    if (!form) return;
    return whileLive(call("GET /colleagues", { query: { form } }), (r) => setPeople(r.people));
  }, [form]);
  return people;
}
