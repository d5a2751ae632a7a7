/**
 * The route map (BRIEF.md): the one list that app/routes.ts, prerendering, navigation (paths
 * are typed against it) and the sitemap read. `file` is relative to app/. An `aliasOf` route
 * renders the same page as its target and points its canonical URL there.
 */
export interface RouteEntry {
  path: string;
  file: string;
  aliasOf?: string;
}

export const routeTable = [
  { path: "/", file: "routes/home.tsx" },
  { path: "/platform", file: "routes/platform/index.tsx" },
  { path: "/products", file: "routes/products.tsx" },
  { path: "/platform/ai-security", file: "routes/platform/ai-security.tsx" },
  { path: "/platform/monitoring", file: "routes/platform/monitoring.tsx" },
  { path: "/platform/incident-response", file: "routes/platform/incident-response.tsx" },
  { path: "/platform/analytics", file: "routes/platform/analytics.tsx" },
  { path: "/platform/threat-intelligence", file: "routes/platform/threat-intelligence.tsx" },
  { path: "/platform/automation", file: "routes/platform/automation.tsx" },
  { path: "/platform/compliance", file: "routes/platform/compliance.tsx" },
  { path: "/services", file: "routes/services/index.tsx" },
  { path: "/services/managed", file: "routes/services/managed.tsx" },
  { path: "/services/consulting", file: "routes/services/consulting.tsx" },
  { path: "/services/red-team", file: "routes/services/red-team.tsx" },
  { path: "/services/blue-team", file: "routes/services/blue-team.tsx" },
  { path: "/services/it-audit-compliance", file: "routes/services/it-audit-compliance.tsx" },
  { path: "/services/iam", file: "routes/services/iam.tsx" },
  { path: "/services/cloud-security", file: "routes/services/cloud-security.tsx" },
  { path: "/services/iot-security", file: "routes/services/iot-security.tsx" },
  { path: "/services/incident-response", file: "routes/services/incident-response.tsx" },
  { path: "/services/threat-intelligence", file: "routes/services/threat-intelligence.tsx" },
  { path: "/solutions", file: "routes/solutions/index.tsx" },
  { path: "/solutions/threat-detection", file: "routes/solutions/threat-detection.tsx" },
  { path: "/solutions/cloud-security", file: "routes/solutions/cloud-security.tsx" },
  { path: "/solutions/zero-trust", file: "routes/solutions/zero-trust.tsx" },
  { path: "/solutions/risk-management", file: "routes/solutions/risk-management.tsx" },
  { path: "/solutions/incident-response", file: "routes/solutions/incident-response.tsx" },
  { path: "/solutions/enterprise", file: "routes/solutions/enterprise.tsx" },
  { path: "/solutions/healthcare", file: "routes/solutions/healthcare.tsx" },
  { path: "/solutions/government", file: "routes/solutions/government.tsx" },
  { path: "/solutions/financial", file: "routes/solutions/financial.tsx" },
  { path: "/resources", file: "routes/resources/index.tsx" },
  { path: "/resources/docs", file: "routes/resources/docs.tsx" },
  { path: "/resources/case-studies", file: "routes/resources/case-studies.tsx" },
  { path: "/resources/webinars", file: "routes/resources/webinars.tsx" },
  { path: "/blog", file: "routes/blog.tsx" },
  { path: "/clients", file: "routes/clients.tsx" },
  { path: "/company/about", file: "routes/company/about.tsx" },
  { path: "/company", file: "routes/company/index.tsx", aliasOf: "/company/about" },
  { path: "/company/careers", file: "routes/company/careers.tsx" },
  // One page per job opening (app/content/jobs.ts); they share one module.
  { path: "/company/careers/senior-security-engineer", file: "routes/company/job.tsx" },
  { path: "/company/careers/threat-intelligence-analyst", file: "routes/company/job.tsx" },
  { path: "/company/careers/cloud-security-architect", file: "routes/company/job.tsx" },
  { path: "/company/careers/security-consultant", file: "routes/company/job.tsx" },
  { path: "/company/contact", file: "routes/company/contact.tsx" },
  { path: "/contact", file: "routes/contact.tsx", aliasOf: "/company/contact" },
  { path: "/legal/privacy", file: "routes/legal/privacy.tsx" },
  { path: "/legal/cookies", file: "routes/legal/cookies.tsx" },
] as const satisfies readonly RouteEntry[];

export type RoutePath = (typeof routeTable)[number]["path"];

/** Every path a page may link to: a route, optionally with an in-page #fragment. */
export type InternalHref = RoutePath | `${RoutePath}#${string}`;

export const NOT_FOUND_PATH = "/404";

/** Routes that are their own page (aliases excluded): what the sitemap lists. */
export const canonicalRoutes = routeTable.filter(
  (entry: RouteEntry) => entry.aliasOf === undefined,
);

export function isRoutePath(path: string): path is RoutePath {
  return routeTable.some((entry) => entry.path === path);
}
