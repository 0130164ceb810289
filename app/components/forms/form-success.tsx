import type { Ref } from "react";

/** What replaces a sent enquiry form; focus moves here so it is read out. */
export function FormSuccess({ title, text, ref }: { title: string; text: string; ref: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1} role="status" className="rounded-lg bg-green-50 p-6 text-center focus:outline-none">
      <p className="text-lg font-semibold text-green-900">{title}</p>
      <p className="mt-2 text-green-900">{text}</p>
    </div>
  );
}
