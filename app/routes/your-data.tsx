import { yourDataHead, yourDataHeader, yourDataSteps } from "#copy/pages/your-data";
import { PageHeader } from "../components/ui/page-header";
import { YourDataForm } from "../features/privacy/your-data-form";
import { pageMeta } from "../features/seo/page-meta";

export const meta = () => pageMeta(yourDataHead, "/privacy/your-data");

export default function YourDataPage() {
  return (
    <>
      <PageHeader title={yourDataHeader.title} intro={yourDataHeader.intro} />
      <div className="mx-auto grid max-w-4xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2">
        <section aria-labelledby="your-data-steps">
          <h2 id="your-data-steps" className="text-2xl font-bold text-navy-900">
            {yourDataSteps.heading}
          </h2>
          <ol className="mt-4 list-decimal space-y-3 pl-5 text-ink">
            {yourDataSteps.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="your-data-form">
          <h2 id="your-data-form" className="text-2xl font-bold text-navy-900">
            {yourDataSteps.formHeading}
          </h2>
          <div className="mt-4">
            <YourDataForm />
          </div>
        </section>
      </div>
    </>
  );
}
