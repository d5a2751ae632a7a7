// The parts of Decap's own modules admin/page-file-names.ts uses (decap-cms-core types only its registry).
declare module "decap-cms-core/dist/esm/backend" {
  interface Backend {
    config: {
      publish_mode?: string;
      collections: Array<{ name: string; folder?: string; extension?: string }>;
    };
    entryExist(
      /** Only its name is read. */
      collection: { get(key: "name"): string },
      path: string,
      slug: string,
      useWorkflow: boolean,
    ): Promise<unknown>;
  }
  /** Cached once Decap has started: no configuration needed. */
  export const currentBackend: (config?: unknown) => Backend;
}
declare module "decap-cms-core/dist/esm/formats/yaml" {
  import type { Formatter } from "decap-cms-core";
  const yaml: Formatter;
  export default yaml;
}
