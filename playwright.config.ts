import { defineConfig, devices, type Project } from "@playwright/test";

import { chromiumArgs, chromiumExecutable } from "./tests/support/chromium";
import { razorpayEnv } from "./tests/support/local-razorpay";
import { providerEnv } from "./tests/support/message-provider";

/**
 * Four servers, each on its own fresh database, so tests that change shared data cannot disturb the
 * counts and prices other tests read: the storefront's read-mostly specs, the specs that place orders or
 * sign staff in, the catalogue editor (it changes prices and hides products), and the after-sale specs
 * (installation visits, appliances, job cards: they fill visit slots and use up spare parts).
 */
const storePort = Number(process.env.E2E_PORT ?? 4173);
/** The local SMS gateway and WhatsApp API the orders server sends customer updates to. */
const providerPort = Number(process.env.E2E_PORT_PROVIDER ?? storePort + 4);
const providerUrl = `http://127.0.0.1:${providerPort}`;
const ordersPort = Number(process.env.E2E_PORT_ORDERS ?? storePort + 1);
const aftercarePort = Number(process.env.E2E_PORT_AFTERCARE ?? storePort + 3);
const messagesEnv = providerEnv(
  { smsUrl: `${providerUrl}/api/v5/flow/`, whatsappUrl: `${providerUrl}/v21.0` },
  `http://127.0.0.1:${ordersPort}`,
);
/** The local payment gateway (Razorpay's API, checkout page and webhooks) the orders server takes payments through. */
const gatewayPort = Number(process.env.E2E_PORT_GATEWAY ?? storePort + 5);
export const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
const groups = [
  {
    prefix: "",
    port: storePort,
    testIgnore: [
      /checkout\.spec/,
      /online-payment\.spec/,
      /one-press\.spec/,
      /track-order\.spec/,
      /pwa-offline\.spec/,
      /customer-messages\.spec/,
      /account\.spec/,
      /grievance\.spec/,
      /admin-.*\.spec/,
      /aftercare-.*\.spec/,
    ],
  },
  {
    prefix: "orders-",
    port: ordersPort,
    env: { ...messagesEnv, ...razorpayEnv(gatewayUrl) },
    testMatch: [
      /checkout\.spec/,
      /online-payment\.spec/,
      /one-press\.spec/,
      /track-order\.spec/,
      /pwa-offline\.spec/,
      /customer-messages\.spec/,
      /account\.spec/,
      /grievance\.spec/,
      /admin-(access|orders|desk)\.spec/,
    ],
  },
  {
    prefix: "catalogue-",
    port: Number(process.env.E2E_PORT_CATALOGUE ?? storePort + 2),
    testMatch: [/admin-catalog\.spec/],
  },
  {
    prefix: "aftercare-",
    port: aftercarePort,
    // a visit's estimate reaches the customer as a message with its link; maintenance plans are paid online
    env: {
      ...providerEnv(
        { smsUrl: `${providerUrl}/api/v5/flow/`, whatsappUrl: `${providerUrl}/v21.0` },
        `http://127.0.0.1:${aftercarePort}`,
      ),
      ...razorpayEnv(gatewayUrl),
    },
    testMatch: [/aftercare-.*\.spec/],
  },
];

const url = (port: number) => `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    trace: "retain-on-failure",
    // The service worker would answer requests that page.route() then never sees: only the specs about it
    // (pwa-*.spec.ts) let it run.
    serviceWorkers: "block",
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  projects: groups.flatMap(({ prefix, port, env: _env, ...match }): Project[] => [
    {
      name: `${prefix}desktop`,
      ...match,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 768 }, baseURL: url(port) },
    },
    {
      name: `${prefix}phone`,
      ...match,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, baseURL: url(port) },
      grep: /@phone/,
    },
  ]),
  webServer: [
    {
      command: `node --import tsx tests/support/message-provider.ts`,
      env: { PORT: String(providerPort) },
      url: `${providerUrl}/received`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
    },
    {
      command: `node --import tsx tests/support/local-razorpay.ts`,
      env: { PORT: String(gatewayPort) },
      url: `${gatewayUrl}/__control/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
    },
    ...groups.map(({ port, env }) => ({
      command: `node --import tsx tests/support/start-fresh-server.ts`,
      env: { PORT: String(port), HOST: "127.0.0.1", ADMIN_PASSWORD: "test-owner-password-1", ...env },
      url: `${url(port)}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
    })),
  ],
});
