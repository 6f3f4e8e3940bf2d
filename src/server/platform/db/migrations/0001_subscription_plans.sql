-- Reference data: the two supplier plans of SPEC §1 and §9 (Stripe price ids are set by configuration).
INSERT INTO "subscription_plans" ("name", "price_amount", "interval", "is_active") VALUES
  ('Plan Mensual', 49.00, 'month', true),
  ('Plan Anual', 490.00, 'year', true)
ON CONFLICT ("name") DO NOTHING;
