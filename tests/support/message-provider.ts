/**
 * A local stand-in for the SMS gateway and the WhatsApp Cloud API that checks each request the way the real
 * services do (credentials, appsecret_proof, the body's shape, the template's values) and keeps what it got.
 * Integration tests start it in-process; the end-to-end tests run it as a process (see the bottom) and read
 * what it received from GET /received.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

import { locales, type Locale } from "../../app/i18n/locale";
import { templateVariables } from "../../app/modules/notify/message-kinds";
import { signInCodeTemplate, smsTemplates, type SmsTemplate } from "../../db/enums";

export const providerCredentials = {
  smsAuthKey: "test-msg91-auth-key",
  whatsappToken: "test-whatsapp-system-user-token",
  whatsappPhoneNumberId: "109876543210",
  whatsappAppSecret: "test-whatsapp-app-secret",
  whatsappVerifyToken: "test-whatsapp-verify-token",
  smsWebhookKey: "test-msg91-delivery-report-key",
};

/** A number the local WhatsApp API says is not on WhatsApp (error 131026), as Meta does. */
export const notOnWhatsAppNumber = "9843000026";

export type ReceivedSms = {
  channel: "sms";
  templateId: string;
  /** "91" and the ten digits, as the Flow API takes them. */
  to: string;
  /** var1, var2, … in order. */
  values: string[];
};
export type ReceivedWhatsApp = {
  channel: "whatsapp";
  to: string;
  template: string;
  language: string;
  values: string[];
};
export type Received = ReceivedSms | ReceivedWhatsApp;

type Check =
  { ok: true; received: Received } | { ok: false; status: number; error: string; code?: number | string };

const isText = (value: unknown): value is string => typeof value === "string" && value.length > 0;

/**
 * MSG91's Flow API (control.msg91.com/apidoc/textsms/send-sms-flow.php): the authkey header, a template id,
 * and recipients with "mobiles" in international form and the template's variables by name. The DLT
 * scrubbing behind it drops a message whose variable exceeds 30 characters: here that is refused at once.
 */
function checkSms(headers: http.IncomingHttpHeaders, body: unknown): Check {
  if (headers.authkey !== providerCredentials.smsAuthKey) {
    return { ok: false, status: 401, error: "Authentication failure" };
  }
  const flow = (body ?? {}) as Record<string, unknown>;
  const recipients = Array.isArray(flow.recipients) ? (flow.recipients as Record<string, unknown>[]) : [];
  const [recipient] = recipients;
  const names = recipient ? Object.keys(recipient).filter((name) => name !== "mobiles") : [];
  const values = names.map((_, i) => recipient?.[`var${i + 1}`]);
  if (
    !isText(flow.template_id) ||
    !/^[A-Za-z0-9]{8,40}$/.test(flow.template_id) ||
    (flow.short_url !== undefined && flow.short_url !== "0" && flow.short_url !== "1") ||
    recipients.length !== 1 ||
    !recipient ||
    !isText(recipient.mobiles) ||
    !/^91[6-9]\d{9}$/.test(recipient.mobiles) ||
    names.length === 0 ||
    !values.every(isText)
  ) {
    return { ok: false, status: 400, error: "malformed flow request" };
  }
  const template = testSmsTemplate(flow.template_id);
  if (!template) return { ok: false, status: 400, error: "template not found" };
  const expected = template.kind === signInCodeTemplate ? 1 : templateVariables[template.kind].length;
  if (values.length !== expected) {
    return { ok: false, status: 400, error: "variables do not match the template" };
  }
  if (template.kind === signInCodeTemplate && !/^\d{6}$/.test(String(values[0]))) {
    return { ok: false, status: 400, error: "a sign-in code is six digits" };
  }
  const long = values.find((value) => value.length > 30);
  if (long !== undefined)
    return { ok: false, status: 400, error: `variable longer than 30 characters: ${long}` };
  return {
    ok: true,
    received: { channel: "sms", templateId: flow.template_id, to: recipient.mobiles, values: values },
  };
}

function checkWhatsApp(url: URL, headers: http.IncomingHttpHeaders, body: unknown): Check {
  const { whatsappToken, whatsappAppSecret, whatsappPhoneNumberId } = providerCredentials;
  if (headers.authorization !== `Bearer ${whatsappToken}`) {
    return { ok: false, status: 401, error: "Invalid OAuth access token", code: 190 };
  }
  const proof = crypto.createHmac("sha256", whatsappAppSecret).update(whatsappToken).digest("hex");
  if (url.searchParams.get("appsecret_proof") !== proof) {
    return { ok: false, status: 400, error: "Invalid appsecret_proof provided in the API argument" };
  }
  if (url.pathname !== `/v21.0/${whatsappPhoneNumberId}/messages`) {
    return { ok: false, status: 404, error: "Unknown path" };
  }
  const message = body as Record<string, unknown>;
  const template = (message.template ?? {}) as Record<string, unknown>;
  const language = (template.language ?? {}) as Record<string, unknown>;
  const components = Array.isArray(template.components)
    ? (template.components as Record<string, unknown>[])
    : [];
  const parameters = Array.isArray(components[0]?.parameters)
    ? (components[0].parameters as Record<string, unknown>[])
    : [];
  if (
    message.messaging_product !== "whatsapp" ||
    message.type !== "template" ||
    !isText(message.to) ||
    !/^91[6-9]\d{9}$/.test(message.to) ||
    !isText(template.name) ||
    !isText(language.code) ||
    components.length !== 1 ||
    components[0]?.type !== "body" ||
    parameters.length === 0 ||
    !parameters.every((parameter) => parameter.type === "text" && isText(parameter.text))
  ) {
    return { ok: false, status: 400, error: "(#100) Invalid parameter", code: 100 };
  }
  if (message.to === `91${notOnWhatsAppNumber}`) {
    return { ok: false, status: 400, error: "Message undeliverable", code: 131026 };
  }
  return {
    ok: true,
    received: {
      channel: "whatsapp",
      to: message.to,
      template: template.name,
      language: language.code,
      values: parameters.map((parameter) => parameter.text as string),
    },
  };
}

export type MessageProvider = {
  /** The SMS send URL and the Graph API base URL to configure the shop with. */
  smsUrl: string;
  whatsappUrl: string;
  received: Received[];
  /** `down` makes every request fail as a service outage would; `delayMs` answers each request that late. */
  state: { down: boolean; delayMs: number };
  close(): Promise<void>;
};

export async function startMessageProvider(port = 0): Promise<MessageProvider> {
  const received: Received[] = [];
  const state = { down: false, delayMs: 0 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => void answerLater());
    const answerLater = async () => {
      if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      const url = new URL(request.url ?? "/", "http://provider.test");
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { "Content-Type": "application/json" });
        response.end(JSON.stringify(json));
      };
      if (request.method === "GET" && url.pathname === "/received") return answer(200, received);
      if (request.method !== "POST") return answer(405, { message: "POST only" });
      if (state.down) return answer(503, { error: { message: "Service temporarily unavailable" } });
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        return answer(400, { type: "error", message: "body is not JSON" });
      }
      const sms = url.pathname === "/api/v5/flow/";
      const check = sms ? checkSms(request.headers, body) : checkWhatsApp(url, request.headers, body);
      if (!check.ok) {
        return answer(
          check.status,
          sms
            ? { type: "error", message: check.error, code: String(check.code ?? 400) }
            : { error: { message: check.error, type: "OAuthException", code: check.code ?? 100 } },
        );
      }
      received.push(check.received);
      return answer(
        200,
        sms
          ? { type: "success", message: crypto.randomBytes(12).toString("hex") }
          : { messaging_product: "whatsapp", messages: [{ id: `wamid.${crypto.randomUUID()}` }] },
      );
    };
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    smsUrl: `${base}/api/v5/flow/`,
    whatsappUrl: `${base}/v21.0`,
    received,
    state,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The shop's environment for sending through a provider at these URLs, its links under `publicUrl`. */
export function providerEnv(
  provider: Pick<MessageProvider, "smsUrl" | "whatsappUrl">,
  publicUrl = "http://127.0.0.1:3000",
) {
  return {
    PUBLIC_URL: publicUrl,
    SIGNING_SECRET: "a-test-signing-secret-of-at-least-32-characters",
    SMS_PROVIDER: "msg91",
    SMS_API_URL: provider.smsUrl,
    SMS_AUTH_KEY: providerCredentials.smsAuthKey,
    SMS_TEMPLATE_IDS: testSmsTemplateIds(),
    WHATSAPP_PROVIDER: "cloud",
    WHATSAPP_API_URL: provider.whatsappUrl,
    WHATSAPP_TOKEN: providerCredentials.whatsappToken,
    WHATSAPP_PHONE_NUMBER_ID: providerCredentials.whatsappPhoneNumberId,
    WHATSAPP_APP_SECRET: providerCredentials.whatsappAppSecret,
    WHATSAPP_VERIFY_TOKEN: providerCredentials.whatsappVerifyToken,
    SMS_WEBHOOK_KEY: providerCredentials.smsWebhookKey,
  };
}

/** An MSG91 template id (24 hex digits, like MSG91's) for every template and language. */
const testTemplates = smsTemplates.flatMap((kind, k) =>
  locales.map((language, l) => ({
    kind,
    language,
    id: `64f0a1b2c3d4${String(k * 10 + l).padStart(12, "0")}`,
  })),
);

function testSmsTemplateIds(): string {
  return testTemplates.map(({ kind, language, id }) => `${kind}.${language}=${id}`).join(",");
}

/** The id the test environment gives an update in a language. */
export function testSmsTemplateId(kind: SmsTemplate, language: Locale): string {
  return testTemplates.find((template) => template.kind === kind && template.language === language)?.id ?? "";
}

/** The update and language an SMS's template id stands for. */
export function testSmsTemplate(id: string): { kind: SmsTemplate; language: Locale } | undefined {
  return testTemplates.find((template) => template.id === id);
}

// Run as a process (the end-to-end tests' web server): listens on PORT until stopped.
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const provider = await startMessageProvider(Number(process.env.PORT));
  console.log(`message provider listening: ${provider.smsUrl} ${provider.whatsappUrl}`);
  const stop = () => void provider.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
