import type { PageHead } from "../schema";

export const careerHead: PageHead = {
  title: "Careers | Join Our Team | Udyamitra Finance",
  description:
    "Build a career in MSME lending: open roles in credit, sales, risk and technology at Udyamitra Finance in Mumbai and Ahmedabad.",
  socialImage: "og-default",
};

export const careerHeader = {
  title: "Careers",
  intro: "Help us finance the businesses that build India. We hire people who like to understand a business before lending to it.",
};
