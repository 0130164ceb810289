import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { locale } from "#copy/locale";
import { localizedPath } from "#shared/locales";

/**
 * The same page in the other language: a plain link (a full page load into
 * that language's prerendered site), so it works without JavaScript and the
 * server remembers nothing. Once the page runs, it also carries the query,
 * so an open investor folder (?modalPath=...) stays open.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { pathname, search } = useLocation();
  // The prerendered link has no query; adding it after hydration keeps the
  // server's HTML and the first client render identical.
  const [query, setQuery] = useState("");
  useEffect(() => setQuery(search), [search]);
  const target = locale.switchTo;
  // Prerendering sees "/about/" (the page's folder); link to "/about", the
  // canonical path, so the switch costs no redirect and the server's HTML
  // and the first client render agree.
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return (
    <a href={`${localizedPath(target.lang, path)}${query}`} hrefLang={target.htmlLang} lang={target.htmlLang} title={target.title} className={className}>
      {target.label}
    </a>
  );
}
