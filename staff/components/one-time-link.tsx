import { useAnnounce } from "./announcer";
import { Button, TextField } from "./ui";
import { formatDateTime } from "../lib/format";

/**
 * A one-time link to hand to its person, shown only when the server has no
 * mail server to send it with (an invitation, a recovery link).
 */
export function OneTimeLinkField({ label, url, expiresAt }: { label: string; url: string; expiresAt: string }) {
  const announce = useAnnounce();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      announce("Link copied.");
    } catch {
      announce("Copying was refused: select the link and copy it.");
    }
  };
  return (
    <div className="mt-4">
      <TextField
        label={`${label} (single use, valid until ${formatDateTime(expiresAt)})`}
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
      />
      <p className="mt-1 text-sm text-slate-700">No mail server is set: send this link to the person yourself, and to nobody else.</p>
      <Button variant="secondary" className="mt-2" onClick={copy}>
        Copy link
      </Button>
    </div>
  );
}
