// हर पेज के आसपास के शब्द: हेडर, ड्रॉअर, फ़ुटर, डायलॉग, एरर पेज।
// (Words around every page; the terms follow docs/hindi-glossary.md.)

/** मुख्य मेनू, स्पेसिफ़िकेशन के क्रम में (पाथ हर भाषा में एक जैसे हैं)। */
export const mainNav = [
  { label: "होम", to: "/" },
  { label: "हमारे बारे में", to: "/about" },
  { label: "प्रोडक्ट", to: "/product" },
  { label: "निवेशक", to: "/investors" },
  { label: "लेंडिंग पार्टनर", to: "/lending-partners" },
  { label: "करियर", to: "/career" },
] as const;

export const headerActions = {
  homeLink: "होम पेज",
  mainNavLabel: "मुख्य मेनू",
  bookACall: "कॉल बुक करें",
  /** स्क्रीन रीडर 'कॉल बुक करें' के बाद पढ़ते हैं: "कॉल बुक करें नंबर +91 22690 01234"। */
  bookACallOn: "नंबर",
  // ग्राहक पोर्टल अभी नहीं बना है; बटन 'काम जारी है' वाली सूचना खोलता है।
  customerLogin: "ग्राहक लॉगिन",
  openMenu: "मेनू खोलें",
  closeMenu: "मेनू बंद करें",
  menuTitle: "मेनू",
  /** 'निवेशक' लिंक के पास वाले बटन का नाम, जो निवेशकों का मेगा-मेनू खोलता है। */
  investorMenuToggle: "निवेशकों के पेज",
  skipToContent: "सीधे मुख्य हिस्से पर जाएँ",
  scrollToTop: "ऊपर जाएँ",
};

export const brandCopy = {
  tagline: "भारत के कारोबार की रफ़्तार बनाए रखने वाला लोन",
};

export const footerCopy = {
  about:
    "भारतीय रिज़र्व बैंक में रजिस्टर्ड और BSE पर लिस्टेड नॉन-बैंकिंग फ़ाइनेंस कंपनी (NBFC), जो भारत के छोटे और मझोले कारोबारों को वर्किंग कैपिटल, मशीनरी और विस्तार के लिए लोन देती है।",
  socialLabel: "सोशल मीडिया",
  quickLinks: "ज़रूरी लिंक",
  /** 'ज़रूरी लिंक' में मुख्य मेनू के बाद: इस साइट के पेज ("/privacy") या बाहर के पते। */
  moreLinks: [
    { label: "शिकायत निवारण", to: "/grievance-redressal" },
    { label: "रेगुलेटरी डिस्क्लोज़र", to: "/disclosures" },
    { label: "उचित व्यवहार संहिता", to: "/disclosures#fair-practices-code" },
    // यही पता content/regulators.ts में भी है; यहाँ लिखा है क्योंकि यह फ़ाइल हर पेज के साथ जाती है।
    { label: "SEBI SMART ODR पोर्टल", to: "https://smartodr.in" },
    { label: "गोपनीयता सूचना", to: "/privacy" },
    { label: "सुलभता विवरण", to: "/accessibility" },
    { label: "आपका डेटा", to: "/privacy/your-data" },
  ],
  contactUs: "संपर्क करें",
  ourOffices: "हमारे ऑफ़िस",
  /** "{city}" की जगह ऑफ़िस का शहर आता है। */
  viewOnMap: "{city} ऑफ़िस नक्शे पर देखें",
  newTab: "(नए टैब में खुलता है)",
  phoneLabels: { corporate: "कॉर्पोरेट ऑफ़िस", ahmedabad: "अहमदाबाद ब्रांच" },
  emailLabels: { general: "आम पूछताछ", investors: "निवेशक संबंध" },
  offices: {
    mumbai: { city: "मुंबई", label: "रजिस्टर्ड और कॉर्पोरेट ऑफ़िस" },
    ahmedabad: { city: "अहमदाबाद", label: "ब्रांच ऑफ़िस" },
  },
  newsletterHeading: "जानकारी पाते रहें",
  newsletterText: "हर तिमाही MSME लोन, नए प्रोडक्ट और निवेशकों से जुड़ी खबरें। कोई स्पैम नहीं; जब चाहें अनसब्सक्राइब करें।",
  disclaimer: "लोन देना पूरी तरह कंपनी के विवेक पर है, और यह क्रेडिट आकलन तथा दस्तावेज़ों पर निर्भर करता है। ब्याज दरें और शुल्क कंपनी की नीति के अनुसार हैं।",
  /** सबसे नीचे कंपनी के रजिस्ट्रेशन की पंक्ति (कानूनी नाम अंग्रेज़ी में ही रहता है; "{rbi}": RBI रजिस्ट्रेशन सर्टिफ़िकेट का नंबर)। */
  legalLine: "© {legalName}। CIN: {cin}। BSE स्क्रिप कोड: {bse}। RBI रजिस्ट्रेशन सर्टिफ़िकेट नंबर: {rbi}।",
};

/** स्पेसिफ़िकेशन का सेक्शन 2, हिन्दी में। */
export const underWorkingCopy = {
  heading: "काम जारी है",
  lines: ["यह हिस्सा अभी तैयार किया जा रहा है।", "कृपया जल्द ही फिर से देखें!"],
  close: "बंद करें",
};

/** जब पेज दिखाया न जा सके (404 पेज के शब्द pages/not-found.ts में हैं)। */
export const errorPageCopy = {
  notFoundTitle: "पेज नहीं मिला",
  notFoundText: "आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है।",
  errorTitle: "कुछ गड़बड़ हो गई",
  errorText: "यह पेज दिखाया नहीं जा सका। कृपया पेज दोबारा लोड करें, या होम पेज पर जाएँ।",
  homeLink: "होम पेज पर जाएँ",
};
