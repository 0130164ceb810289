// The page language of this copy, and the link to the other language.
export const locale = {
  lang: "en",
  /** <html lang> and hreflang. */
  htmlLang: "en-IN",
  ogLocale: "en_IN",
  /** The switch in the header and drawer: the other language, named in itself. */
  switchTo: { lang: "hi", htmlLang: "hi", label: "हिन्दी", title: "यह पेज हिन्दी में पढ़ें" },
  /** How dates are written on this site: 23 November 2026. */
  months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
} as const;
