import type { ReactNode } from "react";
import { Link } from "react-router";
import { mainNav } from "#content/navigation";
import { site } from "#content/site";
import { formatPhone, telHref } from "../../lib/phone";
import { BrandMark } from "./brand-mark";

const heading = "text-sm font-semibold uppercase tracking-wider text-saffron-400";
const link = "text-white/85 underline-offset-4 hover:text-white hover:underline";

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
          <p className="mt-4 text-sm text-white/85">{site.footer.about}</p>
          {social.length > 0 && (
            <ul className="mt-4 flex gap-3" aria-label="Social media">
              {social.map((s) => (
                <li key={s.name}>
                  <a href={s.url} className={link} rel="noopener noreferrer" target="_blank">
                    {s.name}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={heading}>
            Quick links
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {mainNav.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={link}>
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/privacy" className={link}>
                Privacy notice
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={heading}>Contact us</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {site.contact.phones.map((p) => (
              <li key={p.number}>
                <span className="text-white/70">{p.label}: </span>
                <a href={telHref(p.number)} className={link}>
                  {formatPhone(p.number)}
                </a>
              </li>
            ))}
            {site.contact.emails.map((e) => (
              <li key={e.address}>
                <span className="text-white/70">{e.label}: </span>
                <a href={`mailto:${e.address}`} className={link}>
                  {e.address}
                </a>
              </li>
            ))}
          </ul>
          <h2 className={`${heading} mt-6`}>Our offices</h2>
          <ul className="mt-4 space-y-4 text-sm">
            {site.offices.map((o) => (
              <li key={o.city}>
                <p className="font-semibold">
                  {o.city} <span className="font-normal text-white/70">· {o.label}</span>
                </p>
                <address className="text-white/85 not-italic">
                  {o.addressLines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
                <a href={o.mapsUrl} className={link} target="_blank" rel="noopener noreferrer">
                  View {o.city} office on map<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={heading}>{site.footer.newsletterHeading}</h2>
          <p className="mt-4 text-sm text-white/85">{site.footer.newsletterText}</p>
          {newsletter}
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-xs text-white/75 sm:px-6">
          <p>{site.footer.disclaimer}</p>
          <p>
            © {site.brand.legalName}. CIN: {site.brand.cin}. BSE scrip code: {site.brand.bseScripCode}.
          </p>
        </div>
      </div>
    </footer>
  );
}
