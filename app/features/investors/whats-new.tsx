import { investorsPublished as copy } from "#copy/pages/investors";
import { locale } from "#copy/locale";
import { formatIst, type LiveDocument } from "#shared/documents/live";
import { HeadedSection } from "../../components/ui/headed-section";

/** How many of the latest publications the page lists. */
const WHATS_NEW_COUNT = 5;

/** The latest publications, newest first, with their date and time in IST; nothing until there is one. */
export function WhatsNew({ documents }: { documents: readonly LiveDocument[] }) {
  if (documents.length === 0) return null;
  return (
    <HeadedSection
      headingId="whats-new-title"
      heading={copy.whatsNew}
      headingClassName="mb-2 text-lg font-semibold text-navy-900"
      className="mb-6 rounded-xl border border-navy-100 bg-white p-4"
    >
      <ul className="flex flex-col gap-2">
        {documents.slice(0, WHATS_NEW_COUNT).map((d) => (
          <li key={d.url} className="flex flex-wrap items-baseline justify-between gap-x-4">
            <a href={d.url} target="_blank" rel="noopener" className="font-medium text-navy-800 underline underline-offset-2">
              {d.title}
            </a>
            <span className="text-sm text-muted">
              <time dateTime={d.publishedAt}>{copy.publishedAt(formatIst(d.publishedAt, locale.lang))}</time>
            </span>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
