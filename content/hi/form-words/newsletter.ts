import type { FormCopy } from "#forms/declare";
import type { newsletterForm } from "#forms/newsletter";

export const newsletterCopy = {
  labels: { email: "ईमेल पता" },
  /** स्पेसिफ़िकेशन सेक्शन 5 के संदेश, हिन्दी में (लंबाई वाला संदेश हमारा है)। */
  messages: {
    email: { required: "ईमेल लिखना ज़रूरी है", email: "कृपया सही ईमेल पता लिखें", max: "ईमेल पता बहुत लंबा है" },
  },
  options: {},
  // ईमेल पते का नमूना: ईमेल पते लैटिन अक्षरों में ही लिखे जाते हैं।
  placeholder: "you@company.in",
  submit: "सब्सक्राइब करें",
  submitting: "सब्सक्राइब हो रहा है...",
  /** स्पेसिफ़िकेशन सेक्शन 8, हिन्दी में। */
  success: { title: "आपने सब्सक्राइब कर लिया है!", text: "हमारा न्यूज़लेटर सब्सक्राइब करने के लिए धन्यवाद।" },
  notice: {
    collected: "सिर्फ़ आपका ईमेल पता",
    why: "हर तिमाही अपना न्यूज़लेटर भेजने के लिए",
    kept: "इसे तब तक रखते हैं, जब तक आप अनसब्सक्राइब न करें",
  },
} satisfies FormCopy<typeof newsletterForm> & Record<string, unknown>;
