/**
 * One browser tab in Firefox (puppeteer-core over WebDriver BiDi) or WebKit (selenium-webdriver
 * and WebKitWebDriver driving tests/engines/webkit-shell.py), behind the few calls the
 * cross-engine suite needs. Console errors and warnings of both are collected, CSP violations
 * included (Firefox reports them as page errors, WebKit as console errors).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { Builder, By, Key, type WebDriver } from "selenium-webdriver";
import { EXPECT_TIMEOUT_MS, SERVER_START_MS } from "../time-scale";
import { FIREFOX_PATH, type EngineName } from "./availability";

export type Viewport = { width: number; height: number };

export interface EnginePage {
  readonly version: string;
  /** Opens a route at this viewport and waits for the load event. */
  open(route: string, viewport: Viewport): Promise<void>;
  /** Runs a self-contained function (tests/shared/page-checks.ts) in the page. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  click(selector: string): Promise<void>;
  pressEnd(): Promise<void>;
  /** A key press as a visitor's keyboard gives it (focus moves, links and buttons activate). */
  press(key: "Tab" | "Enter"): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** Leaves the current page for a blank one and forgets what it logged (between tests). */
  reset(): Promise<void>;
  /** Console errors and warnings since the last call. */
  takeConsoleProblems(): Promise<string[]>;
  close(): Promise<void>;
}

const shell = path.join(import.meta.dirname, "webkit-shell.py");
/** The application name webkit-shell.py reports to the driver. */
const SHELL_NAME = "vertice-webkit-shell";

async function firefox(baseURL: string): Promise<EnginePage> {
  const browser: Browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    // Mobile Firefox's scrollbars take no room: a 375 px window is a 375 px layout viewport.
    extraPrefsFirefox: { "ui.useOverlayScrollbars": 1 },
  });
  const page: Page = await browser.newPage();
  let problems: string[] = [];
  page.on("console", (message) => {
    if (["error", "warn"].includes(message.type())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(String((error as Error).message ?? error)));
  return {
    version: await browser.version(),
    async open(route, viewport) {
      await setViewport(page, viewport);
      await page.goto(new URL(route, baseURL).href, { waitUntil: "load" });
    },
    reset: async () => void (await page.goto("about:blank")),
    evaluate: (fn, arg) => page.evaluate(fn as never, arg as never) as never,
    click: async (selector) => page.click(selector),
    pressEnd: () => page.keyboard.press("End"),
    press: (key) => page.keyboard.press(key),
    screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
    async takeConsoleProblems() {
      const mark = nextMark();
      await page.evaluate((text) => console.warn(text), mark);
      await until(() => problems.includes(mark), `Firefox to report ${mark}`);
      const taken = problems.slice(0, problems.indexOf(mark));
      problems = problems.slice(taken.length + 1);
      return taken;
    },
    close: () => browser.close(),
  };
}

/**
 * page.setViewport, on Firefox ESR 140 too. Puppeteer sends emulation.setScreenOrientationOverride
 * together with browsingContext.setViewport, and 140's WebDriver BiDi does not know that command
 * (153 does): its "unknown command" alone is tolerated, and the size is then waited for.
 */
async function setViewport(page: Page, viewport: Viewport): Promise<void> {
  try {
    await page.setViewport(viewport);
  } catch (error) {
    if (!String(error).includes("setScreenOrientationOverride")) throw error;
  }
  // Read with evaluate: waitForFunction compiles its function in the page, which the CSP forbids.
  const applied = async () => {
    const [width, height] = await page.evaluate(() => [window.innerWidth, window.innerHeight]);
    return width === viewport.width && height === viewport.height;
  };
  await until(applied, `Firefox to apply the ${viewport.width}×${viewport.height} viewport`);
}

let marks = 0;
/** A console line that cannot come from the site, to know when everything before it has arrived. */
const nextMark = () => `engine-suite-mark-${++marks}`;

/** Resolves once `done()` holds (checked every 25 ms); fails with `what` after the limit. */
async function until(done: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + EXPECT_TIMEOUT_MS;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A TCP port nothing listens on (the machine is shared: never a fixed one). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** WebKitWebDriver on a free port, with the shell's stdout (the pages' console) collected. */
async function webkit(baseURL: string): Promise<EnginePage> {
  const port = await freePort();
  const driverProcess: ChildProcess = spawn("WebKitWebDriver", [`--port=${port}`], {
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const stopDriver = () => {
    if (driverProcess.pid && driverProcess.exitCode === null) process.kill(-driverProcess.pid);
  };
  let output = "";
  driverProcess.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  driverProcess.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let driver: WebDriver;
  try {
    driver = await startSession(port);
  } catch (error) {
    stopDriver();
    throw new Error(`WebKit did not start: ${String(error)}\n${output}`);
  }
  const capabilities = await driver.getCapabilities();
  const consoleLines = () =>
    output.split("\n").filter((line) => /^CONSOLE .*\b(ERROR|WARN(ING)?)\b/.test(line));
  let seen = 0;
  return {
    version:
      `WebKitGTK ${await driver.executeScript<string>("return navigator.userAgent")}`.replace(
        /^WebKitGTK .*AppleWebKit\/(\S+).*$/,
        `WebKitGTK (AppleWebKit/$1, shell ${capabilities.get("browserVersion")})`,
      ),
    async open(route, viewport) {
      await driver
        .manage()
        .window()
        .setRect({ x: 0, y: 0, ...viewport });
      await driver.get(new URL(route, baseURL).href);
    },
    evaluate: (fn, arg) =>
      driver
        .executeAsyncScript(
          `const done = arguments[arguments.length - 1];
         Promise.resolve().then(() => (${fn.toString()})(arguments[0]))
           .then((value) => done({ value }), (error) => done({ error: String(error) }));`,
          arg,
        )
        .then((result) => {
          const { value, error } = result as { value?: unknown; error?: string };
          if (error !== undefined) throw new Error(`in WebKit: ${error}`);
          return value as never;
        }),
    reset: () => driver.get("about:blank"),
    // A pointer click at the element's centre: WebKitWebDriver's element click refuses <summary>.
    async click(selector) {
      const element = await driver.findElement(By.css(selector));
      await driver.executeScript(
        "arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })",
        element,
      );
      await driver.actions().move({ origin: element }).click().perform();
    },
    pressEnd: () => driver.actions().sendKeys(Key.END).perform(),
    press: (key) =>
      driver
        .actions()
        .sendKeys(key === "Tab" ? Key.TAB : Key.ENTER)
        .perform(),
    screenshot: async (file) => writeFileSync(file, await driver.takeScreenshot(), "base64"),
    // The shell writes the console to its stdout asynchronously: read up to a mark logged now.
    async takeConsoleProblems() {
      const mark = nextMark();
      await driver.executeScript("console.warn(arguments[0])", mark);
      const at = () => consoleLines().findIndex((line) => line.includes(mark));
      await until(() => at() >= 0, `WebKit to report ${mark}`);
      const lines = consoleLines();
      const taken = lines.slice(seen, at());
      seen = at() + 1;
      return taken;
    },
    async close() {
      await driver.quit().catch(() => undefined);
      stopDriver();
    },
  };
}

async function startSession(port: number): Promise<WebDriver> {
  // Until the driver listens, a session request would hang instead of failing.
  const deadline = Date.now() + SERVER_START_MS;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver not listening on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return new Builder()
    .usingServer(`http://127.0.0.1:${port}`)
    .withCapabilities({
      browserName: SHELL_NAME,
      "webkitgtk:browserOptions": { binary: shell, args: ["--automation"] },
    })
    .build();
}

export function launch(engine: EngineName, baseURL: string): Promise<EnginePage> {
  return engine === "firefox" ? firefox(baseURL) : webkit(baseURL);
}
