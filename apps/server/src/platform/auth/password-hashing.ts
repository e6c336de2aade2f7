// How passwords are hashed. Everywhere people sign in: better-auth's own scrypt (N=16384, r=16, p=1,
// 16 MB and 100-250 ms of CPU per hash on one core), untouched. Test runs only (NODE_ENV=test and
// PASSWORD_HASH_COST=test, which config.ts refuses anywhere else): the same scrypt at a cost of N=1024,
// because the suite signs up and signs in thousands of accounts and paid about a tenth of its CPU for
// hashes no attacker will ever see. Test-cost hashes carry their own prefix, so a standard server never
// accepts one (better-auth's verify reads the prefix as the salt and the key never matches), and a
// test server still verifies standard hashes (the demo accounts') at the standard cost.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { verifyPassword as standardVerify } from "better-auth/crypto";

export type PasswordHashCost = "standard" | "test";

/** The prefix of a test-cost hash: `scrypt-test$<salt>:<key>`. */
export const TEST_HASH_PREFIX = "scrypt-test$";
const TEST_COST = { N: 1024, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function testKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, TEST_COST, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

async function testHash(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  return `${TEST_HASH_PREFIX}${salt}:${(await testKey(password, salt)).toString("hex")}`;
}

async function testAwareVerify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  if (!hash.startsWith(TEST_HASH_PREFIX)) return standardVerify({ hash, password });
  const [salt, key] = hash.slice(TEST_HASH_PREFIX.length).split(":");
  if (!salt || !key) return false;
  const expected = Buffer.from(key, "hex");
  const actual = await testKey(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * better-auth's `emailAndPassword.password` option for a cost: nothing (its own scrypt) at the
 * standard cost, the cheap test hasher otherwise.
 */
export function passwordHashing(cost: PasswordHashCost) {
  return cost === "test" ? { hash: testHash, verify: testAwareVerify } : undefined;
}
