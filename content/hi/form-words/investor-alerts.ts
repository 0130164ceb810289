import type { FormCopy } from "#forms/declare";
import type { investorAlertsForm } from "#forms/investor-alerts";
import type { investorAlertsEmails as en } from "#content/en/form-words/investor-alerts";

export const investorAlertsCopy = {
  /** The box on the Investors page. */
  heading: "ईमेल अलर्ट",
  text: "हर बार जब हम निवेशकों के लिए कोई दस्तावेज़ प्रकाशित करें, ईमेल पाएँ। पहले हम आपसे पुष्टि करने को कहेंगे।",
  labels: { email: "ईमेल पता" },
  messages: {
    email: { required: "ईमेल लिखना ज़रूरी है", email: "कृपया सही ईमेल पता लिखें", max: "ईमेल पता बहुत लंबा है" },
  },
  options: {},
  // ईमेल पते का नमूना: ईमेल पते लैटिन अक्षरों में ही लिखे जाते हैं।
  placeholder: "you@company.in",
  submit: "अलर्ट पाएँ",
  submitting: "भेजा जा रहा है...",
  success: { title: "अपना इनबॉक्स देखें", text: "हमने पुष्टि का एक लिंक भेजा है। उसे खोलने के बाद अलर्ट आने लगेंगे।" },
  notice: {
    collected: "सिर्फ़ आपका ईमेल पता और वह भाषा जिसमें आपने साइन अप किया",
    why: "जब भी हम निवेशकों के लिए कोई दस्तावेज़ प्रकाशित करें, आपको ईमेल भेजने के लिए",
    kept: "इसे तब तक रखते हैं, जब तक आप अनसब्सक्राइब न करें, फिर 30 दिनों तक (पुष्टि न करने पर 7 दिनों तक)",
  },
} satisfies FormCopy<typeof investorAlertsForm> & Record<string, unknown>;

// अलर्ट सूची के ईमेल और पेज; "{x}" की जगह सर्वर भरता है।
export const investorAlertsEmails = {
  confirm: {
    subject: "निवेशक दस्तावेज़ों के अलर्ट की पुष्टि करें",
    intro: "किसी ने, उम्मीद है आपने, हमारी वेबसाइट पर माँगा कि हर नया निवेशक दस्तावेज़ प्रकाशित होने पर उन्हें ईमेल मिले।",
    open: "पुष्टि के लिए यह लिंक खोलें और बटन दबाएँ:",
    ignore: "अगर यह आपने नहीं माँगा, तो इस ईमेल को अनदेखा करें: आपको आगे कुछ नहीं मिलेगा।",
  },
  alert: {
    subject: "नया निवेशक दस्तावेज़: {title}",
    intro: "हमने निवेशकों के लिए एक नया दस्तावेज़ प्रकाशित किया है: {title}, दिनांक {date}।",
    open: "इसे यहाँ खोलें:",
    unsubscribe: "ये ईमेल बंद करने के लिए यह लिंक खोलें और अनसब्सक्राइब बटन दबाएँ:",
  },
  updated: {
    subject: "बदला गया निवेशक दस्तावेज़: {title}",
    intro: "हमने निवेशकों के एक दस्तावेज़ का नया संस्करण प्रकाशित किया है: {title}, दिनांक {date}। यह उसी पते पर पिछली फ़ाइल की जगह लेता है।",
    whatChanged: "क्या बदला:",
  },
  yourData: "हमारे पास आपका क्या डेटा है, देखें या बदलें:",
  page: {
    title: "निवेशक दस्तावेज़ों के अलर्ट",
    confirmAsk: "हर नया निवेशक दस्तावेज़ प्रकाशित होने पर ईमेल पाने के लिए बटन दबाएँ।",
    confirmButton: "मेरे अलर्ट की पुष्टि करें",
    confirmed: "हो गया: हर नया निवेशक दस्तावेज़ प्रकाशित होने पर हम आपको ईमेल भेजेंगे।",
    unsubscribeAsk: "निवेशक दस्तावेज़ों के ईमेल बंद करने के लिए बटन दबाएँ।",
    unsubscribeButton: "अनसब्सक्राइब करें",
    unsubscribed: "हो गया: अब आपको निवेशक दस्तावेज़ों के अलर्ट नहीं मिलेंगे।",
    invalid: "यह लिंक सही नहीं है या पहले ही इस्तेमाल हो चुका है। आप निवेशक पेज पर फिर से साइन अप कर सकते हैं।",
    back: "निवेशक पेज पर लौटें",
  },
} satisfies { [K in keyof typeof en]: { [L in keyof (typeof en)[K]]: string } | string };
