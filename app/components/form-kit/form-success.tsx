import type { Ref } from "react";

/** What replaces a sent form: the message and the submission's reference; focus moves here so it is read out. */
export function FormSuccess({
  title,
  text,
  reference,
  ref,
}: {
  title: string;
  text?: string;
  reference: string;
  ref: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} tabIndex={-1} role="status" className="rounded-lg bg-green-50 p-6 text-center focus:outline-none">
      <p className="text-lg font-semibold text-green-900">{title}</p>
      {text ? <p className="mt-2 text-green-900">{text}</p> : null}
      <p className="mt-3 text-sm font-medium text-green-900">{reference}</p>
    </div>
  );
}
