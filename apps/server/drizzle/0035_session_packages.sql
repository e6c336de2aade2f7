CREATE TABLE "expert_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_id" uuid NOT NULL,
	"sessions" smallint NOT NULL,
	"price" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_packages_sessions_check" CHECK ("expert_packages"."sessions" in (4, 8)),
	CONSTRAINT "expert_packages_price_check" CHECK ("expert_packages"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "package_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	"offer_id" uuid,
	"sessions" smallint NOT NULL,
	"price" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"gateway_payment_id" text,
	"refunded_sessions" smallint DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_purchases_gateway_order_id_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "package_purchases_sessions_check" CHECK ("package_purchases"."sessions" in (4, 8)),
	CONSTRAINT "package_purchases_price_check" CHECK ("package_purchases"."price" > 0),
	CONSTRAINT "package_purchases_status_check" CHECK ("package_purchases"."status" in ('pending', 'paid', 'partly_refunded', 'refunded', 'failed')),
	CONSTRAINT "package_purchases_refunded_check" CHECK ("package_purchases"."refunded_sessions" between 0 and "package_purchases"."sessions" and "package_purchases"."refunded_amount" between 0 and "package_purchases"."price")
);
--> statement-breakpoint
CREATE TABLE "package_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"sessions" smallint NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_refund_id" text,
	"idempotency_key" text NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "package_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "package_refunds_amount_check" CHECK ("package_refunds"."amount" > 0),
	CONSTRAINT "package_refunds_sessions_check" CHECK ("package_refunds"."sessions" > 0),
	CONSTRAINT "package_refunds_status_check" CHECK ("package_refunds"."status" in ('pending', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "package_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"booking_id" uuid,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_uses_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "package_uses_amount_check" CHECK ("package_uses"."amount" > 0),
	CONSTRAINT "package_uses_status_check" CHECK ("package_uses"."status" in ('reserved', 'booked'))
);
--> statement-breakpoint
ALTER TABLE "expert_packages" ADD CONSTRAINT "expert_packages_expert_id_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_expert_id_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_offer_id_expert_packages_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."expert_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_refunds" ADD CONSTRAINT "package_refunds_purchase_id_package_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."package_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_uses" ADD CONSTRAINT "package_uses_purchase_id_package_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."package_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_uses" ADD CONSTRAINT "package_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expert_packages_expert_sessions_idx" ON "expert_packages" USING btree ("expert_id","sessions");--> statement-breakpoint
CREATE INDEX "package_purchases_member_idx" ON "package_purchases" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "package_purchases_expert_idx" ON "package_purchases" USING btree ("expert_id");--> statement-breakpoint
CREATE INDEX "package_refunds_purchase_idx" ON "package_refunds" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "package_refunds_pending_idx" ON "package_refunds" USING btree ("created_at") WHERE "package_refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "package_uses_purchase_idx" ON "package_uses" USING btree ("purchase_id");