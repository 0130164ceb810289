import type { PageHead } from "#content/schema";

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

export const careerBenefits = {
  heading: "Why work with us",
  cards: [
    {
      title: "Learn the whole business",
      text: "Sit with credit, sales and risk from your first month. Small teams mean you see every side of how a loan is made and repaid.",
    },
    {
      title: "Grow with a listed company",
      text: "Clear goals, a yearly review with your manager and a learning budget for certifications such as CFA, FRM and NISM.",
    },
    {
      title: "Care for you and your family",
      text: "Medical insurance for your family, term life cover, performance bonus and a hybrid week for roles that allow it.",
    },
  ],
};

export const careerOpenings = {
  heading: "Current openings",
  intro: "All roles are full-time and based in our Mumbai and Ahmedabad offices.",
  apply: "Apply",
  /** The Apply button's name for screen readers: "Apply for Risk Analyst". */
  applyLabel: "Apply for {title}",
  experienceLabel: "Experience",
  employmentTypes: { "full-time": "Full-time", "part-time": "Part-time", contract: "Contract", internship: "Internship" },
  none: "There are no openings right now. Please check back soon.",
};
