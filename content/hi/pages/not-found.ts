import type { PageHead } from "#content/schema";

export const notFoundHead: PageHead = {
  title: "पेज नहीं मिला | उद्यमित्र फ़ाइनेंस",
  description: "आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है। मेनू से बिज़नेस लोन, निवेशकों के दस्तावेज़, पार्टनर प्रोग्राम और करियर की जानकारी पाएँ।",
  socialImage: "og-default",
};

export const notFoundCopy = {
  title: "पेज नहीं मिला",
  text: "आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।",
  homeLink: "होम पेज पर जाएँ",
};
