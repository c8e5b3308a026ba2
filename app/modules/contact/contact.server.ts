import { desc, eq } from "drizzle-orm";

import { recordConsents } from "~/modules/privacy/consent-records.server";
import type { Database } from "../../../db/client.server";
import { contactMessages, type ContactMessage } from "../../../db/schema";
import { createRateLimiter, type RateLimiter } from "../../lib/rate-limit.server";
import { enqueueNotification } from "../notify/outbox.server";
import {
  contactAppliances,
  contactBrands,
  contactTopics,
  contactValues,
  type ContactActionData,
  type ContactValues,
} from "./contact-options";
import { validateContact, type ContactMessageInput } from "./contact.schema";
import { contactMessages as contactMessageTexts } from "~/modules/contact/texts/en/contact-messages";

/** Travels as English; the form shows it in the page's language. */
export const contactRateLimitMessage = contactMessageTexts.en.tooManyMessages;

/** Five messages per address per ten minutes: plenty for a person, a brake for a script. */
const contactRateLimiter = createRateLimiter({ bucket: "contact", limit: 5, windowMs: 10 * 60_000 });

/** The visually hidden field people never see; bots that fill every input fill it too. */
const honeypotField = "website";

export type ContactSubmission = { httpStatus: 200 | 400 | 429; data: ContactActionData };

function label(options: readonly { value: string; label: string }[], value: string | undefined) {
  return options.find((option) => option.value === value)?.label ?? value;
}

/** The e-mail the dealer receives: everything the customer wrote, nothing else. */
function contactNotification(id: number, input: ContactMessageInput) {
  const topic = label(contactTopics, input.topic) ?? input.topic;
  const appliance = label(contactAppliances, input.applianceType);
  const lines = [
    `New message #${id} from the website's contact form.`,
    "",
    `Name: ${input.name}`,
    `Phone: ${input.phone}`,
    `E-mail: ${input.email ?? "not given"}`,
    `Topic: ${topic}`,
    ...(appliance ? [`Appliance: ${appliance}`] : []),
    ...(input.brand ? [`Brand: ${label(contactBrands, input.brand)}`] : []),
    ...(input.preferredDate ? [`Preferred date: ${input.preferredDate}`] : []),
    "",
    "Message:",
    input.message,
  ];
  return {
    kind: "contact_message" as const,
    subject: `Contact form #${id}: ${topic}${appliance ? ` (${appliance})` : ""}`,
    body: lines.join("\n"),
  };
}

/** Stores the message and the dealer's notification in one transaction: both or neither. */
export async function storeContactMessage(
  db: Database,
  input: ContactMessageInput,
  { recipient }: { recipient: string },
): Promise<ContactMessage> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        phone: input.phone,
        email: input.email ?? null,
        topic: input.topic,
        applianceType: input.applianceType ?? null,
        brand: input.brand ?? null,
        preferredDate: input.preferredDate ?? null,
        message: input.message,
      })
      .returning();
    if (!message) throw new Error("the contact message insert returned no row");
    await recordConsents(tx, {
      phone: message.phone,
      purpose: "contact",
      updates: false,
      now: message.createdAt,
    });
    await enqueueNotification(tx, {
      ...contactNotification(message.id, input),
      recipient,
      replyTo: input.email ?? null,
    });
    return message;
  });
}

/**
 * The contact form's action: validation (400 with the field messages), the honeypot (answered as sent,
 * nothing stored), the per-address limit (429) and storage.
 */
export async function submitContactMessage(
  db: Database,
  form: Record<string, unknown>,
  {
    clientAddress,
    recipient,
    limiter = contactRateLimiter,
  }: { clientAddress: string; recipient: string; limiter?: RateLimiter },
): Promise<ContactSubmission> {
  const values = contactValues(form);
  const honeypot = form[honeypotField];
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    if (!(await limiter.hit(db, clientAddress)).allowed) return limited(values);
    return { httpStatus: 200, data: { status: "sent" } };
  }

  const result = validateContact(form);
  if (!result.success) {
    return { httpStatus: 400, data: { status: "invalid", errors: result.errors, values } };
  }
  if (!(await limiter.hit(db, clientAddress)).allowed) return limited(values);

  await storeContactMessage(db, result.data, { recipient });
  return { httpStatus: 200, data: { status: "sent" } };
}

function limited(values: ContactValues): ContactSubmission {
  return { httpStatus: 429, data: { status: "limited", message: contactRateLimitMessage, values } };
}

/** The newest messages first, for the back office. */
export async function listContactMessages(
  db: Database,
  { status, limit = 50 }: { status?: ContactMessage["status"]; limit?: number } = {},
): Promise<ContactMessage[]> {
  return db
    .select()
    .from(contactMessages)
    .where(status ? eq(contactMessages.status, status) : undefined)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}
