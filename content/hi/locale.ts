// इस कॉपी की पेज भाषा, और दूसरी भाषा का लिंक।
export const locale = {
  lang: "hi",
  /** <html lang> और hreflang. */
  htmlLang: "hi",
  ogLocale: "hi_IN",
  /** हेडर और ड्रॉअर का स्विच: दूसरी भाषा, उसी के नाम से। */
  switchTo: { lang: "en", htmlLang: "en-IN", label: "English", title: "Read this page in English" },
  /** तारीख़ ऐसे लिखी जाती है: 23 नवंबर 2026. */
  months: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
} as const;
