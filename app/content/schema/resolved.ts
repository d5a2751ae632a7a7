// Content as pages receive it, from the same definitions as content as written, so the two cannot drift:
// figures carry their claim's value (app/content/resolve.ts does the lookup).
import type { z } from "zod";
import type { pageSchema } from "./collections";
import type { claimValueOutput, figureOutput } from "./fields";
import type { sectionSchemas } from "./sections";

export type Figure = z.infer<typeof figureOutput>;
export type ResolvedSection = z.infer<ReturnType<typeof sectionSchemas<typeof figureOutput, typeof claimValueOutput>>>;
export type ResolvedPage = Omit<z.infer<typeof pageSchema>, "sections"> & { sections: ResolvedSection[] };
