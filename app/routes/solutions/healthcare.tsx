import { prerenderedPage } from "~/components/sections/prerendered-body";
import { page } from "~/content/pages/solutions/healthcare";
import { metaFromLoader } from "~/lib/route-meta";
import { pageSeo } from "~/lib/seo";

export const loader = () => pageSeo(page);
export const meta = metaFromLoader;
export default prerenderedPage(() => import("~/content/pages/solutions/healthcare"));
