// Images for the site: uploaded for a place on the pages (a partner's logo,
// a hero slide...), with a description in English and in Hindi for people
// who cannot see them (both required), converted by the build's image
// pipeline on the server. A section then names the image.
import { useEffect, useState, type FormEvent } from "react";
import { LANGS } from "#shared/locales";
import { useAnnounce } from "../components/announcer";
import { Button, Card, ErrorMessage } from "../components/ui";
import { ApiError, call, messageOf } from "../lib/api";
import type { SiteImage } from "../lib/content-types";
import { LANGUAGE_NAMES } from "../lib/format";
import { upload } from "../lib/upload";

type Problems = Record<string, string>;
const control = "mt-1 block w-full min-w-0 rounded border border-slate-400 bg-white px-2 py-1.5 aria-[invalid=true]:border-red-700";

/** `onImages`: the uploaded images' names whenever the list is read (the editor offers them on image fields). */
export function ContentImages({ onImages }: { onImages?: (names: string[]) => void }) {
  const announce = useAnnounce();
  const [images, setImages] = useState<SiteImage[]>([]);
  const [usages, setUsages] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [problems, setProblems] = useState<Problems>({});
  const [sent, setSent] = useState<number>();
  const load = () =>
    call("GET /content/images").then(
      (r) => (setImages(r.images), setUsages(r.usages)),
      (e: unknown) => setError(messageOf(e)),
    );
  useEffect(() => void load(), []);
  useEffect(() => onImages?.(images.map((i) => i.name)), [images, onImages]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setError(undefined);
    setProblems({});
    setSent(0);
    try {
      const { image } = await upload("POST /content/images", {}, new FormData(form), setSent).done;
      form.reset();
      announce(`Image ${image.name} uploaded: name it in a section to show it.`);
      await load();
    } catch (err) {
      setError(messageOf(err));
      if (err instanceof ApiError && Array.isArray(err.body.problems))
        setProblems(
          Object.fromEntries((err.body.problems as { path?: string[]; message: string }[]).map((p) => [p.path?.[0] ?? "", p.message])),
        );
    } finally {
      setSent(undefined);
    }
  };

  const field = (name: string, label: string, input: (props: Record<string, unknown>) => React.ReactNode) => (
    <div className="min-w-0">
      <label htmlFor={`image-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {input({
        id: `image-${name}`,
        name,
        className: control,
        "aria-invalid": problems[name] ? true : undefined,
        "aria-describedby": problems[name] ? `image-${name}-problem` : undefined,
      })}
      {problems[name] && (
        <p id={`image-${name}-problem`} className="mt-1 text-sm font-medium text-red-800">
          {problems[name]}
        </p>
      )}
    </div>
  );

  return (
    <Card title="Images">
      {images.length > 0 && (
        <ul className="mb-4 space-y-1">
          {images.map((i) => (
            <li key={i.name} className="break-words">
              <a href={i.url} className="text-blue-800 underline">
                {i.name}
              </a>{" "}
              ({i.usage}, {i.width}×{i.height}): {i.alt.en}
            </li>
          ))}
        </ul>
      )}
      <ErrorMessage message={error} />
      <form onSubmit={(e) => void submit(e)} className="grid gap-3 sm:grid-cols-2">
        {field("file", "Image (JPEG, PNG, WebP, AVIF or SVG, at most 5 MB)", (p) => (
          <input {...p} type="file" required accept="image/jpeg,image/png,image/webp,image/avif,image/svg+xml" />
        ))}
        {field("name", "Name (lowercase letters, digits and hyphens, e.g. partner-acme-logo)", (p) => (
          <input {...p} required />
        ))}
        {field("usage", "Where it goes", (p) => (
          <select {...p}>
            {usages.map((u) => (
              <option key={u}>{u}</option>
            ))}
          </select>
        ))}
        {LANGS.map((lang) =>
          field(`alt-${lang}`, `Description for people who cannot see it (${LANGUAGE_NAMES[lang] ?? lang})`, (p) => (
            <input {...p} required lang={lang} />
          )),
        )}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={sent !== undefined}>
            Upload image
          </Button>
          {sent !== undefined && <progress className="ml-3 align-middle" value={sent} aria-label="Upload" />}
        </div>
      </form>
    </Card>
  );
}
