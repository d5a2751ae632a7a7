import { site } from "~/content/site";
import type { Page } from "~/content/types";
import { policyDate, privacyContact } from "./shared";

const p = (text: string) => ({ kind: "p", text }) as const;

export const page = {
  path: "/legal/privacy",
  meta: {
    title: "Privacy Policy",
    description: "Privacy policy: what information we collect, how we use and protect it, how long we keep it and the rights you have over it."
  },
  hero: {
    eyebrow: "Legal",
    title: "Privacy Policy",
    intro: "How we collect, use, disclose and protect personal information, and the rights you have over it."
  },
  sections: [
    {
      type: "legal",
      id: "policy",
      title: "Privacy Policy contents",
      lastUpdated: policyDate,
      clauses: [
        {
          id: "introduction",
          title: "Introduction",
          blocks: [
            p(`${site.legalName} ("${site.name}", "we", "us") respects your privacy. This policy explains what personal information we collect when you visit this website or contact us, how we use and disclose it, how we protect it, and the rights you have over it.`),
            p("This website is a static information site. It has no accounts, no sign-in and no forms that send data to our servers: when you choose to contact us, your own mail program sends the message. The website sets no cookies, runs no analytics or advertising code and loads nothing from other companies' servers."),
            p("Our security services and platform are provided to clients under written agreements, which govern the client data we process on their behalf. This policy covers the website and your direct correspondence with us."),
          ],
        },
        {
          id: "information-we-collect",
          title: "Information We Collect",
          blocks: [p("We collect only what you choose to send us and the minimum technical data needed to deliver and secure the website.")],
          subsections: [
            {
              id: "personal-data",
              title: "Personal Data",
              blocks: [
                p("When you email us, for example to ask about our services, register for an event or webinar, subscribe to our newsletter or apply for a job, we receive what you write: typically your name, email address, employer, job title and the content of your message, and for job applications your résumé."),
                p("We do not ask for special categories of personal data, and we ask you not to send them."),
              ],
            },
            {
              id: "security-and-system-data",
              title: "Security and System Data",
              blocks: [
                p("Like any website, the servers that deliver these pages receive technical information with each request: your IP address, the page requested, the date and time, your browser's user agent and the referring page. The hosting infrastructure may record this in access and security logs, which are used to keep the website available and to detect and investigate attacks."),
              ],
            },
            {
              id: "derivative-data",
              title: "Derivative Data",
              blocks: [
                p("Derivative data is information derived from your use of a service, such as pages viewed or actions taken. This website does not build profiles of visitors, does not track you across pages or sites, and runs no analytics. It keeps only two things in your browser, and neither is ever sent to us: your display theme preference, in local storage under the name ui-theme, and, while the tab is open, the scroll position of each page you visit, in session storage under the name react-router-scroll-positions, so that the Back button returns you to the same place. Session storage is cleared when you close the tab."),
              ],
            },
          ],
        },
        {
          id: "use-of-your-information",
          title: "Use of Your Information",
          blocks: [
            p("We use the information described above to:"),
            {
              kind: "list",
              items: [
                { text: "answer your questions and provide the information, proposals or support you request;" },
                { text: "register you for events and webinars and send you the details or recordings;" },
                { text: "send the newsletter or announcements you subscribed to, until you unsubscribe;" },
                { text: "consider your application for a job with us;" },
                { text: "keep the website available and secure, and investigate abuse or attacks;" },
                { text: "meet our legal obligations and establish, exercise or defend legal claims." },
              ],
            },
            p("Where the law requires a legal basis, we rely on your consent (newsletters and announcements), on steps you ask us to take before entering into a contract (enquiries, proposals and job applications), and on our legitimate interest in running and securing our business (correspondence and security logs). We do not sell personal information and we do not use it for automated decisions that have legal or similarly significant effects on you."),
          ],
        },
        {
          id: "disclosure-of-your-information",
          title: "Disclosure of Your Information",
          blocks: [p("We share personal information only in the following situations.")],
          subsections: [
            {
              id: "by-law-or-to-protect-rights",
              title: "By Law or to Protect Rights",
              blocks: [
                p("We may disclose information where we believe in good faith that the law requires it, for example in response to a valid court order or request from a public authority, or where it is necessary to protect the rights, property or safety of our company, our clients or others, including investigating fraud and security incidents."),
              ],
            },
            {
              id: "third-party-service-providers",
              title: "Third-Party Service Providers",
              blocks: [
                p("We use service providers to run our business, such as email and hosting providers. They process personal information only on our instructions, under contracts that require them to protect it and forbid them to use it for their own purposes."),
              ],
            },
            {
              id: "business-transfers",
              title: "Business Transfers",
              blocks: [
                p("If we are involved in a merger, acquisition, financing, reorganisation or sale of all or part of our business, personal information may be transferred as part of that transaction. We will require the recipient to honour this policy, and we will tell you if your information becomes subject to a different policy."),
              ],
            },
          ],
        },
        {
          id: "security-of-your-information",
          title: "Security of Your Information",
          blocks: [
            p("Security is our business. We protect personal information with administrative, technical and physical measures appropriate to its sensitivity, including encryption in transit, access restricted to the people who need it, multi-factor authentication and monitoring of our own systems. This website is served over HTTPS with strict security headers."),
            p("No method of transmission or storage is completely secure. Email, in particular, may pass through systems outside our control; please do not send highly sensitive information by email unless we have agreed a secure channel with you."),
          ],
        },
        {
          id: "data-retention",
          title: "Data Retention",
          blocks: [
            p("We keep personal information only as long as we need it for the purpose we collected it for, or as the law requires. Correspondence about an enquiry is kept for as long as the conversation or resulting business relationship continues and for a limited period afterwards. Newsletter subscriptions are kept until you unsubscribe. Job applications are kept for the recruitment process and, if you agree, for future openings. Security logs are kept for a short, fixed period unless they are needed to investigate an incident. When information is no longer needed, we delete or anonymise it."),
          ],
        },
        {
          id: "your-rights",
          title: "Your Rights",
          blocks: [
            p("Depending on where you live, you have some or all of the following rights over your personal information:"),
            {
              kind: "list",
              items: [
                { term: "Access", text: "ask whether we hold personal information about you and receive a copy of it." },
                { term: "Correction", text: "ask us to correct information that is inaccurate or incomplete." },
                { term: "Deletion", text: "ask us to delete your information where we no longer have a reason to keep it." },
                { term: "Objection", text: "object to processing based on our legitimate interests, and to direct marketing at any time." },
                { term: "Portability", text: "receive information you gave us in a structured, machine-readable format, or have it sent to another organisation." },
                { term: "Withdrawing Consent", text: "withdraw consent you have given, such as for the newsletter, at any time; this does not affect processing that took place before." },
              ],
            },
            p("To exercise any of these rights, write to us at the address in the Contact Us section. We will answer within one month and may need to confirm your identity first. You also have the right to complain to your local data protection authority."),
          ],
        },
        {
          id: "childrens-privacy",
          title: "Children's Privacy",
          blocks: [
            p("Our website and services are intended for businesses and are not intended for anyone under 16. We do not knowingly collect personal information from children under 16. If you believe a child has sent us personal information, contact us and we will delete it."),
          ],
        },
        {
          id: "cookies",
          title: "Cookies",
          blocks: [
            p("This website sets no cookies, neither our own nor anyone else's. It stores your display theme preference in your browser's local storage under the name ui-theme, and the scroll positions of the pages you visit in session storage until you close the tab, as described under Derivative Data. Our Cookie Policy explains what cookies are, how they are generally used and how to control them in your browser."),
            { kind: "links", items: [{ label: "Cookie Policy", href: "/legal/cookies" }] },
          ],
        },
        {
          id: "international-data-transfers",
          title: "International Data Transfers",
          blocks: [
            p("We are a global company with offices in the United States and India. Personal information you send us is processed in the United States, and may be accessed by our staff in India where needed to answer you. Where the law requires it, we protect such transfers with appropriate safeguards, such as the standard contractual clauses approved by the European Commission."),
          ],
        },
        {
          id: "changes-to-this-policy",
          title: "Changes to This Policy",
          blocks: [
            p("We may update this policy from time to time. The date at the top shows when it last changed. If we make significant changes, we will say so prominently on this website, and where we have your email address and the change affects you, we will tell you directly."),
          ],
        },
        {
          id: "contact-us",
          title: "Contact Us",
          blocks: [
            p("Questions about this policy or requests about your personal information can be sent to our privacy team by email or post:"),
            privacyContact,
          ],
        },
      ],
    },
  ],
} satisfies Page;
