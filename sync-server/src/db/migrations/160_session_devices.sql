-- What each signed-in device is (issue 34 item 17): the browser and operating system read from the
-- user-agent at sign-in and at each refresh (a summary only; the full string is never stored).
ALTER TABLE refresh_tokens ADD COLUMN IF NOT EXISTS device_browser text;
ALTER TABLE refresh_tokens ADD COLUMN IF NOT EXISTS device_os text;
