import type { FormCopy } from "#forms/declare";
import type { privacyRequestForm } from "#forms/privacy-request";

export const privacyRequestCopy = {
  labels: { email: "आपका ईमेल पता", action: "आप हमसे क्या करवाना चाहते हैं?", change: "हमें क्या सुधारना है?" },
  messages: {
    email: { required: "ईमेल लिखना ज़रूरी है", email: "कृपया सही ईमेल पता लिखें", max: "ईमेल पता बहुत लंबा है" },
    action: { choice: "कृपया चुनें कि आप हमसे क्या करवाना चाहते हैं" },
    change: { max: "कृपया इसे 1000 अक्षरों से कम रखें" },
  },
  options: {
    action: {
      withdraw: "न्यूज़लेटर बंद करें (मेरी सहमति वापस)",
      copy: "मेरे डेटा की कॉपी भेजें",
      correct: "मेरा डेटा सुधारें",
      erase: "मेरा डेटा मिटाएँ",
    },
  },
  submitting: "भेजा जा रहा है...",
  submit: "मुझे पुष्टि का लिंक भेजें",
  success: {
    title: "अपना ईमेल देखें",
    text: "अगर पता सही है, तो पुष्टि का लिंक आपके पास आ रहा है। लिंक खोलने तक कुछ नहीं होगा; यह 24 घंटे चलता है।",
  },
  notice: {
    collected: "आपका ईमेल पता और आपका अनुरोध",
    why: "यह पक्का करने के लिए कि अनुरोध आपका है, और उसका जवाब देने के लिए",
    kept: "जवाब देने के बाद 3 साल तक, इस बात के सबूत के तौर पर कि हमने जवाब दिया",
  },
} satisfies FormCopy<typeof privacyRequestForm> & Record<string, unknown>;
