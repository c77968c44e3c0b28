/** Copy of /terms-of-service (product.md §9 Terms of service). */
import { LEGAL_LAST_UPDATED, type LegalDocumentContent } from "./legal";
import { site } from "./site";

export const termsOfService: LegalDocumentContent = {
  title: "Terms of Service",
  lastUpdated: LEGAL_LAST_UPDATED.label,
  lastUpdatedIso: LEGAL_LAST_UPDATED.iso,
  intro: [
    `These terms govern your use of this website and the training, coaching and consulting services of ${site.name} ("we", "us"). By using the site or booking a service you agree to them. If you book on behalf of a company, you confirm you may bind it to these terms.`,
  ],
  sections: [
    {
      id: "services",
      heading: "Our services",
      blocks: [
        "We provide financial-acumen workshops, cohort programs, custom team training, executive coaching and consulting. The scope, dates, participants and fees of each engagement are set out in a written proposal or agreement; where it differs from these terms, the signed proposal or agreement prevails.",
        "The program levels, formats and durations described on this site are illustrative and are customized for each client.",
      ],
    },
    {
      id: "fees-and-payment",
      heading: "Fees and payment",
      blocks: [
        [
          "Fees are due in advance of the services, unless your written agreement says otherwise.",
          "You may pay by credit card, bank transfer or company check.",
          "All fees are quoted and payable in US dollars and exclude any applicable taxes, which you are responsible for.",
        ],
      ],
    },
    {
      id: "cancellations-and-refunds",
      heading: "Cancellations and refunds",
      blocks: [
        "If you cancel a scheduled session, workshop or program:",
        [
          "7 or more days before the scheduled start: full refund.",
          "2 to 6 days before the scheduled start: 50% refund.",
          "Less than 48 hours before the scheduled start: no refund.",
        ],
        "Approved refunds are processed within 5-10 business days to the original method of payment. Apart from the cancellations above and the guarantee below, fees are generally non-refundable once services commence. We are happy to discuss rescheduling instead of cancelling.",
      ],
    },
    {
      id: "guarantee",
      heading: "Our 100% satisfaction guarantee",
      blocks: [
        `If you are not satisfied with a program, tell us at ${site.email}. We will work with you to fix it, and if we cannot, we will give you a full refund of the fees paid for that program.`,
      ],
    },
    {
      id: "free-content",
      heading: "Free assessment, resources and webinars",
      blocks: [
        "The Financial Acumen Assessment, free resources, newsletter and webinars are offered for education. Assessment results and recommendations are indicative. Nothing on this site or in our programs is investment, accounting, legal or tax advice; consult a qualified professional for decisions that need it.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Materials and intellectual property",
      blocks: [
        "We own the content of this site and our program materials (participant workbooks, slides, tools, templates, financial models and quick reference guides). Participants may use the materials they receive for their own internal business purposes. You may not resell, republish or distribute them, or use them to train others, without our written permission.",
      ],
    },
    {
      id: "confidentiality",
      heading: "Your data and confidentiality",
      blocks: [
        "When you share financial data or other confidential information so that we can customize a program, we use it only to deliver your services, keep it confidential and return or delete it on request. Our Privacy Policy explains how we handle personal information.",
      ],
    },
    {
      id: "acceptable-use",
      heading: "Using this website",
      blocks: [
        "Please do not misuse the site: no automated or bulk submissions, no attempts to gain unauthorized access or disrupt the service, and no false information in forms. We may block access to anyone who does.",
        "The site links to and embeds services run by others, such as our scheduling calendar and video host. Their own terms apply to them, and we are not responsible for their content.",
      ],
    },
    {
      id: "disclaimers",
      heading: "Disclaimers and limitation of liability",
      blocks: [
        "The website and its free content are provided as they are, without warranties of any kind. We deliver our services with care and skill, but outcomes depend on many factors outside our control, and we do not guarantee specific business or financial results.",
        "To the extent the law allows, we are not liable for indirect, incidental or consequential losses, and our total liability for any claim about a service is limited to the fees you paid for that service in the 12 months before the claim.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law and disputes",
      blocks: [
        "These terms are governed by the laws of the State of California, without regard to its conflict-of-law rules. Any dispute arising from these terms or our services that we cannot resolve together will be settled by binding arbitration in Los Angeles, California, except that either party may seek urgent relief from a court to protect its confidential information or intellectual property.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      blocks: [
        "We may update these terms and will post the new version on this page with a new date. Changes do not affect engagements already agreed in writing.",
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      blocks: [`Questions about these terms: ${site.email}, ${site.name}, ${site.city}, United States.`],
    },
  ],
};

export const termsSeo = {
  title: `Terms of Service | ${site.name}`,
  description:
    "Terms for Acumen Leadership Group's training, coaching and website: fees due in advance in US dollars, cancellation and refund tiers, the satisfaction guarantee and California law.",
};
