import { type SiteConfig, site } from "~/content/site";
import type { BlogArticle, BlogCategory, Page } from "~/content/types";

/** Archive counts from spec section 9; only the four sample articles below are on the site. */
export const blogCategories = [
  { name: "All", count: 42 },
  { name: "Technology", count: 12 },
  { name: "Security", count: 15 },
  { name: "Cloud", count: 8 },
  { name: "Threats", count: 7 },
] satisfies BlogCategory[];

const image = (name: string, alt: string) => ({ src: `/blog/${name}.svg`, width: 640, height: 360, alt });

export const blogArticles = [
  {
    slug: "ai-in-the-soc",
    title: "What AI Really Changes in the Security Operations Centre",
    description: "Models are good at ranking and correlating alerts, less good at judgement. Where machine learning earns its place in the SOC, and where analysts still decide.",
    category: "Technology",
    author: "Dr. Maya Okafor",
    date: "2026-10-28",
    readTime: "7 min read",
    image: image("ai-soc", "Illustration: a neural network of connected nodes feeding a ranked list of alerts"),
  },
  {
    slug: "phishing-resistant-mfa",
    title: "Moving to Phishing-Resistant MFA Without Locking Everyone Out",
    description: "Push prompts and one-time codes can be phished. A phased plan for passkeys and security keys, starting with the accounts attackers want most.",
    category: "Security",
    author: "Daniel Reyes",
    date: "2026-10-14",
    readTime: "6 min read",
    image: image("phishing-resistant-mfa", "Illustration: a padlock and a hardware security key beside a sign-in form"),
  },
  {
    slug: "cloud-identity-sprawl",
    title: "Identity Sprawl Is the New Cloud Misconfiguration",
    description: "Unused roles, long-lived keys and over-broad permissions outnumber open storage buckets in the cloud incidents we investigate. How to find and prune them.",
    category: "Cloud",
    author: "Priya Natarajan",
    date: "2026-09-30",
    readTime: "8 min read",
    image: image("cloud-identity", "Illustration: a cloud linked to a tangle of user and key icons being pruned"),
  },
  {
    slug: "ransomware-initial-access",
    title: "How Ransomware Crews Get In: Initial Access in 2026",
    description: "Edge devices, stolen sessions and help-desk social engineering: the entry points behind this year's ransomware cases, and the controls that stopped them.",
    category: "Threats",
    author: "James Whitfield",
    date: "2026-09-16",
    readTime: "9 min read",
    image: image("ransomware-access", "Illustration: a shield deflecting arrows aimed at a network edge device"),
  },
] satisfies BlogArticle[];

export const page = {
  path: "/blog",
  meta: {
    title: "Blog",
    description: "Security blog: threat research, cloud and technology analysis, and practical guidance from our analysts and engineers."
  },
  hero: {
    eyebrow: "Blog",
    title: "Security Blog",
    intro: "Threat research, analysis and practical guidance from our analysts, hunters and engineers."
  },
  sections: [
    {
      type: "blog",
      id: "articles",
      title: "Latest articles",
      intro: "Sample articles from our archive of 42. Pick a category to filter them.",
      categories: blogCategories,
      articles: blogArticles,
      endNote: "You've reached the end of the sample articles. New articles are announced in our newsletter.",
    },
    {
      type: "newsletter",
      id: "newsletter",
      title: "Subscribe to our newsletter",
      body: `Threat research and practical guidance from the ${site.name} team, about twice a month. Unsubscribe at any time.`,
      subject: `Subscribe to the ${site.name} newsletter`,
      endpoint: (site as SiteConfig).newsletterEndpoint,
    },
  ],
} satisfies Page;
