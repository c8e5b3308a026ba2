import crypto from "node:crypto";
import net from "node:net";

import { z } from "zod";

import { locales } from "../i18n/locale";
import { smsTemplateKey, smsTemplates } from "../../db/enums";
import { dealer } from "./dealer";
import { gstinProblem, type GstinProblem } from "./gstin";
import { defaultSacs, sacPattern } from "./tax-codes";

/** Visits each slot of each day takes unless SLOT_CAPACITY says otherwise, and the most it may say. */
const defaultSlotCapacity = 4;
const maxSlotCapacity = 50;

const port = z.coerce.number().int().min(1).max(65535);

/** Express's `trust proxy` setting: off, on, a hop count, or the proxies' addresses and subnets. */
type TrustProxy = boolean | number | string[];

const namedSubnets = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrSubnet(entry: string): boolean {
  if (namedSubnets.has(entry)) return true;
  const [address = "", range, ...rest] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && net.isIPv4(range);
}

const trustProxy = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    if (value === "true") return true;
    if (value === "false") return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrSubnet(entry));
    if (bad.length === 0) return entries;
    context.addIssue({
      code: "custom",
      message:
        `must be true, false, a hop count, or a comma list of addresses or subnets ` +
        `(loopback, 10.0.0.0/8, 192.168.1.10); not ${bad.join(", ")}`,
    });
    return z.NEVER;
  });

/** "order_placed.en=64f…,order_placed.ta=64f…": each SMS template's id in MSG91, linked there to its DLT template. */
const smsTemplateIds = z
  .string()
  .trim()
  .transform((value, context): Record<string, string> => {
    const ids: Record<string, string> = {};
    for (const entry of value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)) {
      const match = /^([a-z_]+\.[a-z]{2})=([A-Za-z0-9]{8,40})$/.exec(entry);
      if (!match) {
        context.addIssue({ code: "custom", message: `must be template.language=id pairs; not "${entry}"` });
        return z.NEVER;
      }
      ids[match[1]!] = match[2]!;
    }
    return ids;
  });

const gstinEnvMessages: Record<GstinProblem, string> = {
  format: "must be a 15-character GSTIN like 33ABCDE1234F1Z7",
  stateCode: "must start with a GST state code (33 for Tamil Nadu)",
  checkDigit: "has a wrong check character (the 15th): check the GSTIN for a typing mistake",
};

const httpUrl = z.url({ protocol: /^https?$/ });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Where notifications are sent from; without it they wait in the outbox for the back office. */
  SMTP_URL: z.string().refine(isSmtpUrl, "must be an smtp:// or smtps:// URL with a host").optional(),
  /** The dealer's inbox for notifications; defaults to the dealer's public e-mail address. */
  NOTIFY_EMAIL: z.email("must be an e-mail address").optional(),
  /** The From address of the shop's e-mails: one the SMTP account may send as (default: the dealer's). */
  SMTP_FROM: z.email("must be an e-mail address the SMTP account may send as").optional(),
  /** "false" lets an smtp:// server without STARTTLS be used (a local relay); otherwise TLS is required. */
  SMTP_REQUIRE_TLS: z
    .enum(["true", "false"], { error: "must be true or false" })
    .default("true")
    .transform((value) => value === "true"),
  /** Visits each service slot of each day takes. */
  SLOT_CAPACITY: z.coerce.number().int().min(1).max(maxSlotCapacity).default(defaultSlotCapacity),
  /** The dealer's UPI ID that UPI orders are paid to; defaults to dealer.upiVpa. */
  UPI_VPA: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/, "must be a UPI ID like shopname@okaxis")
    .optional(),
  /** The payee name UPI apps show; defaults to the dealer's name. */
  UPI_PAYEE_NAME: z.string().trim().min(1).max(60, "must be at most 60 characters").optional(),
  /** The merchant category code of a merchant UPI ID (5722: household appliance stores), sent as `mc`. */
  UPI_MERCHANT_CODE: z
    .string()
    .trim()
    .regex(/^\d{4}$/, "must be the 4-digit merchant category code, like 5722")
    .optional(),
  /** The Razorpay account that takes online payments (decision 032); all three or none. */
  RAZORPAY_KEY_ID: z
    .string()
    .trim()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]{8,32}$/, "must be a Razorpay key id like rzp_live_XXXXXXXXXXXXXX")
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(16, "must be the key secret of RAZORPAY_KEY_ID").optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, "must be the secret set on the Razorpay webhook").optional(),
  RAZORPAY_API_URL: httpUrl.default("https://api.razorpay.com"),
  /** The dealer's GST number printed on invoices; without it a marked sample is printed (decision 030). */
  GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .superRefine((value, context) => {
      const problem = gstinProblem(value);
      if (problem) context.addIssue({ code: "custom", message: gstinEnvMessages[problem] });
    })
    .optional(),
  /** The SACs of repair and installation lines on invoices (decision 030). */
  SAC_REPAIR: z
    .string()
    .trim()
    .regex(sacPattern, "must be a 6-digit SAC starting 99, like 998715")
    .optional(),
  SAC_INSTALLATION: z
    .string()
    .trim()
    .regex(sacPattern, "must be a 6-digit SAC starting 99, like 998736")
    .optional(),
  /** The customer's SMS updates: "msg91" (an Indian gateway, DLT templates) or "log"; unset, no SMS. */
  SMS_PROVIDER: z.enum(["msg91", "log"]).optional(),
  SMS_API_URL: httpUrl.default("https://control.msg91.com/api/v5/flow/"),
  SMS_AUTH_KEY: z.string().trim().min(8, "must be the gateway's auth key").optional(),
  SMS_TEMPLATE_IDS: smsTemplateIds.optional(),
  /** The key in the delivery-report URL MSG91 posts to: PUBLIC_URL/webhooks/sms-delivery?key=… */
  SMS_WEBHOOK_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{24,100}$/, "must be 24 to 100 letters, digits, - or _")
    .optional(),
  /** Replaced by SMS_TEMPLATE_IDS (decision 034); named only to tell whoever still sets it. */
  SMS_DLT_TEMPLATE_IDS: z.string().optional(),
  /** The customer's WhatsApp updates: "cloud" (the WhatsApp Business Cloud API) or "log"; unset, none. */
  WHATSAPP_PROVIDER: z.enum(["cloud", "log"]).optional(),
  WHATSAPP_API_URL: httpUrl.default("https://graph.facebook.com/v21.0"),
  WHATSAPP_TOKEN: z.string().trim().min(20, "must be the system user's access token").optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .trim()
    .regex(/^\d{5,20}$/, "must be the numeric phone number ID")
    .optional(),
  /** Signs Meta's status webhooks; every call also carries appsecret_proof with it. */
  WHATSAPP_APP_SECRET: z.string().trim().min(16, "must be the app secret").optional(),
  /** The language code the English templates were approved under in WhatsApp Manager. */
  WHATSAPP_ENGLISH_CODE: z.enum(["en", "en_US", "en_GB"]).default("en"),
  /** The token Meta echoes when the status webhook (PUBLIC_URL/webhooks/whatsapp) is set up. */
  WHATSAPP_VERIFY_TOKEN: z.string().trim().min(16, "must be at least 16 characters").optional(),
  /** Signs the links the shop hands out: a repair for a sold appliance, tracking links in messages. */
  SIGNING_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Server processes (a Node cluster) on one PostgreSQL; the embedded database allows only one. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Which peers may set X-Forwarded-For/-Proto/-Host: a reverse proxy in front of the shop. */
  TRUST_PROXY: trustProxy.default(["loopback"]),
});

function isSmtpUrl(value: string): boolean {
  if (!/^smtps?:\/\/\S+$/.test(value)) return false;
  try {
    return new URL(value).hostname !== "";
  } catch {
    return false;
  }
}

export type Env = z.infer<typeof envSchema>;

const isLoopback = (url: string) => ["localhost", "127.0.0.1", "[::1]"].includes(new URL(url).hostname);

/** A shop nobody outside this computer can reach (no PUBLIC_URL, or a loopback one): a trial or a test. */
export function isLocalTrial(env: Env): boolean {
  return isLoopback(publicUrl(env));
}

/**
 * Links that leave the shop must work where customers open them (decision 034). With a real SMS or
 * WhatsApp provider, PUBLIC_URL is required and https (a loopback address is allowed for local trials and
 * tests: nothing can reach it from a phone anyway) and SIGNING_SECRET is required, or every link dies at a
 * restart. A published shop (production with a PUBLIC_URL that is not loopback) needs the same. `npm start`
 * on a laptop runs in production without PUBLIC_URL: it has no public address to check.
 */
function checkPublicLinks(env: Env, context: z.RefinementCtx) {
  const channels = [
    env.SMS_PROVIDER === "msg91" ? "SMS_PROVIDER=msg91" : null,
    env.WHATSAPP_PROVIDER === "cloud" ? "WHATSAPP_PROVIDER=cloud" : null,
  ].filter((name) => name !== null);
  const published =
    env.NODE_ENV === "production" && env.PUBLIC_URL !== undefined && !isLoopback(env.PUBLIC_URL);
  if (channels.length === 0 && !published) return;
  const reason = channels.length > 0 ? `with ${channels.join(" and ")}` : "in production";
  if (!env.PUBLIC_URL) {
    context.addIssue({
      code: "custom",
      path: ["PUBLIC_URL"],
      message: `is needed ${reason}: the links in customers' messages open it (https://…)`,
    });
  } else if (!env.PUBLIC_URL.startsWith("https:") && !isLoopback(env.PUBLIC_URL)) {
    context.addIssue({
      code: "custom",
      path: ["PUBLIC_URL"],
      message: `must be an https address ${reason}: DLT whitelists and phones open only the shop's real address`,
    });
  }
  if (!env.SIGNING_SECRET) {
    context.addIssue({
      code: "custom",
      path: ["SIGNING_SECRET"],
      message: `is needed ${reason}: without it the links in messages stop working at the next restart`,
    });
  }
}

export class EnvError extends Error {}

/** Parses the environment; a bad value names the variable so start-up can stop with a clear message. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema
    .superRefine((env, context) => {
      const missing = (names: (keyof Env)[], provider: string) => {
        for (const name of names.filter((key) => env[key] === undefined)) {
          context.addIssue({ code: "custom", path: [name], message: `is needed with ${provider}` });
        }
      };
      if (env.SMS_PROVIDER === "msg91") {
        missing(["SMS_AUTH_KEY", "SMS_TEMPLATE_IDS"], "SMS_PROVIDER=msg91");
        const ids = env.SMS_TEMPLATE_IDS ?? {};
        const absent = smsTemplates
          .flatMap((kind) => locales.map((language) => smsTemplateKey(kind, language)))
          .filter((key) => !ids[key]);
        if (env.SMS_TEMPLATE_IDS && absent.length > 0) {
          context.addIssue({
            code: "custom",
            path: ["SMS_TEMPLATE_IDS"],
            message: `has no template id for ${absent.join(", ")}`,
          });
        }
      }
      if (env.SMS_DLT_TEMPLATE_IDS !== undefined) {
        context.addIssue({
          code: "custom",
          path: ["SMS_DLT_TEMPLATE_IDS"],
          message:
            "is replaced by SMS_TEMPLATE_IDS: MSG91's id of each template (MSG91 holds its DLT id), as the outbox page lists them",
        });
      }
      const razorpay = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const;
      if (razorpay.some((name) => env[name] !== undefined)) {
        missing([...razorpay], "online payments (any RAZORPAY_ key)");
      }
      if (env.WHATSAPP_PROVIDER === "cloud") {
        missing(
          ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"],
          "WHATSAPP_PROVIDER=cloud",
        );
      }
      // A shop published over https issues real tax invoices: no sample GSTIN on them (decision 030).
      if (env.NODE_ENV === "production" && env.PUBLIC_URL?.startsWith("https:") && !env.GSTIN) {
        context.addIssue({
          code: "custom",
          path: ["GSTIN"],
          message:
            "is needed in production with an https PUBLIC_URL: tax invoices must carry the dealer's own GSTIN " +
            "(15 characters, like 33ABCDE1234F1Z7 with its check character)",
        });
      }
      checkPublicLinks(env, context);
      if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
        context.addIssue({
          code: "custom",
          path: ["WEB_CONCURRENCY"],
          message:
            `${env.WEB_CONCURRENCY} processes need DATABASE_URL (PostgreSQL): the embedded database in ` +
            `DATA_DIR is opened by one process only. Set DATABASE_URL or WEB_CONCURRENCY=1`,
        });
      }
    })
    .safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export function publicUrl(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
}

// Without SIGNING_SECRET each start draws its own; a cluster's primary draws one and hands it to its workers.
const drawnSecret = crypto.randomBytes(32).toString("base64url");

/** The key for signed links: SIGNING_SECRET, or a random one for this process (links die with a restart). */
export function signingSecret(env: Env): string {
  return env.SIGNING_SECRET ?? drawnSecret;
}

/** The address that receives the dealer's notifications. */
export function notifyEmail(env: Env): string {
  return env.NOTIFY_EMAIL ?? dealer.email;
}

/** Where UPI payments go. */
export function paymentSettings(env: Env): { upiVpa: string; upiPayeeName: string; merchantCode?: string } {
  return {
    upiVpa: env.UPI_VPA ?? dealer.upiVpa,
    upiPayeeName: env.UPI_PAYEE_NAME ?? dealer.name,
    ...(env.UPI_MERCHANT_CODE ? { merchantCode: env.UPI_MERCHANT_CODE } : {}),
  };
}

/** The online payment gateway's account, when one is configured (all three keys are then set). */
export function razorpayAccount(
  env: Env,
): { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string } | null {
  const {
    RAZORPAY_KEY_ID: keyId,
    RAZORPAY_KEY_SECRET: keySecret,
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
  } = env;
  if (!keyId || !keySecret || !webhookSecret) return null;
  return { keyId, keySecret, webhookSecret, apiUrl: env.RAZORPAY_API_URL.replace(/\/$/, "") };
}

/** The GST number on invoices; `sample` when it is the placeholder of a shop not yet published. */
export function gstin(env: Env): { gstin: string; sample: boolean } {
  return env.GSTIN ? { gstin: env.GSTIN, sample: false } : { gstin: dealer.gstin, sample: true };
}

/** The SACs service lines are invoiced under. */
export function serviceSacs(env: Env): { repair: string; installation: string } {
  return {
    repair: env.SAC_REPAIR ?? defaultSacs.repair,
    installation: env.SAC_INSTALLATION ?? defaultSacs.installation,
  };
}
