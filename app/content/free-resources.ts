/** Copy of /free-resources (product.md §2 Free Resources). */
import { site } from "./site";

export const freeResourcesHero = {
  eyebrow: "Free Resources",
  title: "Free Tools for Financially Confident Leaders",
  lead: "Start with the assessment to find your level, then come back for the toolkits we are preparing for leaders outside finance.",
};

export const featuredAssessment = {
  badge: "Featured",
  title: "Financial Acumen Assessment",
  description:
    "Find out where you stand and which training track (Level 1, 2 or 3) fits you best. It takes about 5 minutes, and your personalized results arrive by e-mail.",
  points: ["About 5 minutes", "Personalized level recommendation", "Results sent to your inbox"],
  action: { label: "Take Assessment", href: "/assessment" },
};

export const comingSoonResources = {
  title: "More Free Resources",
  items: [
    {
      title: "CFO Communication Toolkit",
      description:
        "Phrases, question lists and one-page templates for presenting to your CFO and finance team.",
      format: "Toolkit",
    },
    {
      title: "ROI Calculator for Training Programs",
      description: "A spreadsheet that estimates the return on your leadership development investment.",
      format: "Calculator",
    },
    {
      title: "Financial Metrics Cheat Sheet",
      description: "The ratios and metrics every leader should know, with what good and bad look like.",
      format: "Cheat sheet",
    },
  ],
  buttonLabel: "Coming Soon",
};

export const freeResourcesNext = {
  title: "Ready for More Than a Cheat Sheet?",
  text: "See how our programs build lasting financial fluency, or talk it through in a free 30-minute consultation.",
  programs: { label: "Explore Training Programs", href: "/training-programs" },
  consultation: { label: "Schedule a Consultation", href: "/consultation" },
};

export const freeResourcesSeo = {
  title: `Free Financial Acumen Resources for Leaders | ${site.name}`,
  description:
    "Free tools for non-finance leaders: the 5-minute Financial Acumen Assessment, plus a CFO communication toolkit, training ROI calculator and financial metrics cheat sheet coming soon.",
};
