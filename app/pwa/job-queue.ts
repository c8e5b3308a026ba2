/**
 * The job card's offline queue, in this phone's IndexedDB (decision 050). A step taken without signal is
 * kept here whole (its fields and photos) with a key of its own and the visit's revision it was taken
 * against, and sent in order when the signal returns; the server does each key once and refuses a step on
 * a visit that changed since. The job list and cards last seen are kept here too, to be read offline.
 * Browser only: called from effects, client loaders and client actions.
 */

type Entry = [name: string, value: string | File];

export type QueuedStep = {
  seq: number;
  bookingId: number;
  key: string;
  entries: Entry[];
  /** The revision the step is sent against; null while an earlier step of the same visit is waiting. */
  base: string | null;
  state: "waiting" | "conflict" | "refused";
  message?: string;
  queuedAt: number;
};

type Answer = { status: number; revision: string | null; result?: { message?: string; conflict?: boolean } };

const steps = "steps";
const copies = "copies";
/** A copy of a page is read offline for two days at most: the visits are today's and tomorrow's. */
const copyMs = 2 * 24 * 60 * 60_000;

export const queueChanged = "job-queue-changed";

let opening: Promise<IDBDatabase> | null = null;

function openQueue(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open("job-card", 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(steps, { keyPath: "seq", autoIncrement: true });
      request.result.createObjectStore(copies);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error("IndexedDB could not be opened"));
    };
  });
  return opening;
}

async function run<T>(
  store: string,
  mode: IDBTransactionMode,
  act: (objects: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openQueue();
  return new Promise((resolve, reject) => {
    const request = act(db.transaction(store, mode).objectStore(store));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB refused the request"));
  });
}

function announce() {
  window.dispatchEvent(new Event(queueChanged));
}

function isStep(value: unknown): value is QueuedStep {
  const step = value as QueuedStep;
  return (
    typeof step === "object" &&
    step !== null &&
    Number.isInteger(step.seq) &&
    Number.isInteger(step.bookingId) &&
    typeof step.key === "string" &&
    Array.isArray(step.entries) &&
    (step.base === null || typeof step.base === "string") &&
    ["waiting", "conflict", "refused"].includes(step.state)
  );
}

/** Every queued step (of one visit when given), oldest first; a stored value of another shape is dropped. */
export async function queuedSteps(bookingId?: number): Promise<QueuedStep[]> {
  const all = await run<unknown[]>(steps, "readonly", (objects) => objects.getAll());
  return all
    .filter(isStep)
    .filter((step) => bookingId === undefined || step.bookingId === bookingId)
    .sort((a, b) => a.seq - b.seq);
}

/** Keeps a step to send later: against `revision` when it is the visit's first waiting step. */
export async function queueStep(bookingId: number, form: FormData, revision: string): Promise<void> {
  const earlier = await queuedSteps(bookingId);
  const key = crypto.randomUUID();
  const entries = [...form.entries()]
    .filter((entry): entry is Entry => !(entry[1] instanceof File) || entry[1].size > 0)
    // the add-part form's own retry key stays the same while the page cannot load again: two parts added
    // offline would read as one part sent twice, so each queued step carries its own
    .map(([name, value]): Entry => [name, name === "requestKey" ? key : value]);
  await run(steps, "readwrite", (objects) =>
    objects.add({
      bookingId,
      key,
      entries,
      base: earlier.length > 0 ? null : revision,
      state: "waiting",
      queuedAt: Date.now(),
    }),
  );
  announce();
}

async function put(step: QueuedStep) {
  await run(steps, "readwrite", (objects) => objects.put(step));
}

/** Drops a step; the visit's next step is then sent against the revision the dropped one was taken on. */
export async function discardStep(step: QueuedStep): Promise<void> {
  await run(steps, "readwrite", (objects) => objects.delete(step.seq));
  const [next] = await queuedSteps(step.bookingId);
  if (next && next.base === null && step.base !== null) await put({ ...next, base: step.base });
  announce();
}

/** Sends a refused step again against the visit as it now is, under a new key. */
export async function retryStep(step: QueuedStep, revision: string): Promise<void> {
  const { message: _message, ...rest } = step;
  await run(steps, "readwrite", (objects) =>
    objects.put({ ...rest, key: crypto.randomUUID(), base: revision, state: "waiting" }),
  );
  announce();
}

async function send(step: QueuedStep, base: string): Promise<Answer | "unreachable"> {
  const body = new FormData();
  for (const [name, value] of step.entries) body.append(name, value);
  body.set("stepKey", step.key);
  body.set("revision", base);
  try {
    const response = await fetch(`/admin/jobs/${step.bookingId}/steps`, { method: "POST", body });
    if (response.status >= 500 || !response.headers.get("Content-Type")?.includes("json")) {
      return "unreachable";
    }
    return (await response.json()) as Answer;
  } catch {
    return "unreachable";
  }
}

/**
 * Sends the waiting steps in order, each visit's after the one before it; stops a visit at its first
 * refusal or conflict (the later steps were taken on top of it) and everything at the first failure to
 * reach the shop. Says how many steps were answered (done or refused: the page then shows the visit as it
 * now is) and whether the shop could not be reached.
 */
export async function sendQueuedSteps(): Promise<SendRound> {
  return "locks" in navigator ? navigator.locks.request("job-card-queue", sendInOrder) : sendInOrder();
}

export type SendRound = { answered: number; unreachable: boolean };

async function sendInOrder(): Promise<SendRound> {
  let answered = 0;
  let unreachable = false;
  const stopped = new Set<number>();
  const after = new Map<number, string>();
  for (const step of await queuedSteps()) {
    if (stopped.has(step.bookingId)) continue;
    const base = step.base ?? after.get(step.bookingId);
    if (step.state !== "waiting" || base === undefined) {
      stopped.add(step.bookingId);
      continue;
    }
    const answer = await send(step, base);
    if (answer === "unreachable") {
      unreachable = true;
      break;
    }
    answered += 1;
    if (answer.status === 200) {
      await run(steps, "readwrite", (objects) => objects.delete(step.seq));
      if (answer.revision) after.set(step.bookingId, answer.revision);
      else stopped.add(step.bookingId);
      continue;
    }
    stopped.add(step.bookingId);
    if (answer.status === 202) continue;
    await put({
      ...step,
      state: answer.result?.conflict ? "conflict" : "refused",
      message: answer.result?.message ?? "The shop refused this step.",
    });
  }
  // the next waiting step of a visit is sent against the revision its predecessor left
  for (const [bookingId, revision] of after) {
    const next = (await queuedSteps(bookingId))[0];
    if (next && next.base === null) await put({ ...next, base: revision });
  }
  announce();
  return { answered, unreachable };
}

/** Keeps the data a page was shown with, to show it again without signal; drops copies past their days. */
export async function keepCopy(key: string, data: unknown): Promise<void> {
  try {
    await run(copies, "readwrite", (objects) => objects.put({ savedAt: Date.now(), data }, key));
    const keys = await run(copies, "readonly", (objects) => objects.getAllKeys());
    for (const kept of keys.filter((name): name is string => typeof name === "string")) {
      if ((await readCopy(kept)) === null) await forget(kept);
    }
  } catch {
    // storage full or switched off: the page works online all the same
  }
}

async function forget(key: string) {
  await run(copies, "readwrite", (objects) => objects.delete(key));
}

/**
 * Forgets every copy (the customers' names, numbers and addresses) when the technician signs out; the
 * steps still waiting stay, to be sent once they sign in again.
 */
export async function forgetCopies(): Promise<void> {
  try {
    await run(copies, "readwrite", (objects) => objects.clear());
  } catch {
    // nothing was kept
  }
}

/** A page's kept data, with when it was kept; null when there is none, it is too old or unreadable. */
export async function readCopy<T>(key: string): Promise<{ data: T; savedAt: number } | null> {
  try {
    const copy = await run<unknown>(copies, "readonly", (objects) => objects.get(key));
    const { savedAt, data } = (copy ?? {}) as { savedAt?: unknown; data?: unknown };
    if (typeof savedAt !== "number" || typeof data !== "object" || data === null) return null;
    if (Date.now() - savedAt > copyMs) return null;
    return { data: data as T, savedAt };
  } catch {
    return null;
  }
}
