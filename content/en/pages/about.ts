import type { PageHead } from "#content/schema";
import { site } from "#content/site";

export const aboutHead: PageHead = {
  title: "About Us | Udyamitra Finance",
  description:
    "Who we are: a BSE-listed NBFC led by bankers with over 100 years of combined experience, financing small and medium businesses across India.",
  socialImage: "og-default",
};

export const aboutHeader = {
  title: "About Udyamitra Finance",
  intro:
    "We are a non-banking financial company listed on BSE, focused on one thing: credit for India's small and medium enterprises, delivered with the speed of a fintech and the judgement of experienced bankers.",
};

export const aboutMission = {
  heading: "Our mission",
  text: "To make timely, fairly priced credit available to every well-run small and medium enterprise in India, and to earn the trust of borrowers, shareholders and regulators through transparent conduct.",
};

export const aboutInvestorServices = {
  heading: "Investor services",
  intro: "Reports, disclosures and help for our shareholders, in one place.",
  cards: [
    { title: "Investor Relations", text: "Our full document library for shareholders and analysts.", href: "/investors" },
    {
      title: "Disclosures",
      text: "Intimations and disclosures made under the SEBI Listing Regulations.",
      href: "/investors?modalPath=Intimations%2FDisclosures",
    },
    {
      title: "Annual Reports",
      text: "Annual reports from 1995-96 to the latest financial year.",
      href: "/investors?modalPath=Annual%20Report",
    },
    {
      title: "Corporate Announcements",
      text: "Newspaper advertisements and Regulation 30 announcements.",
      href: "/investors?modalPath=Corporate%20Announcements",
    },
    {
      title: "Investors Grievance Redressal",
      text: "Write to our grievance officer; we reply within the SEBI timelines.",
      href: `mailto:${site.contact.grievanceEmail}`,
    },
    {
      title: "Corporate Governance",
      text: "Board-approved policies and codes that govern how we operate.",
      href: "/investors?modalPath=Policies",
    },
  ],
};

export const aboutLeadership = {
  heading: "Our leadership",
  intro: "Over 100 years of combined experience in MSME credit, risk and operations.",
  expertiseLabel: "Expertise",
  members: [
    {
      id: "ceo",
      name: "Rajesh Venkataraman",
      position: "Chief Executive Officer",
      image: "leader-ceo",
      imageAlt: "Illustrated portrait of Rajesh Venkataraman",
      description:
        "Rajesh spent 28 years in SME and mid-corporate banking with two large Indian banks before founding the company's MSME lending business. He sets strategy and chairs the credit committee.",
      expertise: ["MSME credit strategy", "Mid-corporate banking", "Capital raising"],
    },
    {
      id: "cro",
      name: "Anjali Deshmukh",
      position: "Chief Risk Officer",
      image: "leader-cro",
      imageAlt: "Illustrated portrait of Anjali Deshmukh",
      description:
        "Anjali has 24 years in credit risk at banks and NBFCs. She built our cash-flow based underwriting model and oversees portfolio monitoring, collections policy and regulatory compliance.",
      expertise: ["Credit risk and underwriting", "Portfolio monitoring", "RBI regulatory compliance"],
    },
    {
      id: "business-head",
      name: "Sandeep Patel",
      position: "Business Head",
      image: "leader-business",
      imageAlt: "Illustrated portrait of Sandeep Patel",
      description:
        "Sandeep has led MSME sales and supply chain finance teams across Gujarat and Maharashtra for 22 years. He runs our branches, partner channels and relationship managers.",
      expertise: ["Supply chain finance", "Branch and channel distribution", "Relationship management"],
    },
  ],
} as const;

export const aboutPhilosophy = {
  heading: "Leadership philosophy",
  items: [
    {
      title: "Vision-Driven",
      text: "We plan for the lender we want to be in ten years and make today's choices, on risk and on people, accordingly.",
    },
    {
      title: "Innovation-Focused",
      text: "We use data and digital processes to decide faster, and keep people in charge of every credit decision.",
    },
    {
      title: "Collaboration",
      text: "Credit, risk and business teams decide together, with the borrower's cash cycle at the centre of the table.",
    },
  ],
};

export const aboutFaq = {
  heading: "Frequently asked questions",
  items: [
    {
      question: "Who can apply for a business loan?",
      answer:
        "Proprietorships, partnerships, LLPs and private or public limited companies that have operated for at least two years, file GST returns and have a satisfactory CIBIL record.",
    },
    {
      question: "How much can I borrow, and for how long?",
      answer:
        "Business loans go up to ₹5 Cr with tenure from 12 to 48 months. The amount depends on your turnover, cash flows, existing obligations and any security offered.",
    },
    {
      question: "What documents do I need?",
      answer:
        "KYC of the business and promoters, the last 12 months' bank statements, GST returns, and the last two years' audited financials with income tax returns.",
    },
    {
      question: "Is Udyamitra Finance regulated?",
      answer:
        "Yes. We are a non-banking financial company registered with the Reserve Bank of India and our shares are listed on BSE, so we follow RBI and SEBI rules on lending, disclosure and fair practices.",
    },
  ],
};
