/** The path of redis-server, installed through apt when missing (as root); null when it cannot be. */
export function ensureRedis(): string | null;
