import type { lawNames as EnLawNames } from "#content/en/law";

// content/law.ts के कानूनों के नाम, जैसे पेज और ईमेल उन्हें लिखते हैं: कॉपी में "{law:<id>}"
// लिखा जाता है और पढ़ने वाले को यहाँ का नाम दिखता है। अधिनियम और नियम अपने हिन्दी नाम
// के साथ कोष्ठक में अपने आधिकारिक अंग्रेज़ी नाम से (docs/hindi-glossary.md)।

export const lawNames: typeof EnLawNames = {
  "rb-ios-2021": "रिज़र्व बैंक – एकीकृत लोकपाल योजना, 2021",
  "rb-ios-2026": "रिज़र्व बैंक – एकीकृत लोकपाल योजना, 2026",
  "rbi-penal-charges-2023": "लोन खातों में दंडात्मक शुल्क पर RBI का 2023 का सर्कुलर",
  "rbi-nbfc-conduct-2025": "भारतीय रिज़र्व बैंक (गैर-बैंकिंग वित्तीय कंपनियाँ – ज़िम्मेदार कारोबारी आचरण) निदेश, 2025",
  "sebi-scores-2023": "SCORES और ऑनलाइन विवाद समाधान से निवेशकों की शिकायतों के निवारण पर SEBI का 20 सितंबर 2023 का सर्कुलर",
  "dpdp-act-2023": "डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (Digital Personal Data Protection Act, 2023)",
  "dpdp-rules-2025": "डिजिटल व्यक्तिगत डेटा संरक्षण नियम, 2025 (Digital Personal Data Protection Rules, 2025)",
  "rpwd-act-2016": "दिव्यांगजन अधिकार अधिनियम, 2016 (Rights of Persons with Disabilities Act, 2016)",
  "rbi-accessible-kyc-2025": "दिव्यांगजनों के लिए सुलभ KYC पर RBI की 14 अगस्त 2025 की अधिसूचना (RBI/2025-26/74)",
};
