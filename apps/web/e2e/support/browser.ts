import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

/**
 * A browser with a profile on disk, for what Chromium refuses in its incognito-like contexts (installing the app:
 * `Page.getInstallabilityErrors` answers 'in-incognito' in a `newContext()`).
 */
export async function launchWithProfile(userDataDir: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    viewport: DESKTOP,
    locale: "fr-FR",
  });
  context.setDefaultTimeout(15_000);
  return context;
}

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/** A fresh context (no cookies, empty local storage), French by default like a first visit. */
/**
 * Each context is another reader's device, so it gets its own client address: X-Forwarded-For, which the server
 * trusts from loopback (TRUST_PROXY's default). The per-address limits (10 sign-ups an hour, 20 sign-ins a quarter
 * of an hour) then count each test's reader apart, as they count real readers, and not the whole suite's readers
 * together: every file of the suite comes from 127.0.0.1 to one shared server, and the eleventh sign-up of the
 * hour was refused (CI's languages test waited for an account menu that could not come).
 */
function readerAddress(): string {
  const byte = () => Math.floor(Math.random() * 256);
  return `10.${byte()}.${byte()}.${byte()}`;
}

export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // The app's service worker answers the API from its own fetches, which `page.route` does not see: the tests that
  // stand in for the server (a failing chapter, an altered comment) need the page's own requests. The offline
  // tests let it in (`serviceWorkers: "allow"`).
  const context = await browser.newContext({
    viewport: DESKTOP,
    locale: "fr-FR",
    serviceWorkers: "block",
    ...options,
    extraHTTPHeaders: { "X-Forwarded-For": readerAddress(), ...options.extraHTTPHeaders },
  });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/**
 * One browser for the tests of a file: launched before them, closed after them. Call it at the top of the file;
 * the function it answers gives the browser inside the tests.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("the browser is launched before the tests");
    return browser;
  };
}

/** Polls like expect.poll, with the patience a browser round trip through the real server needs. */
export function eventually<T>(read: () => T | Promise<T>, timeout = 15_000) {
  return expect.poll(read, { timeout, interval: 100 });
}
