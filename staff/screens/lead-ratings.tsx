// Interview feedback on a job application: everyone's rating and note, and
// one's own to give (or give again, replacing it).
import { useState, type FormEvent } from "react";
import { Button } from "../components/ui";
import type { AnswerOf } from "../lib/api";
import { formatDateTime } from "../lib/format";
import { StaffNoteField } from "../components/staff-note-field";

type LeadDetail = AnswerOf<"GET /leads/:reference">;

export function Ratings({ lead, onRate }: { lead: LeadDetail; onRate: (rating: number, feedback: string) => Promise<boolean> }) {
  const [rating, setRating] = useState(0);
  const [feedback, setFeedback] = useState("");
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await onRate(rating, feedback.trim())) {
      setRating(0);
      setFeedback("");
    }
  };
  return (
    <>
      {lead.ratings.length ? (
        <ul className="mb-4 space-y-2">
          {lead.ratings.map((r) => (
            <li key={r.authorId} className="rounded bg-slate-100 p-2">
              <p className="font-medium">
                {r.author}: {r.rating} out of 5
              </p>
              {r.feedback && <p className="whitespace-pre-wrap">{r.feedback}</p>}
              <p className="text-sm text-slate-700">{formatDateTime(r.at)}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-4">No interview feedback yet.</p>
      )}
      <form onSubmit={submit} aria-label="Your interview feedback">
        <fieldset className="mb-2">
          <legend className="text-sm font-medium">Your rating</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className="flex items-center gap-1">
                <input type="radio" name="rating" value={n} className="size-5" checked={rating === n} onChange={() => setRating(n)} />
                {n}
              </label>
            ))}
          </div>
        </fieldset>
        <StaffNoteField label="Feedback (seen by staff only)" value={feedback} onChange={setFeedback} />
        <Button type="submit" className="mt-2" disabled={rating === 0}>
          Save rating
        </Button>
      </form>
    </>
  );
}
