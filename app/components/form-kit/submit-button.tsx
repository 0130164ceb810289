/**
 * A form's send button. aria-disabled, not disabled, while sending: the
 * button keeps focus and the visitor hears the 'Submitting...' label.
 */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
  className = "",
}: {
  sending: boolean;
  label: string;
  sendingLabel: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      aria-disabled={sending}
      className={`rounded-md bg-navy-900 font-semibold text-white hover:bg-navy-800 aria-disabled:cursor-wait aria-disabled:opacity-70 ${className}`}
    >
      {sending ? sendingLabel : label}
    </button>
  );
}
