import { describe, expect, it } from "vitest";

import { dealer } from "./dealer";
import {
  EnvError,
  gstin,
  notifyEmail,
  parseEnv,
  paymentSettings,
  publicUrl,
  razorpayAccount,
  serviceSacs,
} from "./env.server";

const secret = "a-test-signing-secret-of-at-least-32-characters";

function failure(source: Record<string, string>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return error as EnvError;
  }
  throw new Error("expected the environment to be refused");
}

describe("parseEnv", () => {
  it("fills in the defaults", () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      SLOT_CAPACITY: 4,
      LOG_LEVEL: "info",
      WEB_CONCURRENCY: 1,
      TRUST_PROXY: ["loopback"],
      SMS_API_URL: "https://control.msg91.com/api/v5/flow/",
      WHATSAPP_API_URL: "https://graph.facebook.com/v21.0",
      WHATSAPP_ENGLISH_CODE: "en",
      SMTP_REQUIRE_TLS: true,
      RAZORPAY_API_URL: "https://api.razorpay.com",
    });
  });

  it("takes online payments only with all three Razorpay keys, and checks their shape", () => {
    expect(() => parseEnv({ RAZORPAY_KEY_ID: "rzp_live_ABCDEFGH12345678" })).toThrow(
      /RAZORPAY_KEY_SECRET: is needed with online payments[\s\S]*RAZORPAY_WEBHOOK_SECRET: is needed/,
    );
    expect(() => parseEnv({ RAZORPAY_KEY_ID: "live_key" })).toThrow(
      /RAZORPAY_KEY_ID: must be a Razorpay key id/,
    );
    const keys = {
      RAZORPAY_KEY_ID: "rzp_live_ABCDEFGH12345678",
      RAZORPAY_KEY_SECRET: "a-key-secret-of-24-chars",
      RAZORPAY_WEBHOOK_SECRET: "webhook-secret",
    };
    expect(razorpayAccount(parseEnv(keys))).toEqual({
      keyId: keys.RAZORPAY_KEY_ID,
      keySecret: keys.RAZORPAY_KEY_SECRET,
      webhookSecret: keys.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: "https://api.razorpay.com",
    });
    expect(razorpayAccount(parseEnv({}))).toBeNull();
    expect(paymentSettings(parseEnv({ UPI_MERCHANT_CODE: "5722" })).merchantCode).toBe("5722");
    expect(() => parseEnv({ UPI_MERCHANT_CODE: "57" })).toThrow(/UPI_MERCHANT_CODE: must be the 4-digit/);
  });

  it("needs the gateway's key and every template's MSG91 id with SMS_PROVIDER=msg91, and names the retired variable", () => {
    expect(() => parseEnv({ SMS_PROVIDER: "msg91" })).toThrow(
      /SMS_AUTH_KEY: is needed with SMS_PROVIDER=msg91[\s\S]*SMS_TEMPLATE_IDS: is needed/,
    );
    const some = { SMS_PROVIDER: "msg91", SMS_AUTH_KEY: "key-123456" };
    expect(() => parseEnv({ ...some, SMS_TEMPLATE_IDS: "order_placed.en=64f0a1b2c3d4e5f6a7b8c9d0" })).toThrow(
      /SMS_TEMPLATE_IDS: has no template id for order_placed\.ta, order_cod_confirm\.en/,
    );
    expect(() => parseEnv({ ...some, SMS_TEMPLATE_IDS: "order_placed=12" })).toThrow(
      /SMS_TEMPLATE_IDS: must be template.language=id pairs/,
    );
    expect(() => parseEnv({ SMS_DLT_TEMPLATE_IDS: "order_placed.en=1107161234567890123" })).toThrow(
      /SMS_DLT_TEMPLATE_IDS: is replaced by SMS_TEMPLATE_IDS/,
    );
  });

  it("needs the token, phone number ID and the webhook's secrets with WHATSAPP_PROVIDER=cloud; log needs nothing", () => {
    expect(() => parseEnv({ WHATSAPP_PROVIDER: "cloud" })).toThrow(
      /WHATSAPP_TOKEN: is needed with WHATSAPP_PROVIDER=cloud[\s\S]*WHATSAPP_PHONE_NUMBER_ID[\s\S]*WHATSAPP_APP_SECRET[\s\S]*WHATSAPP_VERIFY_TOKEN/,
    );
    expect(parseEnv({ WHATSAPP_PROVIDER: "log", SMS_PROVIDER: "log" })).toMatchObject({
      WHATSAPP_PROVIDER: "log",
      SMS_PROVIDER: "log",
    });
    expect(() => parseEnv({ WHATSAPP_PROVIDER: "twilio" })).toThrow(/WHATSAPP_PROVIDER/);
  });

  it("treats empty values as unset", () => {
    const env = parseEnv({ PORT: "", DATABASE_URL: "" });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("reads a port number and a PostgreSQL URL", () => {
    const env = parseEnv({ PORT: "8080", DATABASE_URL: "postgresql://shop@localhost/shop" });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBe("postgresql://shop@localhost/shop");
  });

  it.each(["abc", "0", "70000", "3.5"])("stops on PORT=%s with a message naming PORT", (value) => {
    expect(failure({ PORT: value }).message).toMatch(/PORT/);
  });

  it("stops on a DATABASE_URL that is not PostgreSQL, naming DATABASE_URL", () => {
    const error = failure({ DATABASE_URL: "mysql://shop@localhost/shop" });
    expect(error.message).toMatch(/DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\//);
    expect(error.message).not.toMatch(/PORT/);
  });

  it("names every bad variable at once", () => {
    const message = failure({ PORT: "abc", LOG_LEVEL: "loud", ADMIN_PASSWORD: "short" }).message;
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/LOG_LEVEL/);
    expect(message).toMatch(/ADMIN_PASSWORD: must be at least 12 characters/);
  });
});

describe("WEB_CONCURRENCY and TRUST_PROXY", () => {
  it("runs several processes only on PostgreSQL", () => {
    const env = parseEnv({ WEB_CONCURRENCY: "4", DATABASE_URL: "postgres://shop@localhost/shop" });
    expect(env.WEB_CONCURRENCY).toBe(4);
    const message = failure({ WEB_CONCURRENCY: "2" }).message;
    expect(message).toMatch(/WEB_CONCURRENCY: .*DATABASE_URL/);
    expect(message).toMatch(/DATA_DIR/);
  });

  it.each(["0", "two", "1.5", "65"])("stops on WEB_CONCURRENCY=%s", (value) => {
    expect(failure({ WEB_CONCURRENCY: value }).message).toMatch(/WEB_CONCURRENCY/);
  });

  it.each([
    ["false", false],
    ["true", true],
    ["2", 2],
    ["loopback, 10.0.0.0/8", ["loopback", "10.0.0.0/8"]],
    ["192.168.1.10,::1/128,172.16.0.0/255.240.0.0", ["192.168.1.10", "::1/128", "172.16.0.0/255.240.0.0"]],
  ])("reads TRUST_PROXY=%s", (value, expected) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(["nginx", "10.0.0.0/33", "10.0.0.1/8/8", "yes"])("stops on TRUST_PROXY=%s naming it", (value) => {
    expect(failure({ TRUST_PROXY: value }).message).toMatch(/TRUST_PROXY: must be true, false, a hop count/);
  });
});

describe("SMTP_URL and NOTIFY_EMAIL", () => {
  it("are optional", () => {
    const env = parseEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.NOTIFY_EMAIL).toBeUndefined();
  });

  it.each(["smtp://localhost:2525", "smtps://user:secret@mail.example.in:465", "smtp://mail.example.in"])(
    "accepts SMTP_URL=%s",
    (value) => {
      expect(parseEnv({ SMTP_URL: value }).SMTP_URL).toBe(value);
    },
  );

  it.each(["http://mail.example.in", "mail.example.in:25", "smtp://", "smtp:// spaced"])(
    "stops on SMTP_URL=%s, naming SMTP_URL once",
    (value) => {
      const message = failure({ SMTP_URL: value }).message;
      expect(message.match(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL with a host/g)).toHaveLength(1);
    },
  );

  it("never echoes an SMTP password", () => {
    expect(failure({ SMTP_URL: "smtps://user:hunter2secret@", PORT: "abc" }).message).not.toContain(
      "hunter2secret",
    );
  });

  it("reads NOTIFY_EMAIL and refuses a value that is not an address", () => {
    expect(parseEnv({ NOTIFY_EMAIL: "owner@example.in" }).NOTIFY_EMAIL).toBe("owner@example.in");
    expect(failure({ NOTIFY_EMAIL: "owner at example" }).message).toMatch(
      /NOTIFY_EMAIL: must be an e-mail address/,
    );
  });

  it("sends notifications to the dealer's e-mail unless NOTIFY_EMAIL is set", () => {
    expect(notifyEmail(parseEnv({}))).toBe(dealer.email);
    expect(notifyEmail(parseEnv({ NOTIFY_EMAIL: "owner@example.in" }))).toBe("owner@example.in");
  });

  it("requires TLS of the SMTP server unless SMTP_REQUIRE_TLS=false, and sends as SMTP_FROM", () => {
    expect(parseEnv({}).SMTP_REQUIRE_TLS).toBe(true);
    expect(parseEnv({ SMTP_REQUIRE_TLS: "false" }).SMTP_REQUIRE_TLS).toBe(false);
    expect(failure({ SMTP_REQUIRE_TLS: "no" }).message).toContain("SMTP_REQUIRE_TLS: must be true or false");
    expect(parseEnv({ SMTP_FROM: "orders@mail.example.in" }).SMTP_FROM).toBe("orders@mail.example.in");
    expect(failure({ SMTP_FROM: "orders" }).message).toContain("SMTP_FROM: must be an e-mail address");
  });
});

describe("publicUrl", () => {
  it("defaults to localhost on the port and drops a trailing slash", () => {
    expect(publicUrl(parseEnv({ PORT: "4000" }))).toBe("http://localhost:4000");
    expect(
      publicUrl(
        parseEnv({ PUBLIC_URL: "https://shop.example/", GSTIN: "33AAGCK1234M1ZM", SIGNING_SECRET: secret }),
      ),
    ).toBe("https://shop.example");
  });
});

describe("links that leave the shop", () => {
  const whatsapp = {
    WHATSAPP_PROVIDER: "cloud",
    WHATSAPP_TOKEN: "a-system-user-access-token",
    WHATSAPP_PHONE_NUMBER_ID: "109876543210",
    WHATSAPP_APP_SECRET: "the-app-secret-of-meta",
    WHATSAPP_VERIFY_TOKEN: "our-webhook-verify-token",
  };

  it("with a real SMS or WhatsApp provider, refuses a missing or plain-http PUBLIC_URL and a missing SIGNING_SECRET by name", () => {
    expect(failure(whatsapp).message).toMatch(
      /PUBLIC_URL: is needed with WHATSAPP_PROVIDER=cloud[\s\S]*SIGNING_SECRET: is needed with WHATSAPP_PROVIDER=cloud: without it the links in messages stop working/,
    );
    expect(
      failure({ ...whatsapp, PUBLIC_URL: "http://shop.example.in", SIGNING_SECRET: secret }).message,
    ).toContain("PUBLIC_URL: must be an https address with WHATSAPP_PROVIDER=cloud");
    expect(
      failure({ SMS_PROVIDER: "msg91", PUBLIC_URL: "https://shop.example.in", GSTIN: "33AAGCK1234M1ZM" })
        .message,
    ).toContain("SIGNING_SECRET: is needed with SMS_PROVIDER=msg91");
    const ready = {
      ...whatsapp,
      PUBLIC_URL: "https://shop.example.in",
      GSTIN: "33AAGCK1234M1ZM",
      SIGNING_SECRET: secret,
    };
    expect(parseEnv(ready).PUBLIC_URL).toBe("https://shop.example.in");
    // a loopback address is a local trial or a test: nothing outside could open it anyway
    expect(
      parseEnv({ ...whatsapp, PUBLIC_URL: "http://127.0.0.1:3000", SIGNING_SECRET: secret })
        .WHATSAPP_PROVIDER,
    ).toBe("cloud");
    // the log providers send nothing
    expect(parseEnv({ SMS_PROVIDER: "log", WHATSAPP_PROVIDER: "log" }).SMS_PROVIDER).toBe("log");
  });

  it("refuses a published shop without SIGNING_SECRET or on plain http; a local start needs neither", () => {
    expect(
      failure({ NODE_ENV: "production", PUBLIC_URL: "https://shop.example.in", GSTIN: "33AAGCK1234M1ZM" })
        .message,
    ).toContain("SIGNING_SECRET: is needed in production");
    expect(
      failure({ NODE_ENV: "production", PUBLIC_URL: "http://shop.example.in", SIGNING_SECRET: secret })
        .message,
    ).toContain("PUBLIC_URL: must be an https address in production");
    expect(parseEnv({ NODE_ENV: "production" }).SIGNING_SECRET).toBeUndefined();
    expect(parseEnv({ NODE_ENV: "production", PUBLIC_URL: "http://localhost:3000" }).PUBLIC_URL).toBe(
      "http://localhost:3000",
    );
  });
});

describe("payment and invoice settings", () => {
  it("default to the dealer's UPI ID, name and GSTIN", () => {
    const env = parseEnv({});
    expect(paymentSettings(env)).toEqual({ upiVpa: dealer.upiVpa, upiPayeeName: dealer.name });
    expect(gstin(env)).toEqual({ gstin: dealer.gstin, sample: true });
    expect(serviceSacs(env)).toEqual({ repair: "998715", installation: "998736" });
  });

  it("take UPI_VPA, UPI_PAYEE_NAME and GSTIN from the environment", () => {
    const env = parseEnv({
      UPI_VPA: "shop.erode@okaxis",
      UPI_PAYEE_NAME: "Shop Erode",
      GSTIN: "33aagck1234m1zm",
      SAC_REPAIR: "998719",
      SAC_INSTALLATION: "998739",
    });
    expect(paymentSettings(env)).toEqual({ upiVpa: "shop.erode@okaxis", upiPayeeName: "Shop Erode" });
    expect(gstin(env)).toEqual({ gstin: "33AAGCK1234M1ZM", sample: false });
    expect(serviceSacs(env)).toEqual({ repair: "998719", installation: "998739" });
  });

  it("refuses a malformed UPI ID, GSTIN or SAC by name, and a GSTIN with a wrong check character", () => {
    expect(failure({ UPI_VPA: "not a vpa" }).message).toContain("UPI_VPA");
    expect(failure({ GSTIN: "12345" }).message).toContain("GSTIN: must be a 15-character GSTIN");
    expect(failure({ GSTIN: "33ABCDE1234F1Z5" }).message).toContain("GSTIN: has a wrong check character");
    expect(failure({ SAC_REPAIR: "8415" }).message).toContain("SAC_REPAIR");
  });

  it("refuses a shop published over https without its own GSTIN; a local trial prints the sample", () => {
    const published = { NODE_ENV: "production", PUBLIC_URL: "https://shop.example", SIGNING_SECRET: secret };
    expect(failure(published).message).toContain("GSTIN: is needed in production with an https PUBLIC_URL");
    expect(gstin(parseEnv({ ...published, GSTIN: "33AAGCK1234M1ZM" })).sample).toBe(false);
    expect(gstin(parseEnv({ NODE_ENV: "production" })).sample).toBe(true);
    expect(gstin(parseEnv({ NODE_ENV: "production", PUBLIC_URL: "http://127.0.0.1:3000" })).sample).toBe(
      true,
    );
    expect(gstin(parseEnv({ NODE_ENV: "development", PUBLIC_URL: "https://shop.example" })).sample).toBe(
      true,
    );
  });
});
