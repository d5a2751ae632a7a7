/**
 * Decap names a new page's file after a top-level `title`, which pages lack, and overwrites a file of that
 * name: so a free file name goes in `title` before saving, and the format drops it (docs/decisions/0013). */
import type { Map as ImmutableMap } from "immutable";
import type { CMS } from "decap-cms-core";
import { currentBackend } from "decap-cms-core/dist/esm/backend";
import decapYaml from "decap-cms-core/dist/esm/formats/yaml";
import { PAGE_FORMAT, fileSlug, freeName, pageFilePath } from "../scripts/cms/page-files";

const PAGES = "pages";

async function nameNewPageFile({ entry }: { entry: ImmutableMap<string, unknown> }) {
  const section = entry.getIn(["meta", "path"]) as string | undefined;
  if (entry.get("collection") !== PAGES || !section) return undefined;
  const backend = currentBackend();
  const collection = backend.config.collections.find((candidate) => candidate.name === PAGES);
  if (!collection?.folder) return undefined;
  const { folder, extension = "yaml" } = collection;
  const useWorkflow = backend.config.publish_mode === "editorial_workflow";
  // Decap's own test: a published file at the path, or a draft (pull request) of that entry.
  const taken = async (name: string) => {
    const slug = [...section.split("/").filter(Boolean), name].join("/");
    return Boolean(
      await backend.entryExist(
        { get: () => PAGES },
        pageFilePath(folder, section, name, extension),
        slug,
        useWorkflow,
      ),
    );
  };
  const data = entry.get("data") as ImmutableMap<string, unknown>;
  if (entry.get("newRecord"))
    return data.set(
      "title",
      await freeName(fileSlug(String(data.getIn(["meta", "title"]) ?? "")), taken),
    );
  // A page moved to another section keeps its file name: refuse rather than replace a page there.
  const current = entry.get("path") as string;
  const name = current.slice(current.lastIndexOf("/") + 1, -(extension.length + 1));
  const moved = pageFilePath(folder, section, name, extension);
  if (moved !== current && (await taken(name)))
    throw new Error(`${moved} is another page: rename this page's file or choose another section`);
  return undefined;
}

export function registerPageFileNames(cms: CMS) {
  cms.registerEventListener({ name: "preSave", handler: nameNewPageFile });
  cms.registerCustomFormat(PAGE_FORMAT, "yaml", {
    fromFile: decapYaml.fromFile,
    toFile: (data, sortedKeys, comments) => {
      const { title: _fileName, ...page } = data as Record<string, unknown>;
      return decapYaml.toFile(page, sortedKeys, comments);
    },
  });
}
