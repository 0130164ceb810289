import type { ReactNode } from "react";
import { Link } from "react-router";
import { ombudsman, regulatorLinks } from "#content/regulators";
import { grievance } from "#content/grievance";
import { grievanceLabels as labels, grievanceLevels as copy } from "#copy/pages/grievance";
import { lawNames } from "#copy/law";
import { citeLaw } from "#shared/law";
import { ExternalLink } from "../../components/ui/external-link";
import { fill } from "../../lib/fill";
import { formatPhone, telHref } from "../../lib/phone";
import { HeadedSection } from "../../components/ui/headed-section";
import { PostalAddress } from "../../components/ui/postal-address";

const link = "font-medium text-navy-700 underline underline-offset-2 hover:text-navy-900";

type Contact = { name?: string; designation?: string; phone: string; email: string; addressLines?: readonly string[]; hours?: string };

/** Who to reach at one level, as a description list. */
function ContactDetails({ contact }: { contact: Contact }) {
  const rows: [string, ReactNode][] = [];
  if (contact.name) rows.push([labels.name, contact.name]);
  if (contact.designation) rows.push([labels.designation, contact.designation]);
  rows.push([
    labels.phone,
    <a href={telHref(contact.phone)} className={link}>
      {formatPhone(contact.phone)}
    </a>,
  ]);
  rows.push([
    labels.email,
    <a href={`mailto:${contact.email}`} className={link}>
      {contact.email}
    </a>,
  ]);
  if (contact.hours) rows.push([labels.hours, contact.hours]);
  if (contact.addressLines) {
    rows.push([labels.address, <PostalAddress lines={contact.addressLines} className="not-italic" />]);
  }
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Level({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <li className="rounded-xl border border-navy-100 bg-white p-6 shadow-sm">
      <p className="text-sm font-semibold uppercase tracking-wider text-saffron-600">{fill(labels.level, { n })}</p>
      <h3 className="mt-1 text-xl font-semibold text-navy-900">{title}</h3>
      {children}
    </li>
  );
}

/** The levels a complaint goes through (RBI's guidance for NBFCs), each with whom to reach and the time to answer. */
export function GrievanceLevels() {
  const g = grievance;
  const days = g.clocks.borrower;
  const cite = (text: string) => citeLaw(text, lawNames);
  return (
    <HeadedSection headingId="grievance-levels-heading" heading={copy.heading} className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <p className="mt-3 max-w-3xl text-lg text-muted">{copy.intro}</p>
      <ol className="mt-10 grid gap-6 lg:grid-cols-2">
        <Level n={1} title={copy.customerCare.title}>
          <p className="mt-2 text-muted">{copy.customerCare.text}</p>
          <ContactDetails contact={{ ...g.customerCare, hours: copy.customerCare.hours }} />
        </Level>
        <Level n={2} title={copy.officer.title}>
          <p className="mt-2 text-muted">{copy.officer.text}</p>
          <ContactDetails contact={{ ...g.officer, designation: copy.officer.designation }} />
          <p className="mt-4 font-medium text-navy-900">{fill(copy.officer.answer, { days })}</p>
        </Level>
        <Level n={3} title={copy.nodalOfficer.title}>
          <p className="mt-2 text-muted">{copy.nodalOfficer.text}</p>
          <ContactDetails contact={{ ...g.nodalOfficer, designation: copy.nodalOfficer.designation }} />
          <p className="mt-4 font-medium text-navy-900">{copy.nodalOfficer.answer}</p>
        </Level>
        <Level n={4} title={copy.ombudsman.title}>
          <div id="ombudsman" className="scroll-mt-24">
            <p className="mt-2 text-muted">{cite(copy.ombudsman.what)}</p>
            <p className="mt-2 text-muted">{copy.ombudsman.when}</p>
            <p className="mt-2 font-medium text-navy-900">
              {fill(copy.ombudsman.compensation, {
                compensation: ombudsman.compensationLakh,
                distress: ombudsman.distressLakh,
                appealDays: ombudsman.appealDays,
              })}
            </p>
            <p className="mt-2 text-muted">{copy.ombudsman.crpc}</p>
            <p className="mt-4 text-sm">
              {copy.ombudsman.cmsText}{" "}
              <ExternalLink href={regulatorLinks.cms} newTab={labels.newTab} className={link}>
                {copy.ombudsman.cmsLink}
              </ExternalLink>
            </p>
            <p className="mt-2 text-sm">
              {copy.ombudsman.tollFreeLabel}:{" "}
              <a href={`tel:${ombudsman.tollFree}`} className={link}>
                {ombudsman.tollFree}
              </a>
            </p>
            <p className="mt-2 text-sm">{copy.ombudsman.postText}</p>
            <PostalAddress lines={ombudsman.postalAddressLines} className="mt-1 text-sm not-italic text-ink" />
          </div>
        </Level>
      </ol>
      <div className="mt-8 rounded-xl bg-navy-50 p-6">
        <h3 className="text-xl font-semibold text-navy-900">{copy.digitalLending.heading}</h3>
        <p className="mt-2 text-muted">{copy.digitalLending.text}</p>
        <Link to="/disclosures#digital-lending" className={`mt-3 inline-block ${link}`}>
          {copy.digitalLending.link}
        </Link>
      </div>
    </HeadedSection>
  );
}
