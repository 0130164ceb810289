import type { Partner } from "#content/en/partners";

// लेंडिंग पार्टनर पेज: कमीशन का ऑफ़र, फ़िल्टर और पार्टनरों की सूची (स्पेसिफ़िकेशन
// सेक्शन 2, 3 और 9)। पार्टनर का नाम, id, लोगो, ईमेल, फ़ोन, वेबसाइट और स्थापना
// का साल अंग्रेज़ी वाली फ़ाइल जैसे ही रहते हैं; बाकी सब हिन्दी में है।

export type { Partner } from "#content/en/partners";

export const partnerCategories = ["फ़िनटेक पार्टनर"] as const;

export const partnersCopy = {
  commission: {
    heading: "कारोबार रेफ़र करें, कमीशन कमाएँ",
    items: [
      { rate: "1% तक", text: "बिज़नेस लोन के रेफ़रल पर" },
      { rate: "1% तक", text: "नॉन-कन्वर्टिबल डिबेंचर (NCD) में निवेश के रेफ़रल पर" },
    ],
    note: "कमीशन पार्टनर एग्रीमेंट के अनुसार, जारी हो चुके लोन और अलॉट हो चुके डिबेंचर पर मिलता है।",
  },
  filtersLabel: "पार्टनर फ़िल्टर करें",
  allFilter: "सभी पार्टनर",
  becomePartner: "पार्टनर बनने में दिलचस्पी है?",
  listHeading: "हमारे लेंडिंग पार्टनर",
  noPartners: "इस श्रेणी में अभी कोई पार्टनर नहीं है।",
  visitWebsite: "वेबसाइट देखें",
  /** स्क्रीन रीडर के लिए 'वेबसाइट देखें' के बाद: "वेबसाइट देखें: Vittkosh Technologies (नए टैब में खुलता है)"। */
  websiteOf: ": {name}",
  viewDetails: "पूरी जानकारी देखें",
  newTab: "(नए टैब में खुलता है)",
  detail: {
    about: "परिचय",
    specialties: "विशेषज्ञता",
    features: "सुविधाएँ",
    keyFacts: "मुख्य बातें",
    contact: "संपर्क",
    labels: {
      category: "श्रेणी",
      loanRange: "लोन की रकम",
      processingTime: "प्रोसेसिंग का समय",
      interestRate: "ब्याज दर",
      eligibility: "पात्रता",
      established: "स्थापना",
      totalDisbursed: "अब तक दिया गया कुल लोन",
      activeLoans: "चालू लोन",
      contactEmail: "ईमेल",
      contactPhone: "फ़ोन",
      website: "वेबसाइट",
    },
  },
};

export const partners: Partner[] = [
  {
    id: "vittkosh",
    name: "Vittkosh Technologies",
    category: "फ़िनटेक पार्टनर",
    logo: "partner-vittkosh",
    shortDescription: "छोटे व्यापारियों और मैन्युफ़ैक्चरर्स के लिए डिजिटल बिज़नेस लोन, एक दिन में मंज़ूरी।",
    description:
      "यह एक डिजिटल लेंडिंग प्लेटफ़ॉर्म है, जो हमारे साथ मिलकर किराना दुकानदारों, व्यापारियों और छोटे मैन्युफ़ैक्चरर्स को बिना गिरवी के बिज़नेस लोन देता है। आवेदन, KYC और बैंक स्टेटमेंट की जाँच ऑनलाइन होती है, इसलिए ज़्यादातर लोगों को दो कामकाजी दिनों में जवाब मिल जाता है।",
    specialties: ["बिना गिरवी के बिज़नेस लोन", "GST के आधार पर अंडरराइटिंग", "को-लेंडिंग", "बैंक स्टेटमेंट का विश्लेषण"],
    loanRange: "₹50,000 से ₹50,00,000",
    processingTime: "24 से 48 घंटे",
    interestRate: "12% से 24% सालाना",
    eligibility: "क्रेडिट स्कोर 650+, उम्र 21 से 65 साल",
    features: [
      "पूरी तरह डिजिटल आवेदन और e-KYC",
      "₹10,00,000 तक कोई गिरवी नहीं",
      "12 से 36 महीने की लचीली अवधि",
      "छह EMI के बाद पूरा लोन समय से पहले चुकाने (फ़ोरक्लोज़र) पर कोई चार्ज नहीं",
    ],
    contactEmail: "partners@vittkosh.example",
    contactPhone: "+912248901234",
    established: "2018",
    totalDisbursed: "₹2,500 करोड़",
    activeLoans: "1,25,000+",
    website: "https://www.vittkosh.example",
  },
];
