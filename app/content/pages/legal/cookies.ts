import { site } from "~/content/site";
import type { Page } from "~/content/types";
import { policyDate } from "./shared";

const p = (text: string) => ({ kind: "p", text }) as const;

/** Each browser's own help page on managing cookies (outbound links, not loaded resources). */
export const browserHelp = [
  { label: "Google Chrome", href: "https://support.google.com/chrome/answer/95647" },
  { label: "Mozilla Firefox", href: "https://support.mozilla.org/en-US/kb/cookies-information-websites-store-on-your-computer" },
  { label: "Apple Safari", href: "https://support.apple.com/guide/safari/manage-cookies-sfri11471/mac" },
  { label: "Microsoft Edge", href: "https://support.microsoft.com/en-us/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09" },
];

export const page = {
  path: "/legal/cookies",
  meta: {
    title: "Cookie Policy",
    description: "Cookie policy: what cookies are, the types and purposes, third-party cookies, and how to manage them in your browser."
  },
  hero: {
    eyebrow: "Legal",
    title: "Cookie Policy",
    intro: "What cookies are, how websites use them, and how you can control them in your browser."
  },
  sections: [
    {
      type: "legal",
      id: "policy",
      title: "Cookie Policy contents",
      lastUpdated: policyDate,
      clauses: [
        {
          id: "this-website",
          title: "How This Website Uses Cookies",
          blocks: [
            p(`In short: it does not. This website, operated by ${site.legalName}, sets no cookies of its own and loads nothing from other companies' servers, so no third party can set cookies through it either. It runs no analytics, advertising or social media code.`),
            p("It keeps two things in your browser's web storage, a storage area similar to cookies whose contents are never sent to a server. Your display theme preference is kept in local storage under the name ui-theme; it holds the word \"light\" and nothing that identifies you. While a tab is open, the scroll position of each page you visit is kept in session storage under the name react-router-scroll-positions, so that the Back button returns you to the same place; the browser deletes it when you close the tab. You can clear both at any time with your browser's site data settings."),
            p("The rest of this policy explains what cookies are and how they are generally used, including by web applications we provide to clients, so that you can make informed choices."),
          ],
        },
        {
          id: "what-are-cookies",
          title: "What Are Cookies",
          blocks: [
            p("Cookies are small text files that a website asks your browser to store on your device. The browser sends them back to the same website on later requests, which lets the site recognise your browser, keep you signed in or remember your settings. Cookies set by the website you are visiting are first-party cookies; cookies set by other domains whose content the page loads are third-party cookies."),
          ],
          subsections: [
            {
              id: "session-and-persistent-cookies",
              title: "Session and Persistent Cookies",
              blocks: [
                p("Session cookies last only while your browser is open and are deleted when you close it; they are typically used to keep you signed in as you move between pages. Persistent cookies stay on your device until they expire or you delete them; they are used to remember you between visits, for example your language or preferences."),
              ],
            },
          ],
        },
        {
          id: "why-cookies-are-used",
          title: "Why Cookies Are Used",
          blocks: [
            p("Websites and web applications generally use cookies for the following purposes:"),
            {
              kind: "list",
              items: [
                { term: "Functions", text: "to make features work, such as signing in, keeping a session or remembering the contents of a form." },
                { term: "Analytics", text: "to count visits and understand how people use a site, so that it can be improved." },
                { term: "Preferences", text: "to remember your choices, such as language, region or display settings." },
                { term: "Advertising", text: "to show adverts that are relevant to you and to measure how well they work, often across several sites." },
                { term: "Security", text: "to protect users and services, for example by detecting fraudulent sign-in attempts and preventing cross-site request forgery." },
              ],
            },
            p("This website uses none of these cookies. Web applications we provide to clients under contract, such as our platform console, use only the cookies they need to work securely, as described in the client's agreement and the application's own documentation. We do not use advertising cookies."),
          ],
        },
        {
          id: "types-of-cookies",
          title: "Types of Cookies",
          blocks: [
            p("Cookies are commonly grouped into these types. The descriptions say what each type does in general and, where relevant, in the services we provide; none of them is set by this website."),
            {
              kind: "list",
              items: [
                { term: "Essential cookies", text: "are strictly necessary for a service to work, such as keeping a signed-in session in a web application. They cannot usually be switched off without breaking the service." },
                { term: "Preference cookies", text: "remember choices such as language or layout so that you do not have to set them again. This website keeps its one preference, the display theme, in local storage instead of a cookie." },
                { term: "Analytics cookies", text: "collect information about how visitors use a site, usually in aggregate. This website runs no analytics." },
                { term: "Security cookies", text: "help detect abuse and protect accounts, for example by flagging repeated failed sign-in attempts. Our client applications use them for this purpose only." },
              ],
            },
          ],
        },
        {
          id: "third-party-cookies",
          title: "Third-Party Cookies",
          blocks: [
            p("Third-party cookies are set by a domain other than the one you are visiting, usually because the page embeds content from it, such as an advert, a video, a map, a font or a social media button. This website embeds no third-party content and makes no requests to other hosts, so no third-party cookies are set when you visit it. If you follow a link to another website, that website's own cookie policy applies."),
          ],
        },
        {
          id: "managing-cookies",
          title: "Your Choices: Managing Cookies in Your Browser",
          blocks: [
            p("Most browsers let you see the cookies and site data they hold, delete them, and block cookies from all sites or from third parties only. Blocking all cookies may stop some websites from working properly. The help pages of the four most common browsers explain how:"),
            { kind: "links", items: browserHelp },
            p("The same settings let you clear web storage, including the ui-theme preference and the scroll positions this website keeps."),
          ],
        },
        {
          id: "further-reading",
          title: "Further Reading",
          blocks: [
            p("To learn more about cookies and how to control them:"),
            {
              kind: "links",
              items: [
                { label: "Cookies: the UK Information Commissioner's Office guide for the public", href: "https://ico.org.uk/for-the-public/online/cookies/" },
                { label: "Using HTTP cookies: MDN Web Docs", href: "https://developer.mozilla.org/en-US/docs/Web/HTTP/Guides/Cookies" },
                { label: "Our Privacy Policy", href: "/legal/privacy" },
              ],
            },
          ],
        },
        {
          id: "changes-to-this-policy",
          title: "Changes to This Policy",
          blocks: [
            p("We will update this policy if the way this website or our services use cookies changes, for example before introducing any cookie on this website. The date at the top shows when it last changed."),
          ],
        },
        {
          id: "contact-us",
          title: "Contact Us",
          blocks: [
            p("If you have questions about this policy or our use of cookies, email our privacy team:"),
            { kind: "contact", offices: [], email: site.mailboxes.privacy },
          ],
        },
      ],
    },
  ],
} satisfies Page;
