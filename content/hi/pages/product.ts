import type { PageHead } from "#content/schema";
import type { ServiceIcon } from "#content/en/pages/product";

export type { ServiceIcon };

export const productHead: PageHead = {
  title: "प्रोडक्ट | SME और कॉर्पोरेट फ़ाइनेंस | उद्यमित्र फ़ाइनेंस",
  description: "भारत के SME और कंपनियों के लिए वर्किंग कैपिटल, टर्म लोन, मशीनरी फ़ाइनेंस, प्रॉपर्टी पर लोन, ग्रोथ कैपिटल और मार्जिन फ़ंडिंग।",
  socialImage: "og-default",
};

export const productHeader = {
  title: "हमारे प्रोडक्ट",
  intro: "आपके कारोबार के कैश फ़्लो के हिसाब से बना फ़ाइनेंस, रोज़ के वर्किंग कैपिटल से लेकर लंबे समय की तरक्की तक।",
};

export const productBanner = {
  image: "product-hero",
  alt: "शहर की ऑफ़िस इमारतों के बीच ऊपर उठते सोने के रुपये के सिक्के का चित्र",
} as const;

/** स्क्रीन रीडर के लिए हिस्से के नंबर से पहले का शब्द: "भाग 01"। */
export const productSectionLabel = "भाग";

export const productSections = [
  {
    sectionNumber: "01",
    sectionTitle: "SME फ़ाइनेंस",
    backgroundText: "SME",
    intro: "छोटे और मझोले कारोबारों के लिए कम समय के और टर्म लोन, कारोबार के अपने कैश फ़्लो के हिसाब से।",
    groups: [
      {
        title: "वर्किंग कैपिटल",
        services: [
          { icon: "cart", title: "परचेज़ फ़ाइनेंस", description: "कच्चे माल और स्टॉक के लिए सप्लायरों को समय पर भुगतान करें, और माल बिकने पर लोन चुकाएँ।" },
          { icon: "clipboard", title: "वर्क ऑर्डर फ़ाइनेंस", description: "सरकारी विभागों और बड़ी कंपनियों से मिले पक्के वर्क ऑर्डर पूरे करने के लिए फ़ंड।" },
          {
            icon: "invoice",
            title: "इनवॉइस डिस्काउंटिंग",
            description: "खरीदार के भुगतान के लिए 60 से 120 दिन इंतज़ार करने के बजाय, स्वीकार किए गए इनवॉइस को अभी नकद में बदलें।",
          },
          {
            icon: "chain",
            title: "सप्लाई चेन फ़ाइनेंस",
            description: "बड़ी एंकर कंपनियों के डीलरों और वेंडरों के लिए लोन, जिसकी कीमत एंकर कंपनी की मज़बूती देखकर तय होती है।",
          },
        ],
      },
      {
        title: "टर्म लोन",
        services: [
          {
            icon: "briefcase",
            title: "बिज़नेस लोन",
            description: "विस्तार या कारोबार की किसी भी ज़रूरत के लिए 12 से 48 महीने की अवधि के, ₹5 करोड़ तक के गिरवी वाले और बिना गिरवी के लोन।",
          },
          { icon: "gear", title: "मशीनरी फ़ाइनेंस", description: "नई या रिफ़र्बिश्ड मशीनें खरीदें, और उनसे बढ़े उत्पादन से लोन चुकाएँ।" },
          { icon: "building", title: "प्रॉपर्टी पर लोन", description: "रिहायशी, कमर्शियल या इंडस्ट्रियल प्रॉपर्टी पर लंबी अवधि के लिए फ़ंड।" },
        ],
      },
    ],
  },
  {
    sectionNumber: "02",
    sectionTitle: "कॉर्पोरेट फ़ाइनेंस",
    backgroundText: "कॉर्पोरेट",
    intro: "बढ़ रही या कैपिटल मार्केट में अपनी पोज़िशन संभाल रही स्थापित कंपनियों के लिए ज़रूरत के हिसाब से बनी फ़ंडिंग।",
    groups: [
      {
        title: "कॉर्पोरेट फ़ाइनेंस",
        services: [
          {
            icon: "trending",
            title: "ग्रोथ कैपिटल",
            description: "क्षमता बढ़ाने, दूसरी कंपनियाँ खरीदने या नए बाज़ारों में जाने के लिए फ़ंडिंग, आपके अनुमानों के हिसाब से तय।",
          },
          { icon: "scale", title: "मार्जिन फ़ंडिंग", description: "लिस्टेड योग्य सिक्योरिटीज़ पर फ़ाइनेंस, साफ़ मार्जिन शर्तों और पारदर्शी कीमतों के साथ।" },
        ],
      },
    ],
  },
] as const satisfies readonly {
  sectionNumber: string;
  sectionTitle: string;
  backgroundText: string;
  intro: string;
  groups: readonly { title: string; services: readonly { icon: ServiceIcon; title: string; description: string }[] }[];
}[];

/** EMI कैलकुलेटर की सीमाएँ और शब्द। रकम रुपयों में है। */
export const emiCalculator = {
  heading: "बिज़नेस लोन EMI कैलकुलेटर",
  intro: "घटते बैलेंस वाले लोन पर अपनी हर महीने की किस्त का अनुमान लगाएँ। आपको मिलने वाली ब्याज दर हमारे क्रेडिट आकलन पर निर्भर करती है।",
  limits: {
    amount: { min: 100_000, max: 50_000_000, step: 10_000, initial: 1_000_000 },
    tenure: { min: 12, max: 48, step: 1, initial: 24 },
    rate: { min: 8, max: 36, step: 0.05, initial: 16 },
  },
  labels: {
    amount: "लोन की रकम (₹)",
    tenure: "अवधि (महीने)",
    rate: "ब्याज दर (% सालाना)",
    emi: "हर महीने की EMI",
    totalInterest: "कुल ब्याज",
    totalPayable: "कुल भुगतान",
    schedule: "महीने-दर-महीने भुगतान का शेड्यूल",
    download: "शेड्यूल डाउनलोड करें (CSV)",
    month: "महीना",
    opening: "शुरुआती बकाया",
    payment: "EMI",
    interest: "ब्याज",
    principal: "मूलधन",
    closing: "बचा हुआ बकाया",
  },
  /** हर फ़ील्ड के नीचे उसकी सीमा: "₹1,00,000 से ₹5,00,00,000"। */
  range: "{min} से {max}",
  /** {min} और {max} की जगह फ़ॉर्मैट की हुई सीमाएँ आती हैं। */
  messages: {
    amount: "{min} से {max} तक की लोन रकम लिखें।",
    tenure: "{min} से {max} महीने तक की अवधि लिखें, पूरे महीनों में।",
    rate: "{min}% से {max}% सालाना तक की ब्याज दर लिखें।",
    invalid: "अपनी EMI देखने के लिए हाइलाइट किया गया फ़ील्ड ठीक करें।",
  },
  csvFileName: "emi-schedule.csv",
  disclaimer: "यह सिर्फ़ अंदाज़ा लगाने के लिए है; यह लोन का ऑफ़र नहीं है। रकमें पैसे तक राउंड की गई हैं, और राउंडिंग का अंतर आखिरी किस्त में जुड़ जाता है।",
};
