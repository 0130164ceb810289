import type { PageHead } from "#content/schema";

export const privacyHead: PageHead = {
  title: "गोपनीयता सूचना | उद्यमित्र फ़ाइनेंस",
  description: "हमारी वेबसाइट के फ़ॉर्म कौन-सा निजी डेटा लेते हैं, क्यों लेते हैं, कितने समय तक रखते हैं, और उसे ठीक करवाने या मिटवाने के लिए हमसे कैसे कहें।",
  socialImage: "og-default",
};

export const privacyHeader = {
  title: "गोपनीयता सूचना",
  intro: "यह सूचना उस जानकारी के बारे में है, जो आप इस वेबसाइट के ज़रिए हमें भेजते हैं।",
};
