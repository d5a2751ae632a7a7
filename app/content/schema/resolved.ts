// Content as pages receive it, from the same definitions as content as written: figures carry their
// claim's value (app/content/resolve.ts). Apart from types.ts so the reader can use it without a loop.
import type { z } from "zod";
import type { pageSchema } from "./collections";
import type { claimValueOutput, figureOutput } from "./fields";
import type { sectionSchemas } from "./sections";

export type Figure = z.infer<typeof figureOutput>;
export type Section = z.infer<
  ReturnType<typeof sectionSchemas<typeof figureOutput, typeof claimValueOutput>>
>;
export type ResolvedPage = Omit<z.infer<typeof pageSchema>, "sections"> & { sections: Section[] };
