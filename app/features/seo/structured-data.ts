import { locale } from "#copy/locale";
import { footerCopy } from "#copy/shell";
import { site } from "#content/site";
import { LOCALES } from "#shared/locales";
import { socialImageUrl } from "../../lib/images";
import { absoluteUrl } from "./page-meta";

/** schema.org FinancialService (an Organization) describing the company, in the page's language, for the home page. */
export function organizationJsonLd() {
  const main = site.offices[0];
  return {
    "@context": "https://schema.org",
    "@type": "FinancialService",
    name: site.brand.legalName,
    alternateName: site.brand.name,
    url: absoluteUrl("/"),
    inLanguage: LOCALES[locale.lang].htmlLang,
    logo: `${__SITE_ORIGIN__}/favicon.svg`,
    image: socialImageUrl("og-default"),
    description: footerCopy.about,
    foundingDate: String(site.brand.foundingYear),
    telephone: site.contact.bookACallPhone,
    email: site.contact.emails[0]?.address,
    areaServed: { "@type": "Country", name: "India" },
    identifier: [
      { "@type": "PropertyValue", propertyID: "CIN", value: site.brand.cin },
      { "@type": "PropertyValue", propertyID: "BSE scrip code", value: site.brand.bseScripCode },
    ],
    address: main && {
      "@type": "PostalAddress",
      streetAddress: main.addressLines.slice(0, -1).join(", "),
      addressLocality: footerCopy.offices[main.id].city,
      addressCountry: "IN",
    },
    sameAs: site.social.map((s) => s.url).filter((u) => u !== ""),
  };
}
