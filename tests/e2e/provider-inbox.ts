import { expect, type APIRequestContext } from "@playwright/test";

import type { Received } from "../support/message-provider";

// The servers that send customer messages send them to the local provider (playwright.config.ts): here.
const providerUrl = `http://127.0.0.1:${process.env.E2E_PORT_PROVIDER ?? Number(process.env.E2E_PORT ?? 4173) + 4}`;

/** The messages the provider received whose first value is `subject`, once there are `count` of them. */
export async function messagesAbout(
  request: APIRequestContext,
  subject: string,
  count: number,
  template?: string,
): Promise<Received[]> {
  let found: Received[] = [];
  await expect
    .poll(
      async () => {
        const all = (await (await request.get(`${providerUrl}/received`)).json()) as Received[];
        found = all.filter(
          (message) =>
            message.values[0] === subject &&
            (template === undefined || (message.channel === "whatsapp" && message.template === template)),
        );
        return found.length;
      },
      { timeout: 45_000, intervals: [250, 500, 1_000] },
    )
    .toBe(count);
  return found;
}
