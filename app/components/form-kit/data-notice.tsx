import { Link } from "react-router";
import type { DataNotice as Notice } from "#forms/declare";
import { fill } from "../../lib/fill";

export type PrivacyContact = {
  email: string;
  /** "{collected} {why}, and keep it {kept}.": the notice's words in the language's own order. */
  noticeSentence: string;
  /** Sentence that ends every data notice, before the privacy address. */
  deleteText: string;
  linkText: string;
  /** The "Your data" page's link (withdraw consent, ask for a copy, a correction or an erasure). */
  yourDataText: string;
};

/** What a form collects, why, for how long and whom to ask to delete it: beside every submit button. */
export function DataNotice({
  notice,
  contact,
  id,
  tone = "dark",
  className = "",
}: {
  notice: Notice;
  contact: PrivacyContact;
  id?: string;
  tone?: "dark" | "light";
  className?: string;
}) {
  return (
    <p id={id} className={`text-xs leading-relaxed ${tone === "light" ? "text-white/80" : "text-muted"} ${className}`}>
      {fill(contact.noticeSentence, notice)} {contact.deleteText}{" "}
      <a href={`mailto:${contact.email}`} className="underline underline-offset-2">
        {contact.email}
      </a>{" "}
      (
      <Link to="/privacy" className="underline underline-offset-2">
        {contact.linkText}
      </Link>
      ,{" "}
      <Link to="/privacy/your-data" className="underline underline-offset-2">
        {contact.yourDataText}
      </Link>
      ).
    </p>
  );
}
