import { prerenderedPage } from "~/components/sections/prerendered-body";
import { page } from "~/content/pages/legal/privacy";
import { metaFromLoader } from "~/lib/route-meta";
import { pageSeo } from "~/lib/seo";

export const loader = () => pageSeo(page);
export const meta = metaFromLoader;
export default prerenderedPage(
  () => import("~/content/pages/legal/privacy"),
  () => import("~/components/sections/legal-page").then((m) => m.LegalPage),
);
