import crypto from "node:crypto";

/** scrypt cost parameters: N = 2^17, r = 8, p = 1 (OWASP's recommendation for scrypt). */
const defaultParams = { logN: 17, r: 8, p: 1 } as const;
const saltBytes = 16;
const keyBytes = 32;

type ScryptParams = { logN: number; r: number; p: number };

function derive(password: string, salt: Buffer, { logN, r, p }: ScryptParams): Promise<Buffer> {
  const N = 2 ** logN;
  // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is below that for N = 2^17.
  const maxmem = 256 * N * r * p;
  return new Promise((resolve, reject) => {
    crypto.scrypt(password.normalize("NFC"), salt, keyBytes, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function encode(params: ScryptParams, salt: Buffer, key: Buffer): string {
  return `$scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

const encoded = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([\w-]+)\$([\w-]+)$/;

function decode(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const match = encoded.exec(stored);
  if (!match) return null;
  const [, logN, r, p, salt, key] = match;
  const params = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (params.logN < 10 || params.logN > 20 || params.r < 1 || params.p < 1) return null;
  return { params, salt: Buffer.from(salt!, "base64url"), key: Buffer.from(key!, "base64url") };
}

/**
 * A self-describing hash: `$scrypt$ln=17,r=8,p=1$<salt>$<key>` (base64url), so parameters can change later.
 * Only tests pass other parameters (the lowest cost verifyPassword accepts, for accounts they sign in with).
 */
export async function hashPassword(password: string, params: ScryptParams = defaultParams): Promise<string> {
  const salt = crypto.randomBytes(saltBytes);
  return encode(params, salt, await derive(password, salt, params));
}

/** Recomputes the hash with the stored salt and parameters and compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const decoded = decode(stored);
  if (!decoded) {
    await burnHashWork(password);
    return false;
  }
  const key = await derive(password, decoded.salt, decoded.params);
  return key.length === decoded.key.length && crypto.timingSafeEqual(key, decoded.key);
}

// A well-formed hash no password matches: an unknown user costs the same scrypt work as a known one.
const unmatchableHash = encode(defaultParams, Buffer.alloc(saltBytes, 7), Buffer.alloc(keyBytes, 0));

/** Does the work of one verification and discards it (unknown usernames, malformed stored hashes). */
export async function burnHashWork(password: string): Promise<void> {
  await verifyPassword(password, unmatchableHash);
}

/** A readable random password for the first owner or a reset: 24 characters, 144 bits. */
export function generatePassword(): string {
  return crypto.randomBytes(18).toString("base64url");
}
