import type { PageHead } from "#content/schema";

export const investorsHead: PageHead = {
  title: "निवेशक संबंध | उद्यमित्र फ़ाइनेंस",
  description: "उद्यमित्र फ़ाइनेंस की वार्षिक रिपोर्ट, वित्तीय नतीजे, शेयरहोल्डिंग पैटर्न, बोर्ड मीटिंग की सूचनाएँ, नीतियाँ और दूसरे डिस्क्लोज़र।",
  socialImage: "og-default",
};

export const investorsHeader = {
  title: "निवेशक संबंध",
  subtitle: "हमारी ताज़ा रिपोर्ट, वित्तीय विवरण और प्रेस रिलीज़ यहाँ देखें।",
};

/**
 * दस्तावेज़ लाइब्रेरी के सारे शब्द (स्पेसिफ़िकेशन सेक्शन 2 और 8, हिन्दी में)।
 * फ़ोल्डर और दस्तावेज़ों के नाम दस्तावेज़ों के असली नाम हैं, इसलिए अंग्रेज़ी में ही रहते हैं।
 */
export const investorsLibrary = {
  categories: "श्रेणियाँ",
  selectCategory: "श्रेणी चुनें",
  copyCategory: "इस श्रेणी का लिंक कॉपी करें",
  copyFolder: "इस फ़ोल्डर का लिंक कॉपी करें",
  foldersHeading: (folder: string) => `${folder} के फ़ोल्डर`,
  // हिन्दी में "फ़ोल्डर" और "दस्तावेज़" एकवचन और बहुवचन में एक जैसे रहते हैं।
  counts: (folders: number, documents: number) => `${folders} फ़ोल्डर, ${documents} दस्तावेज़`,
  back: "वापस",
  preview: "देखें",
  download: "डाउनलोड करें",
  newTab: " (नए टैब में खुलता है)",
  empty: "इस फ़ोल्डर में कोई दस्तावेज़ नहीं है।",
  notFound: "फ़ोल्डर नहीं मिला।",
  copied: "लिंक कॉपी हो गया!",
  copyFailed: "लिंक कॉपी नहीं हो सका। कृपया खुद कॉपी करें।",
  /** कॉपी-लिंक संदेश कितनी देर दिखता है (स्पेसिफ़िकेशन सेक्शन 9: 1.5 सेकंड)। */
  toastMs: 1500,
  close: "बंद करें",
  /** लाइब्रेरी की श्रेणियों और बार-बार आने वाले फ़ोल्डरों के हिन्दी नाम; दस्तावेज़ों के नाम नहीं बदलते। */
  folderNames: {
    "AGM-EGM-Postal Ballot": "एजीएम, ईजीएम और पोस्टल बैलट",
    "Annual Report": "वार्षिक रिपोर्ट",
    "Change in name of company": "कंपनी के नाम में बदलाव",
    "Constitutional Documents": "संवैधानिक दस्तावेज़",
    "Corporate Announcements": "कॉर्पोरेट घोषणाएँ",
    Downloads: "डाउनलोड",
    "Employee Stock Option Scheme 2025": "कर्मचारी स्टॉक ऑप्शन योजना 2025",
    "Financial Result": "वित्तीय नतीजे",
    "Intimations/Disclosures": "सूचनाएँ और डिस्क्लोज़र",
    "Investor Support": "निवेशक सहायता",
    "Notice of Board Meeting": "बोर्ड मीटिंग की सूचना",
    Policies: "नीतियाँ",
    "Rights Issue": "राइट्स इश्यू",
    "Secretarial Audit Report": "सेक्रेटेरियल ऑडिट रिपोर्ट",
    "Shareholding Pattern": "शेयरहोल्डिंग पैटर्न",
    "Newspaper Advertisements": "अख़बारों में विज्ञापन",
    "Regulation 30 Disclosures": "रेगुलेशन 30 के डिस्क्लोज़र",
    "Prior Intimations": "पहले से दी गई सूचनाएँ",
    "Outcome of Board Meeting": "बोर्ड मीटिंग के नतीजे",
    "Letter of Offer": "लेटर ऑफ़ ऑफ़र",
    "Draft Letter of Offer": "ड्राफ़्ट लेटर ऑफ़ ऑफ़र",
    "Issue Material": "इश्यू से जुड़ी सामग्री",
  } as Readonly<Record<string, string>>,
  search: {
    label: "दस्तावेज़ खोजें",
    placeholder: "दस्तावेज़ या फ़ोल्डर के नाम से खोजें",
    clear: "खोज हटाएँ",
    results: (n: number, query: string) =>
      n === 0 ? `"${query}" से मिलता कोई दस्तावेज़ या फ़ोल्डर नहीं मिला।` : `"${query}" के लिए ${n === 1 ? "1 नतीजा" : `${n} नतीजे`}`,
    more: "पहले 50 नतीजे दिखाए जा रहे हैं; खोज को सटीक बनाने के लिए और शब्द लिखें।",
    folder: "फ़ोल्डर",
    openFolder: "फ़ोल्डर खोलें",
    top: "मुख्य सूची",
    inside: "दस्तावेज़ों के अंदर मिला",
  },
};

/** स्टाफ़ कंसोल से कंपनी सेक्रेटरी के छापे दस्तावेज़: फ़ीड, "नया क्या है" और वापस लिए गए दस्तावेज़ का पता। */
export const investorsPublished = {
  feedTitle: "उद्यमित्र फ़ाइनेंस: निवेशकों के लिए डिस्क्लोज़र",
  feedSubtitle: "निवेशक लाइब्रेरी में नए छापे गए दस्तावेज़।",
  feedLinkTitle: "निवेशकों के लिए डिस्क्लोज़र (एटम फ़ीड)",
  whatsNew: "नया क्या है",
  publishedAt: (when: string) => `${when} IST को छापा गया`,
  gone: {
    title: "दस्तावेज़ वापस लिया गया",
    text: "कंपनी ने यह दस्तावेज़ वापस ले लिया है। मौजूदा दस्तावेज़ निवेशक लाइब्रेरी में हैं।",
    link: "निवेशक लाइब्रेरी पर जाएँ",
  },
};
