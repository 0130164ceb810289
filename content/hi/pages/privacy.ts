import type { PageHead } from "#content/schema";

export const privacyHead: PageHead = {
  title: "Privacy Notice | Udyamitra Finance",
  description:
    "What personal data our website forms collect, why we collect it, how long we keep it and how to ask us to correct or delete it.",
  socialImage: "og-default",
};

export const privacyHeader = {
  title: "Privacy Notice",
  intro: "This notice covers the information you send us through this website.",
};
