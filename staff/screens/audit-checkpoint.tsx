import { useEffect, useId, useState } from "react";
import { call, messageTo, type AnswerOf } from "../lib/api";
import { formatDateTime } from "../lib/format";
import { whileLive } from "../lib/live";

/**
 * The newest signed checkpoint of the trail (made daily and emailed to
 * compliance, or by `npm run staff -- audit checkpoint`), and whether the
 * trail still extends it: a rewrite of the trail breaks this.
 */
export function LastCheckpoint() {
  const id = useId();
  const [state, setState] = useState<AnswerOf<"GET /audit/checkpoint"> | string>();
  useEffect(() => whileLive(call("GET /audit/checkpoint"), setState, messageTo(setState)), []);
  if (state === undefined) return null;
  return (
    <section aria-labelledby={id} className="mb-4 rounded border border-slate-300 bg-white p-4">
      <h2 id={id} className="mb-2 text-lg font-semibold">
        Last checkpoint
      </h2>
      {typeof state === "string" ? (
        <p role="alert">{state}</p>
      ) : state.last ? (
        <>
          <p>
            {state.last.rows} rows at {formatDateTime(state.last.at)}, signed with key {state.last.key} (
            {state.last.madeBy === "daily" ? "the daily checkpoint, emailed to compliance" : `made by ${state.last.madeBy}`}).
          </p>
          <p className="break-all text-sm text-slate-700">Last row&apos;s hash: {state.last.head}</p>
          <p className={state.extends ? "mt-1 text-green-800" : "mt-1 font-semibold text-red-800"}>
            {state.extends ? "The trail still extends it." : (state.reason ?? "The trail no longer extends it.")}
          </p>
        </>
      ) : (
        <p>No checkpoint yet: the first is made within a day of the server starting, or with npm run staff -- audit checkpoint.</p>
      )}
    </section>
  );
}
