import { site } from "~/content/site";
import { shareImages } from "~/content-layer/store";
import { entryRoutes } from "~/route-table";
import { SHARE_IMAGE_SIZE } from "./entry-images";
import { type JsonLd, absoluteUrl, breadcrumbLd, organizationLd } from "./structured-data";

export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; type?: string; title?: string }
  | { "script:ld+json": JsonLd };

export interface SeoInput {
  /** The template appends the company name. */
  title: string;
  description: string;
  /** Canonical: aliases pass their target's path. */
  path: string;
  type?: "website" | "article";
  /** Organization and BreadcrumbList are added here. */
  structuredData?: JsonLd[];
  /** Home, the ancestor pages, then this page. */
  trail?: readonly (readonly [name: string, path: string])[];
  extra?: MetaDescriptor[];
  /** Its section's otherwise. */
  image?: { path: string; alt: string };
}

export const articleTimes = (date: string, updated?: string): MetaDescriptor[] => [
  { property: "article:published_time", content: date },
  ...(updated ? [{ property: "article:modified_time", content: updated }] : []),
];

/** Each section's share image, drawn at build (app/pages/og/[section].png.ts) from content/share-images.yaml;
 * entry pages have their own (entry-images.ts). */
export type ShareImage = keyof typeof shareImages;

const sectionOf: Record<string, ShareImage> = {
  platform: "platform",
  products: "platform",
  services: "services",
  solutions: "solutions",
  resources: "resources",
  blog: "blog",
  company: "company",
  clients: "company",
  contact: "company",
  legal: "legal",
};

export function shareImageFor(path: string): ShareImage {
  if (path === site.sectionPages.jobs || path.startsWith(`${entryRoutes.job.base}/`))
    return "careers";
  return sectionOf[path.split("/")[1] ?? ""] ?? "home";
}

export function pageTitle(title: string): string {
  return title === site.name ? title : `${title} | ${site.name}`;
}

/** Every page's meta comes from here, so every page gets the site-wide tags. */
export function seo({
  title,
  description,
  path,
  type = "website",
  structuredData = [],
  trail = [],
  extra = [],
  image: own,
}: SeoInput): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(path);
  const section = shareImageFor(path);
  const imageUrl = absoluteUrl(own?.path ?? `/og/${section}.png`);
  const imageAlt = own ? `${site.name}: ${own.alt}` : `${site.name}: ${shareImages[section].title}`;
  const breadcrumb = breadcrumbLd(trail);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: imageAlt },
    ...extra,
    ...[organizationLd(), ...(breadcrumb ? [breadcrumb] : []), ...structuredData].map((data) => ({
      "script:ld+json": data,
    })),
  ];
}
