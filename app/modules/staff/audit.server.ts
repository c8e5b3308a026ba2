// Contract stub: the back-office access engineer replaces the body.
import type { Executor } from "../notify/outbox.server";
import type { SignedInStaff } from "./guard.server";

export type AuditEntryInput = {
  /** e.g. 'order.advance', 'product.update', 'booking.cancel'. */
  action: string;
  entity: string;
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Writes one audit row; call it inside the transaction that makes the change. */
export function recordAudit(_db: Executor, _user: SignedInStaff, _entry: AuditEntryInput): Promise<void> {
  throw new Error("not implemented");
}
