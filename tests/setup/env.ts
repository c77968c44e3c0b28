// Vitest setup: fixed test secrets and no SMTP unless a test starts one.
process.env.NODE_ENV = "test";
process.env.SESSION_SECRET ??= "test-session-secret-0123456789abcdef0123456789";
process.env.CAPTCHA_HMAC_KEY ??= "test-captcha-hmac-key-0123456789abcdef01234567";
process.env.NOTIFY_EMAIL ??= "owner@example.com";
process.env.SITE_URL ??= "http://localhost:3000";
process.env.LOG_LEVEL ??= "silent";
delete process.env.SMTP_URL;
