-- The last accepted TOTP time step per account: a code is accepted once (RFC 6238 §5.2), in any session.
ALTER TABLE "two_factor" ADD COLUMN "last_totp_step" bigint;