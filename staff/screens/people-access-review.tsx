// The quarterly access review: each person's roles and last use, an account
// unused for 90 days flagged, confirmed by an administrator with a passkey
// (the server audits it and refuses a list that changed meanwhile).
import { useCallback, useState } from "react";
import { useAnnounce } from "../components/announcer";
import { Button, Card, ErrorMessage } from "../components/ui";
import { call, messageOf, type AnswerOf } from "../lib/api";

type AccessReviewList = AnswerOf<"GET /users/access-review">;
import { formatDateTime } from "../lib/format";
import { withReauth } from "../lib/passkeys";
import { useLoad } from "../lib/use-load";

export function AccessReview({ onReviewed }: { onReviewed: () => Promise<void> }) {
  const announce = useAnnounce();
  const [list, setList] = useState<AccessReviewList>();
  const [error, setError] = useState<string>();
  const load = useCallback(() => call("GET /users/access-review").then(setList, (e: unknown) => setError(messageOf(e))), []);
  useLoad(load);

  const confirm = async () => {
    if (!list) return;
    setError(undefined);
    try {
      const seen = Object.fromEntries(list.people.map((p) => [p.id, p.version]));
      await withReauth(() => call("POST /users/access-review", { body: { seen } }));
      announce("Access review confirmed and recorded in the audit trail.");
      await load();
      await onReviewed();
    } catch (e) {
      setError(messageOf(e));
    }
  };

  if (!list) return <ErrorMessage message={error} />;
  return (
    <Card title="Access review">
      <p className="mb-2 text-sm">
        Each quarter, check that everyone still needs the roles they have; change or disable an account above, then confirm the list.{" "}
        {list.lastReview ? `Last confirmed ${formatDateTime(list.lastReview.at)} by ${list.lastReview.by}.` : "Not confirmed yet."}
      </p>
      <ul className="mb-3 space-y-1 text-sm">
        {list.people.map((p) => (
          <li key={p.id}>
            <span className="font-medium">{p.name}</span>: {p.roles.join(", ")}; last used {formatDateTime(p.lastSignInAt)}
            {p.disabled ? " (disabled)" : p.unused ? " (unused for 90 days or more)" : ""}
          </li>
        ))}
      </ul>
      <ErrorMessage message={error} />
      <Button onClick={() => void confirm()}>Confirm this access review</Button>
    </Card>
  );
}
