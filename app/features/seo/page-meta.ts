import type { MetaDescriptor } from "react-router";
import { locale } from "#copy/locale";
import { site } from "#content/site";
import type { PageHead } from "#content/schema";
import { LOCALES, hreflangAlternates, localizedPath, type Lang } from "#shared/locales";
import { socialImageUrl } from "../../lib/images";

const urlOf = (served: string) => (served === "/" ? `${__SITE_ORIGIN__}/` : `${__SITE_ORIGIN__}${served}`);

/** The public URL of a page (a language-neutral path like "/about") in a language, this page's by default. */
export function absoluteUrl(path: string, lang: Lang = locale.lang): string {
  return urlOf(localizedPath(lang, path));
}

/** Title, description, canonical link, the page in the other languages, and social tags for one page. */
export function pageMeta(head: PageHead, path: string): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const image = socialImageUrl(head.socialImage);
  return [
    { title: head.title },
    { name: "description", content: head.description },
    { tagName: "link", rel: "canonical", href: url },
    ...hreflangAlternates(path).map((alt) => ({ tagName: "link", rel: "alternate", hrefLang: alt.hreflang, href: urlOf(alt.path) })),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand.name },
    { property: "og:locale", content: LOCALES[locale.lang].ogLocale },
    { property: "og:title", content: head.title },
    { property: "og:description", content: head.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: head.title },
    { name: "twitter:description", content: head.description },
    { name: "twitter:image", content: image },
  ];
}
