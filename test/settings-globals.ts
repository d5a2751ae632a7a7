// Node tests' modules are not transformed with Vite's `define`: the company facts and menus that
// app/content/site.ts reads are set as the globals the define would have replaced.
import { readSettings } from "../app/content-layer/settings";

const { site, navigation } = readSettings();
Object.assign(globalThis, { __SITE__: site, __NAVIGATION__: navigation });
