import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { locale } from "#copy/locale";
import { LOCALES, localizedPath, otherLangs } from "#shared/locales";

/**
 * The same page in every other language (shared/locales.ts), each named in
 * itself: plain links (a full page load into that language's prerendered
 * site), so they work without JavaScript and the server remembers nothing.
 * Once the page runs, they also carry the query, so an open investor folder
 * (?modalPath=...) stays open.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { pathname, search } = useLocation();
  // The prerendered links have no query; adding it after hydration keeps the
  // server's HTML and the first client render identical.
  const [query, setQuery] = useState("");
  useEffect(() => setQuery(search), [search]);
  // Prerendering sees "/about/" (the page's folder); link to "/about", the
  // canonical path, so the switch costs no redirect and the server's HTML
  // and the first client render agree.
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return otherLangs(locale.lang).map((lang) => {
    const target = LOCALES[lang];
    return (
      <a
        key={lang}
        href={`${localizedPath(lang, path)}${query}`}
        hrefLang={target.htmlLang}
        lang={target.htmlLang}
        title={target.readIn}
        className={className}
      >
        {target.name}
      </a>
    );
  });
}
