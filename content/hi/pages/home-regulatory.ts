import { regulatorLinks } from "#content/regulators";

// होम पेज का 'रेगुलेटरी जानकारी' हिस्सा (नीचे की ओर): वे लिंक जो कोई रेगुलेटर
// ढूँढता है, और रजिस्ट्रेशन नंबर।

export const homeRegulatory = {
  heading: "रेगुलेटरी जानकारी",
  /** "{cin}" और "{rbi}" content/site.ts से आते हैं। */
  identity: "CIN {cin} · RBI रजिस्ट्रेशन सर्टिफ़िकेट नंबर {rbi} · हम जनता से जमा राशि (पब्लिक डिपॉज़िट) नहीं लेते।",
  links: [
    { label: "शिकायत निवारण", to: "/grievance-redressal" },
    { label: "रेगुलेटरी डिस्क्लोज़र", to: "/disclosures" },
    { label: "उचित व्यवहार संहिता", to: "/disclosures#fair-practices-code" },
    { label: "SEBI SMART ODR पोर्टल", to: regulatorLinks.smartOdr },
  ],
  newTab: "(नए टैब में खुलता है)",
};
