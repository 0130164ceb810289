import type { PageHead } from "#content/schema";

export const lendingPartnersHead: PageHead = {
  title: "लेंडिंग पार्टनर | रेफ़र करें और कमाएँ | उद्यमित्र फ़ाइनेंस",
  description: "हमारे पार्टनर बनें: बिज़नेस लोन के रेफ़रल पर 1% तक और NCD निवेश के रेफ़रल पर 1% तक कमाएँ, या हमारे फ़िनटेक पार्टनरों के साथ को-लेंडिंग करें।",
  socialImage: "og-default",
};

export const lendingPartnersHeader = {
  title: "लेंडिंग पार्टनर",
  intro: "हम ऐसे फ़िनटेक, DSA और सलाहकारों के साथ काम करते हैं, जो अच्छे कारोबारों को सही लोन तक पहुँचाते हैं।",
};
