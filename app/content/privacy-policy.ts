/** Copy of /privacy-policy (product.md §9 and the data this site actually collects). */
import { LEGAL_LAST_UPDATED, type LegalDocumentContent } from "./legal";
import { site } from "./site";

export const privacyPolicy: LegalDocumentContent = {
  title: "Privacy Policy",
  lastUpdated: LEGAL_LAST_UPDATED.label,
  lastUpdatedIso: LEGAL_LAST_UPDATED.iso,
  intro: [
    `This policy explains what personal information ${site.name} ("we", "us") collects through this website, why we collect it, how long we keep it, who receives it and the choices you have. It applies to this website and to the e-mails we send from it.`,
  ],
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      blocks: [
        `${site.name} is a financial-acumen training and executive coaching business based in ${site.city}, United States. We decide how the information described here is used. You can reach us about privacy at any time at ${site.email}.`,
      ],
    },
    {
      id: "what-we-collect",
      heading: "What we collect",
      blocks: [
        "We collect only what you give us in a form, plus a small amount of technical information needed to run and protect the site:",
        [
          "Newsletter: your e-mail address, when you subscribed and whether you are still subscribed.",
          "Newsletter sending (our own records, no tracking pixels): when you confirmed your subscription (or, for an imported list, when and where you gave your consent), each issue we sent you and whether your mail provider accepted it, whether an address bounced or its owner reported our e-mail as spam (we then stop sending to it), the issue you unsubscribed from, and each link in an issue you clicked (the link passes through our own website, which records the link and the issue and sends you on). We do not record whether you open an e-mail.",
          "Contact inquiry: your full name, work e-mail, company name, role (or the role you type in), company size, training interests, timeline and the description of your needs. The form's check that you are human is a puzzle your browser solves; it sends us no personal information and involves no third party.",
          "Financial Acumen Assessment: your name, e-mail, company, job title, role, team size and who you are exploring training for; your answers about experience, challenges, the knowledge questions, the awareness ratings, topic interests, urgency and format preferences; and the scores and recommended level we calculate from them.",
          "Webinar registration: your name and e-mail, and your company and role if you give them.",
          "Resource requests: your name, e-mail and the resource you asked for.",
          "Attribution: with each form you send, the page you first arrived on, the website that referred you and any campaign (utm_) parameters in the link you followed. Your browser keeps this in session storage until you close the tab; it reaches us with a form you submit, and the referring site and campaign also with the visit counting described next.",
          "Visit counting (our own, without cookies): each page you view and each assessment step you reach or submit sends us the page address, the referring site and campaign parameters of your visit. To count you once per day without a cookie, our server combines your IP address, your browser's user-agent string and the site name with a secret random value that changes every day, and keeps only the resulting code; it keeps neither the IP address nor the user-agent string, and deletes each day's secret value after two days, so the code cannot be traced back to you or linked across days. Nothing is stored in your browser for this. Requests from known bots and link prefetches are not counted, and if your browser sends a Global Privacy Control (Sec-GPC) or Do Not Track signal, nothing is recorded at all.",
          "Technical data: your IP address, used to limit repeated submissions and in our server logs, which record the page requested and the response status but no form contents, cookies or query strings.",
          "Analytics, where enabled: on our production domains we use Google Analytics to count page views (page address and title), with the device, browser and approximate location Google derives from your connection. It sets its own cookies.",
        ],
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and browser storage",
      blocks: [
        [
          "Admin session cookie: set only for our own staff when they sign in to the administration area. It is strictly necessary, cannot be read by scripts and expires after 12 hours (or 2 hours of inactivity).",
          "Session storage flags: your browser remembers, until you close the tab, whether you dismissed the bottom banner (ctaDismissed), the attribution described above, and your assessment answers while you are still completing it, so a page reload does not lose them.",
          "Analytics cookies: set by Google Analytics where analytics is enabled, as described above.",
        ],
        "We use no advertising cookies. You can clear cookies and site data in your browser settings at any time.",
      ],
    },
    {
      id: "why",
      heading: "Why we use it",
      blocks: [
        [
          "To answer your inquiry, schedule consultations and prepare proposals.",
          "To calculate your assessment results, e-mail them to you and follow up with a recommendation.",
          "To send the newsletter you subscribed to.",
          "To register you for the webinar and send you its details.",
          "To tell you when a resource you requested is available.",
          "To understand which pages and campaigns bring visitors to us and where the assessment loses them (attribution, visit counting and analytics).",
          "To keep the site secure and prevent spam and abuse.",
          "To meet our legal, tax and accounting obligations.",
        ],
        "We do not sell your personal information, and we do not share it for cross-context behavioral advertising.",
      ],
    },
    {
      id: "how-long",
      heading: "How long we keep it",
      blocks: [
        [
          "Newsletter: while you are subscribed. After you unsubscribe we keep your address marked as unsubscribed so we never e-mail you again, unless you ask us to delete it.",
          "Inquiries, assessment submissions, webinar registrations and resource requests, with their attribution and the e-mails we sent about them: up to 3 years after our last contact with you. If you become a client, for the length of our relationship and as long afterwards as tax and accounting law requires (generally 7 years).",
          "Abuse-prevention counters holding IP addresses: deleted within 24 hours after they expire.",
          "Server logs: up to 30 days.",
          "Admin session cookie: at most 12 hours. Session storage: until you close the tab.",
          "Visit counting: the individual page views and steps for 90 days; after that only daily totals (visitors, page views, pages, referring sites, campaigns, assessment steps) that describe no one.",
          "Analytics data: 14 months at Google, then deleted automatically.",
        ],
      ],
    },
    {
      id: "who-receives-it",
      heading: "Who receives it",
      blocks: [
        "We share personal information only with service providers that help us run the business, under contracts that limit their use of it to that service:",
        [
          "Our e-mail provider, which delivers the e-mails we send you and the notices we send ourselves.",
          "Our hosting provider, which runs the website and its database.",
          "Our scheduling provider (Calendly), when you book a session in the embedded calendar; the calendar loads only when you open it, and its own privacy policy applies to what you enter there.",
          "Our video provider (Google Drive), only if you press play on the video on our About page.",
          "Google Analytics, where analytics is enabled.",
        ],
        "We may also disclose information when the law requires it, to protect our rights or safety, or to a buyer or successor if the business is sold or reorganized.",
      ],
    },
    {
      id: "your-choices",
      heading: "Your choices: copies, corrections, deletion and unsubscribing",
      blocks: [
        `To get a copy of the information we hold about you, or to have it corrected or deleted, e-mail ${site.email} from the address you used with us (so we can verify the request). We answer within 45 days.`,
        `Every newsletter e-mail contains an unsubscribe link; one click stops further newsletters. You can also write to ${site.email}.`,
      ],
    },
    {
      id: "california",
      heading: "Your California privacy rights",
      blocks: [
        "If you live in California, the California Consumer Privacy Act, as amended by the California Privacy Rights Act, gives you the right to:",
        [
          "know the categories and specific pieces of personal information we collect, use and disclose, and why;",
          "delete personal information we collected from you, subject to legal exceptions;",
          "correct inaccurate personal information;",
          "opt out of the sale or sharing of personal information (we do neither);",
          "limit the use of sensitive personal information (we do not collect any);",
          "not be discriminated against for exercising these rights.",
        ],
        "In the past 12 months we collected these categories: identifiers (name, e-mail address, IP address); professional information (company, job title, role, company size); internet activity (pages viewed, referring site, campaign parameters); and inferences (your recommended training level). We disclosed them for business purposes only to the service providers listed above.",
        `To exercise these rights, e-mail ${site.email}. You may use an authorized agent, who must show your written permission. Under California's "Shine the Light" law, you may also ask whether we disclosed personal information to third parties for their direct marketing; we do not.`,
      ],
    },
    {
      id: "children",
      heading: "Children",
      blocks: [
        `This site and our services are not intended for children under 16, and we do not knowingly collect personal information from them. If you believe a child under 16 has given us information, contact ${site.email} and we will delete it.`,
      ],
    },
    {
      id: "where-processed",
      heading: "Where your data is processed",
      blocks: [
        "Your information is processed and stored in the United States. If you contact us from another country, your information will be transferred to and processed in the United States.",
      ],
    },
    {
      id: "security",
      heading: "How we protect it",
      blocks: [
        "The site is served over an encrypted connection, only authenticated staff can view submissions, staff passwords are stored as strong one-way hashes, and forms are protected against automated abuse. No method of transmission or storage is completely secure, but we work to protect your information and will notify you as the law requires if a breach affects it.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        "We will post any change on this page and update the date above. If a change materially affects how we use information we already hold, we will tell subscribers and clients by e-mail before it takes effect.",
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      blocks: [`${site.name}, ${site.city}, United States. E-mail: ${site.email}.`],
    },
  ],
};

export const privacySeo = {
  title: `Privacy Policy | ${site.name}`,
  description:
    "What personal information Acumen Leadership Group collects through its website, why, how long it is kept, who receives it, and how to get a copy, correct or delete it.",
};
