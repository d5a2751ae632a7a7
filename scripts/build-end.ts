import type { Config } from "@react-router/dev/config";
import { copyNotFoundPage } from "./not-found-page";

type BuildEnd = NonNullable<Config["buildEnd"]>;

/** Runs after every route is prerendered into <buildDirectory>/client. */
export const buildEnd: BuildEnd = async ({ reactRouterConfig }) => {
  const clientDir = `${reactRouterConfig.buildDirectory}/client`;
  await copyNotFoundPage(clientDir);
};
