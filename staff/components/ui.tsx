// The console's few primitives: native controls with labels and one look.
import { useId, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";

const control = "mt-1 block w-full rounded border border-slate-400 bg-white px-2 py-1.5 text-slate-900";

export function Button({
  variant = "primary",
  className = "",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: "primary" | "secondary" | "danger" }) {
  const look =
    variant === "primary"
      ? "bg-blue-800 text-white hover:bg-blue-900"
      : variant === "danger"
        ? "border border-red-800 bg-white text-red-800 hover:bg-red-50"
        : "border border-slate-500 bg-white text-slate-900 hover:bg-slate-100";
  return <button type="button" className={`rounded px-3 py-1.5 font-medium disabled:opacity-60 ${look} ${className}`} {...props} />;
}

export function TextField({ label, className = "", ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  return (
    <label className={`block text-sm font-medium text-slate-800 ${className}`}>
      {label}
      <input className={control} {...props} />
    </label>
  );
}

export function SelectField({
  label,
  className = "",
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; children: ReactNode }) {
  return (
    <label className={`block text-sm font-medium text-slate-800 ${className}`}>
      {label}
      <select className={control} {...props}>
        {children}
      </select>
    </label>
  );
}

/** An error sentence from the server, read out as soon as it appears. */
export function ErrorMessage({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="my-3 rounded border border-red-700 bg-red-50 px-3 py-2 text-red-900">
      {message}
    </p>
  );
}

/** A titled section, named by its heading (a landmark screen readers can jump to). */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-6 rounded border border-slate-300 bg-white p-4">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
