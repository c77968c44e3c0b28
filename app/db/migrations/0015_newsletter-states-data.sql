-- The existing subscribers keep their standing: active ones had subscribed before double
-- opt-in existed and are confirmed; inactive ones had unsubscribed.
UPDATE "newsletter_subscribers"
SET "state" = CASE WHEN "is_active" THEN 'confirmed' ELSE 'unsubscribed' END,
    "confirmed_at" = CASE WHEN "is_active" THEN "subscribed_at" END,
    "state_changed_at" = "subscribed_at";
