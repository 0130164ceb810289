import { useEffect, useState } from "react";
import type { Person } from "#shared/staff-api/common";
import { call } from "./api";

/**
 * The colleagues a lead of `form` may be assigned to (those whose roles work the form), fetched when the form is
 * known; none while it is not, or if they cannot be fetched (the assignee list then offers only "Nobody").
 */
export function useColleagues(form: string | undefined): Person[] {
  const [people, setPeople] = useState<Person[]>([]);
  useEffect(() => {
    setPeople([]);
    if (!form) return;
    let live = true;
    call("GET /colleagues", { query: { form } }).then(
      (r) => live && setPeople(r.people),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [form]);
  return people;
}
