import type { MetaDescriptor } from "react-router";
import { site } from "#content/site";
import type { PageHead } from "#content/schema";
import { socialImageUrl } from "../../lib/images";

export function absoluteUrl(path: string): string {
  return path === "/" ? `${__SITE_ORIGIN__}/` : `${__SITE_ORIGIN__}${path}`;
}

/** Title, description, canonical link and social tags for one page. */
export function pageMeta(head: PageHead, path: string): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const image = socialImageUrl(head.socialImage);
  return [
    { title: head.title },
    { name: "description", content: head.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand.name },
    { property: "og:locale", content: "en_IN" },
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
