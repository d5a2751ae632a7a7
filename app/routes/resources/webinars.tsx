import { prerenderedPage } from "~/components/sections/prerendered-body";
import { page } from "~/content/pages/resources/webinars";
import { metaFromLoader } from "~/lib/route-meta";
import { pageSeo } from "~/lib/seo";
import { eventsLd } from "~/lib/structured-data-events";

export const loader = () => pageSeo(page, eventsLd(page));
export const meta = metaFromLoader;
export default prerenderedPage(() => import("~/content/pages/resources/webinars"));
