import type { Config } from "@react-router/dev/config";
import { writeHostConfigs } from "./host-config";
import { copyNotFoundPage } from "./not-found-page";
import { precompress } from "./precompress";

type BuildEnd = NonNullable<Config["buildEnd"]>;

/** Runs after every route is prerendered into <buildDirectory>/client. */
export const buildEnd: BuildEnd = async ({ reactRouterConfig }) => {
  const clientDir = `${reactRouterConfig.buildDirectory}/client`;
  await copyNotFoundPage(clientDir);
  // Keep these two last: CSP hashes read the final HTML; precompress covers every file written before it.
  await writeHostConfigs(reactRouterConfig.buildDirectory);
  await precompress(clientDir);
};
