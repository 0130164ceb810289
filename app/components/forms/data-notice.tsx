import { Link } from "react-router";
import type { DataNotice as Notice, privacyContact } from "#content/forms-copy";

type PrivacyContact = typeof privacyContact;

/** What a form collects, why, for how long and whom to ask to delete it: beside every submit button. */
export function DataNotice({
  notice,
  contact: privacyContact,
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
      {notice.collected} {notice.why}, and keep it {notice.kept}. {privacyContact.deleteText}{" "}
      <a href={`mailto:${privacyContact.email}`} className="underline underline-offset-2">
        {privacyContact.email}
      </a>{" "}
      (
      <Link to="/privacy" className="underline underline-offset-2">
        {privacyContact.linkText}
      </Link>
      ).
    </p>
  );
}
