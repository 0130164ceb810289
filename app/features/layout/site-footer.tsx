import type { ReactNode } from "react";
import { Link } from "react-router";
import { footerCopy as copy, mainNav } from "#copy/shell";
import { site } from "#content/site";
import { fill } from "../../lib/fill";
import { formatPhone, telHref } from "../../lib/phone";
import { BrandMark } from "./brand-mark";
import { PostalAddress } from "../../components/ui/postal-address";

const heading = "text-sm font-semibold uppercase tracking-wider text-saffron-400";
const link = "text-white/85 underline-offset-4 hover:text-white hover:underline";

/** A link from copy: a page of this site (same language) or an address elsewhere, which opens in a new tab. */
function CopyLink({ to, children, newTab }: { to: string; children: ReactNode; newTab: string }) {
  if (to.startsWith("/") && !to.startsWith("//") && !/\.\w+$/.test(to)) {
    return (
      <Link to={to} className={link}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/.test(to);
  return (
    <a href={to} className={link} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
      {external ? <span className="sr-only"> {newTab}</span> : null}
    </a>
  );
}

/** A list of links from copy; `label` names the list when no heading does. */
function CopyLinkList({ links, className, label }: { links: readonly { to: string; label: string }[]; className: string; label?: string }) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((l) => (
        <li key={l.to}>
          <CopyLink to={l.to} newTab={copy.newTab}>
            {l.label}
          </CopyLink>
        </li>
      ))}
    </ul>
  );
}

/** `newsletter` is the sign-up form, composed in by the app root. */
export function SiteFooter({ newsletter }: { newsletter?: ReactNode }) {
  // The specification leaves the social targets empty: show only real links.
  const social = site.social.filter((s) => s.url !== "");
  return (
    <footer className="bg-navy-950 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link to="/" className="flex items-center gap-2">
            <BrandMark />
            <span className="text-lg font-bold">{site.brand.name}</span>
          </Link>
          <p className="mt-4 text-sm text-white/85">{copy.about}</p>
          {social.length > 0 && (
            <CopyLinkList links={social.map((s) => ({ to: s.url, label: s.name }))} className="mt-4 flex gap-3" label={copy.socialLabel} />
          )}
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={heading}>
            {copy.quickLinks}
          </h2>
          <CopyLinkList links={[...mainNav, ...copy.moreLinks]} className="mt-4 space-y-2 text-sm" />
        </nav>
        <div>
          <h2 className={heading}>{copy.contactUs}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {site.contact.phones.map((p) => (
              <li key={p.number}>
                <span className="text-white/70">{copy.phoneLabels[p.id]}: </span>
                <a href={telHref(p.number)} className={link}>
                  {formatPhone(p.number)}
                </a>
              </li>
            ))}
            {site.contact.emails.map((e) => (
              <li key={e.address}>
                <span className="text-white/70">{copy.emailLabels[e.id]}: </span>
                <a href={`mailto:${e.address}`} className={link}>
                  {e.address}
                </a>
              </li>
            ))}
          </ul>
          <h2 className={`${heading} mt-6`}>{copy.ourOffices}</h2>
          <ul className="mt-4 space-y-4 text-sm">
            {site.offices.map((o) => {
              const words = copy.offices[o.id];
              return (
                <li key={o.id}>
                  <p className="font-semibold">
                    {words.city} <span className="font-normal text-white/70">· {words.label}</span>
                  </p>
                  <PostalAddress lines={o.addressLines} className="text-white/85 not-italic" />
                  <CopyLink to={o.mapsUrl} newTab={copy.newTab}>
                    {fill(copy.viewOnMap, { city: words.city })}
                  </CopyLink>
                </li>
              );
            })}
          </ul>
        </div>
        <div>
          <h2 className={heading}>{copy.newsletterHeading}</h2>
          <p className="mt-4 text-sm text-white/85">{copy.newsletterText}</p>
          {newsletter}
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-xs text-white/75 sm:px-6">
          <p>{copy.disclaimer}</p>
          <p>
            {fill(copy.legalLine, {
              legalName: site.brand.legalName,
              cin: site.brand.cin,
              bse: site.brand.bseScripCode,
              rbi: site.regulatory.rbi.registrationNumber,
            })}
          </p>
        </div>
      </div>
    </footer>
  );
}
